/**
 * The guest's academic application (spec §4 "Academic application", §5; issue 9 § The application):
 * - steps in order: 1 application information (the position), 2 personal information, 3 resume, 4 works,
 *   5 declaration; each saved on its own, `lastStep` keeps the furthest one; a step needs the ones before;
 * - a step submitted unchanged is refused (422); a stale version is refused (409 with the current state);
 * - changing the application information deletes the works (after the caller confirmed it) and returns the
 *   last step to the resume; changing an earlier step after the declaration withdraws the declaration;
 * - finalised applications are read-only; writes need the position to be open today (Istanbul);
 * - another guest's application reads as not found (404), so ids cannot be probed.
 * Every write is one transaction with an audit row.
 */

import {
  type ApplicationDetail,
  type ApplicationFile,
  type ApplicationListItem,
  type PersonalInfo,
  type Position,
  type Resume,
  type Works,
  ZPersonalInfo,
  ZResume,
  ZWorks,
} from '@unacs/contracts'
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { GuestPrincipal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { storeFile } from '../../platform/files/files.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import {
  type ApplicationRow,
  applicationById,
  filesOf,
  lockApplication,
  positionById,
  toPositions,
} from './applications.repo.ts'
import {
  assertFilesAttached,
  assertStepOrder,
  resumeFiles,
  STEP,
  sameForm,
  worksFiles,
} from './applications.rules.ts'
import { applicationFiles, applications, positions } from './applications.schema.ts'
import { detailOf } from './applications.summary.ts'

/** Upload limits of application files (spec §5). */
export const APPLICATION_FILE_LIMIT_MB = 5

/** The audit actor of a guest: no person; the guest id goes into the entry. */
const GUEST_ACTOR = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/** A patch a step writes. */
type Patch = Partial<typeof applications.$inferInsert>

/** Creates the guest application service over `db`; `clock` decides Istanbul's "today". */
export function createApplicationService(db: Database, clock: Clock) {
  const today = () => istanbulToday(clock())

  /** The caller's application or 404 (another guest's reads as not found). */
  function own(row: ApplicationRow | null, guest: GuestPrincipal): ApplicationRow {
    if (!row || row.guestId !== guest.guestId) throw notFound()
    return row
  }

  /** Throws 422 unless the position is open today. */
  async function assertOpen(tx: Database, positionId: number) {
    const position = await positionById(tx, positionId)
    const t = today()
    if (!position || position.startDate > t || position.endDate < t) {
      throw businessRule('applications.positionClosed')
    }
    return position
  }

  const detail = (row: ApplicationRow, lang: Language) => detailOf(db, row, lang)

  /**
   * Runs one step write: locks the caller's application, refuses finalised (422), stale versions (409) and
   * closed positions (422), applies `step`'s patch, bumps the version and audits. Returns the new detail.
   */
  async function write(
    guest: GuestPrincipal,
    target: { applicationId: number; version: number },
    action: string,
    lang: Language,
    step: (row: ApplicationRow, tx: Database, files: ApplicationFile[]) => Promise<Patch>,
  ): Promise<ApplicationDetail> {
    const saved = await db.transaction(async (tx) => {
      const row = own(await lockApplication(tx, target.applicationId), guest)
      if (row.status === 'finalised') throw businessRule('applications.readOnly')
      if (row.version !== target.version) {
        throw conflict('error.conflict', {}, { version: row.version, lastStep: row.lastStep })
      }
      await assertOpen(tx, row.positionId)
      const patch = await step(row, tx, await filesOf(tx, row.id))
      const [updated] = await tx
        .update(applications)
        .set({ ...patch, version: row.version + 1, updatedAt: clock() })
        .where(eq(applications.id, row.id))
        .returning()
      if (!updated) throw new Error('application not updated')
      await recordAudit(tx, GUEST_ACTOR, {
        entity: 'academic_application',
        entityId: row.id,
        action,
        before: {
          lastStep: row.lastStep,
          status: row.status,
          positionId: row.positionId,
          version: row.version,
        },
        after: {
          lastStep: updated.lastStep,
          status: updated.status,
          positionId: updated.positionId,
          version: updated.version,
        },
        reason: `guest ${guest.guestId}`,
      })
      return updated
    })
    return detail(saved, lang)
  }

  /** Earlier steps changed after the declaration withdraw it (the guest must accept it again). */
  const withdrawDeclaration = (row: ApplicationRow, step: number): Patch =>
    row.declarationAcceptedAt && step < STEP.declaration
      ? { declarationAcceptedAt: null, lastStep: Math.min(Math.max(row.lastStep, step), STEP.works) }
      : { lastStep: Math.max(row.lastStep, step) }

  return {
    /** Positions open today (Istanbul), newest first. */
    async openPositions(lang: Language): Promise<Position[]> {
      const t = today()
      const rows = await db
        .select()
        .from(positions)
        .where(and(lte(positions.startDate, t), gte(positions.endDate, t)))
        .orderBy(desc(positions.id))
      return (await toPositions(db, rows, lang, t)).map((p) => ({ ...p, committee: [], applicationCount: 0 }))
    },

    /** The caller's applications, newest first. */
    async list(guest: GuestPrincipal, lang: Language): Promise<ApplicationListItem[]> {
      const rows = await db
        .select()
        .from(applications)
        .where(eq(applications.guestId, guest.guestId))
        .orderBy(desc(applications.id))
      const details = await Promise.all(rows.map((r) => detail(r, lang)))
      return details.map((d) => ({
        id: d.id,
        applicationNo: d.applicationNo,
        positionId: d.positionId,
        cadre: d.cadre,
        facultyName: d.facultyName,
        departmentName: d.departmentName,
        status: d.status,
        lastStep: d.lastStep,
        updatedAt: d.updatedAt,
      }))
    },

    /** The caller's application `id` (404 when it is not theirs). */
    async detail(guest: GuestPrincipal, id: number, lang: Language): Promise<ApplicationDetail> {
      return detail(own(await applicationById(db, id), guest), lang)
    },

    /** Step 1 of a new application for an open position. 422 closed; 409 already applied. */
    async create(guest: GuestPrincipal, positionId: number, lang: Language): Promise<ApplicationDetail> {
      try {
        const row = await db.transaction(async (tx) => {
          await assertOpen(tx, positionId)
          const [created] = await tx
            .insert(applications)
            .values({ guestId: guest.guestId, positionId, lastStep: STEP.applicationInfo })
            .returning()
          if (!created) throw new Error('application not created')
          await recordAudit(tx, GUEST_ACTOR, {
            entity: 'academic_application',
            entityId: created.id,
            action: 'create',
            after: { positionId, lastStep: 1 },
            reason: `guest ${guest.guestId}`,
          })
          return created
        })
        return detail(row, lang)
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('applications.alreadyApplied')
        throw err
      }
    },

    /**
     * Step 1 change: another open position. Deletes the works (and the letter file) and returns the last
     * step to the resume; when works exist the caller must have confirmed (`confirmWorksDeletion`).
     */
    async saveApplicationInfo(
      guest: GuestPrincipal,
      req: { applicationId: number; version: number; positionId: number; confirmWorksDeletion: boolean },
      lang: Language,
    ) {
      try {
        return await write(guest, req, 'saveApplicationInfo', lang, async (row, tx, files) => {
          if (row.positionId === req.positionId) throw businessRule('applications.unchanged')
          if (row.works !== null && !req.confirmWorksDeletion) {
            throw businessRule('applications.confirmWorksDeletion')
          }
          await assertOpen(tx, req.positionId)
          const letters = files.filter((f) => f.purpose === 'letter').map((f) => f.id)
          if (letters.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.id, letters))
          return {
            positionId: req.positionId,
            works: null,
            declarationAcceptedAt: null,
            lastStep: Math.min(row.lastStep, STEP.resume),
          }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('applications.alreadyApplied')
        throw err
      }
    },

    /** Step 2: personal information. */
    savePersonalInfo(
      guest: GuestPrincipal,
      req: { applicationId: number; version: number; personalInfo: PersonalInfo },
      lang: Language,
    ) {
      return write(guest, req, 'savePersonalInfo', lang, async (row) => {
        assertStepOrder(row.lastStep, STEP.personalInfo)
        if (sameForm(row.personalInfo, req.personalInfo)) throw businessRule('applications.unchanged')
        return { personalInfo: req.personalInfo, ...withdrawDeclaration(row, STEP.personalInfo) }
      })
    },

    /** Step 3: resume; the certificate and diploma files must be this application's. */
    saveResume(
      guest: GuestPrincipal,
      req: { applicationId: number; version: number; resume: Resume },
      lang: Language,
    ) {
      return write(guest, req, 'saveResume', lang, async (row, _tx, files) => {
        assertStepOrder(row.lastStep, STEP.resume)
        if (sameForm(row.resume, req.resume)) throw businessRule('applications.unchanged')
        assertFilesAttached(resumeFiles(req.resume), files)
        return { resume: req.resume, ...withdrawDeclaration(row, STEP.resume) }
      })
    },

    /** Step 4: works; the letter-of-intent file must be this application's. */
    saveWorks(
      guest: GuestPrincipal,
      req: { applicationId: number; version: number; works: Works },
      lang: Language,
    ) {
      return write(guest, req, 'saveWorks', lang, async (row, _tx, files) => {
        assertStepOrder(row.lastStep, STEP.works)
        if (sameForm(row.works, req.works)) throw businessRule('applications.unchanged')
        assertFilesAttached(worksFiles(req.works), files)
        return { works: req.works, ...withdrawDeclaration(row, STEP.works) }
      })
    },

    /** Step 5: the declaration is accepted (accepting it again is "unchanged"). */
    saveDeclaration(guest: GuestPrincipal, req: { applicationId: number; version: number }, lang: Language) {
      return write(guest, req, 'acceptDeclaration', lang, async (row) => {
        assertStepOrder(row.lastStep, STEP.declaration)
        if (row.declarationAcceptedAt) throw businessRule('applications.unchanged')
        return { declarationAcceptedAt: clock(), lastStep: STEP.declaration }
      })
    },

    /** Finalises: every step valid and the declaration accepted; the application becomes read-only. */
    finalise(guest: GuestPrincipal, req: { applicationId: number; version: number }, lang: Language) {
      return write(guest, req, 'finalise', lang, async (row, _tx, files) => {
        const complete =
          row.lastStep === STEP.declaration &&
          row.declarationAcceptedAt !== null &&
          ZPersonalInfo.safeParse(row.personalInfo).success &&
          ZResume.safeParse(row.resume).success &&
          ZWorks.safeParse(row.works).success
        if (!complete) throw businessRule('applications.notComplete')
        assertFilesAttached([...resumeFiles(row.resume as Resume), ...worksFiles(row.works as Works)], files)
        return { status: 'finalised', finalisedAt: clock() }
      })
    },

    /**
     * Stores an uploaded file (type sniffed, at most 5 MB, spec §5) for the caller's draft application;
     * returns its metadata. 400 bad type/size (nothing stored); 404 not theirs; 422 finalised.
     */
    async upload(
      guest: GuestPrincipal,
      applicationId: number,
      purpose: ApplicationFile['purpose'],
      file: { fileName: string; bytes: Uint8Array },
    ): Promise<ApplicationFile> {
      return db.transaction(async (tx) => {
        const row = own(await lockApplication(tx, applicationId), guest)
        if (row.status === 'finalised') throw businessRule('applications.readOnly')
        const id = await storeFile(tx, file, { guestId: guest.guestId }, { maxMb: APPLICATION_FILE_LIMIT_MB })
        await tx.insert(applicationFiles).values({ applicationId, fileId: id, purpose })
        const stored = (await filesOf(tx, applicationId)).find((f) => f.id === id)
        if (!stored) throw new Error('file not attached')
        await recordAudit(tx, GUEST_ACTOR, {
          entity: 'application_file',
          entityId: id,
          action: 'upload',
          after: { applicationId, guestId: guest.guestId, ...stored },
        })
        return stored
      })
    },

    /** The caller's own application, for reading its files and summary (404 when not theirs). */
    async ownApplication(guest: GuestPrincipal, id: number): Promise<ApplicationRow> {
      return own(await applicationById(db, id), guest)
    },
  }
}

/** The guest application service's type. */
export type ApplicationService = ReturnType<typeof createApplicationService>
