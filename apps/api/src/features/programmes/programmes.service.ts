/**
 * The registrar's side of programme versions (issue 19 "Registrar side"; spec §1, §3, §5): versions with draft
 * (editable mode) → published → archived, cloning, information, outcomes, the TYYÇ matrix, fees, descriptors and
 * preview links. Every call is scoped to the programmes under the units of the caller's active registrar role
 * (404 outside). Every draft edit bumps the version row's `version` with a compare-and-set, so of two concurrent
 * writers one gets 409, and a published or archived version refuses every edit (422). Changes are audited.
 * Access checks: programmes.access.ts; editing a draft's information, outcomes, matrix and fees:
 * programmes.draft-parts.ts.
 */
import {
  FEE_LEVELS,
  type PreviewLink,
  type ProgrammeLevel,
  type ProgrammeList,
  type ProgrammeListQuery,
  type SaveDescriptorRequest,
  type TermOption,
  type UpdateVersionRequest,
  type VersionActionRequest,
  type VersionDetail,
} from '@unacs/contracts'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms } from '../../db/schema/teaching.schema.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { matchesFolded } from '../../platform/text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { createProgrammeAccess } from './programmes.access.ts'
import { createDraftPartEdits } from './programmes.draft-parts.ts'
import { signPreview } from './programmes.preview.ts'
import {
  copyParts,
  descriptorsOf,
  programmeUnder,
  programmeUnits,
  versionParts,
  versionsOf,
} from './programmes.repo.ts'
import { archivePublished } from './programmes.schedule.ts'
import { programmeVersions, tyycDescriptors } from './programmes.schema.ts'

/** True when a driver error is a unique violation (23505), directly or as the cause. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505'

/** Creates the registrar's programme service. `publicUrl` builds preview links. */
export function createProgrammesService(db: Database, clock: Clock, publicUrl: string) {
  const access = createProgrammeAccess(db)
  const { scope, scopedVersion, claimDraft, audit } = access

  return {
    /** A page of the programmes in the caller's scope with their versions, filtered (search is Turkish-aware). */
    async list(principal: Principal, q: ProgrammeListQuery, lang: Language): Promise<ProgrammeList> {
      const units = await scope(principal)
      const all = await programmeUnits(db, lang, programmeUnder(sql`p.id`, units))
      const hits = all.filter(
        (p) =>
          (!q.level || p.level === q.level) &&
          (!q.facultyId || p.facultyId === q.facultyId) &&
          matchesFolded(q.search, [p.code, p.name]),
      )
      hits.sort((a, b) => a.faculty.localeCompare(b.faculty, 'tr') || a.name.localeCompare(b.name, 'tr'))
      const page = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
      const versions = await versionsOf(
        db,
        page.map((p) => p.id),
        lang,
      )
      const faculties = new Map(all.map((p) => [p.facultyId, p.faculty]))
      return {
        items: page.map((p) => ({
          ProgrammeId: p.id,
          Code: p.code,
          Name: p.name,
          Faculty: p.faculty,
          FacultyId: p.facultyId,
          Level: p.level,
          Versions: versions
            .filter((v) => v.programmeId === p.id)
            .map((v) => ({
              Id: v.id,
              Name: v.name,
              Status: v.status,
              ApplicableTerm: v.term ?? null,
              PublishDate: v.publishDate,
              EffectiveDate: v.effectiveDate,
              Version: v.version,
            })),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: hits.length,
        Faculties: [...faculties]
          .map(([Id, Name]) => ({ Id, Name }))
          .sort((a, b) => a.Name.localeCompare(b.Name, 'tr')),
      }
    },

    /** The whole of version `id` (registrar, in scope; 404 otherwise). */
    async detail(principal: Principal, id: number, lang: Language): Promise<VersionDetail> {
      const { v, unit, term } = await scopedVersion(db, principal, id, lang)
      const [parts, descriptors] = await Promise.all([
        versionParts(db, id, lang),
        descriptorsOf(db, unit.level),
      ])
      return {
        Id: v.id,
        ProgrammeId: unit.id,
        ProgrammeCode: unit.code,
        ProgrammeName: unit.name,
        Faculty: unit.faculty,
        Level: unit.level,
        Name: v.name,
        Status: v.status,
        ApplicableTermId: v.applicableTermId,
        ApplicableTerm: term,
        PublishDate: v.publishDate,
        EffectiveDate: v.effectiveDate,
        ClonedFromId: v.clonedFromId,
        Version: v.version,
        Sections: parts.sections,
        Outcomes: parts.outcomes,
        Matrix: parts.matrix,
        Descriptors: descriptors,
        Fees: parts.fees,
        Curriculum: parts.curriculum,
        FeesApply: FEE_LEVELS.includes(unit.level),
      }
    },

    /** The academic terms, newest first (for the applicable term and fees). */
    async terms(lang: Language): Promise<TermOption[]> {
      const rows = await db.select().from(academicTerms).orderBy(sql`${academicTerms.startsOn} desc`)
      return rows.map((t) => ({ Id: t.id, Name: lang === 'en' ? t.nameEn : t.nameTr, Active: t.isActive }))
    },

    /**
     * Clones version `id` into a new draft of the same programme with copies of its information, outcomes,
     * matrix, curriculum links and fees → the draft's id. 409 when the programme already has a draft.
     */
    async clone(principal: Principal, id: number): Promise<number> {
      try {
        return await db.transaction(async (tx) => {
          const { v } = await scopedVersion(tx, principal, id)
          const [source] = await tx
            .select()
            .from(programmeVersions)
            .where(eq(programmeVersions.id, id))
            .for('update')
          if (!source) throw notFound()
          const [draft] = await tx
            .select({ id: programmeVersions.id })
            .from(programmeVersions)
            .where(
              and(eq(programmeVersions.programmeId, v.programmeId), eq(programmeVersions.status, 'draft')),
            )
          if (draft) throw conflict('programmes.draftExists')
          const [row] = await tx
            .insert(programmeVersions)
            .values({
              programmeId: v.programmeId,
              name: `${v.name} (kopya)`,
              status: 'draft',
              applicableTermId: v.applicableTermId,
              clonedFromId: v.id,
            })
            .returning()
          if (!row) throw new Error('insert returned no row')
          await copyParts(tx, v.id, row.id)
          await audit(tx, principal, 'programme-version', row.id, 'clone', { from: v.id }, strip(row))
          return row.id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('programmes.draftExists')
        throw err
      }
    },

    /** Saves a draft's header (name, applicable term, dates; effective not before publish, 422). */
    async update(principal: Principal, body: UpdateVersionRequest): Promise<void> {
      if (body.PublishDate && body.EffectiveDate && body.EffectiveDate < body.PublishDate) {
        throw businessRule('programmes.effectiveBeforePublish')
      }
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        if (body.ApplicableTermId !== null) {
          const [t] = await tx
            .select({ id: academicTerms.id })
            .from(academicTerms)
            .where(eq(academicTerms.id, body.ApplicableTermId))
          if (!t) throw businessRule('programmes.termNotFound')
        }
        const [after] = await tx
          .update(programmeVersions)
          .set({
            name: body.Name,
            applicableTermId: body.ApplicableTermId,
            publishDate: body.PublishDate,
            effectiveDate: body.EffectiveDate,
          })
          .where(eq(programmeVersions.id, body.Id))
          .returning()
        await audit(tx, principal, 'programme-version', body.Id, 'update', strip(before), strip(after))
      })
    },

    /**
     * Publishes a draft (spec §5: publish date and effective date required, effective not before publish; 422).
     * Publish date today or earlier (Istanbul): published now, the programme's published version archived in the
     * same transaction. A later publish date: `scheduled` (read-only, not public) and the published version stays
     * public until that date (issue 37; programmes.schedule.ts). A version scheduled before is superseded
     * (archived, audited) either way.
     */
    async publish(principal: Principal, body: VersionActionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        if (!before.publishDate || !before.effectiveDate) throw businessRule('programmes.datesRequired')
        if (before.effectiveDate < before.publishDate) throw businessRule('programmes.effectiveBeforePublish')
        const now = clock()
        const later = before.publishDate > istanbulToday(now)
        const superseded = await tx
          .update(programmeVersions)
          .set({ status: 'archived' })
          .where(
            and(
              eq(programmeVersions.programmeId, before.programmeId),
              eq(programmeVersions.status, 'scheduled'),
              ne(programmeVersions.id, body.Id),
            ),
          )
          .returning({ id: programmeVersions.id })
        for (const s of superseded) {
          await audit(
            tx,
            principal,
            'programme-version',
            s.id,
            'supersede',
            { status: 'scheduled' },
            { status: 'archived', by: body.Id },
          )
        }
        if (!later) await archivePublished(tx, before.programmeId, body.Id)
        const [after] = await tx
          .update(programmeVersions)
          .set({ status: later ? 'scheduled' : 'published', publishedAt: later ? null : now })
          .where(eq(programmeVersions.id, body.Id))
          .returning()
        await audit(tx, principal, 'programme-version', body.Id, 'publish', strip(before), strip(after))
      })
    },

    /** Deletes a draft and its parts (422 for a published or archived version; 409 stale). */
    async deleteDraft(principal: Principal, body: VersionActionRequest): Promise<void> {
      await db.transaction(async (tx) => {
        const { before } = await claimDraft(tx, principal, body.Id, body.Version)
        await tx.delete(programmeVersions).where(eq(programmeVersions.id, body.Id))
        await audit(tx, principal, 'programme-version', body.Id, 'delete', strip(before), null)
      })
    },

    ...createDraftPartEdits(db, access),

    /** The TYYÇ descriptors of `level`, inactive ones included (NationalFramework). */
    descriptors: (principal: Principal, level: ProgrammeLevel) =>
      scope(principal).then(() => descriptorsOf(db, level, true)),

    /** Adds (no Id) or edits a descriptor → its id. 404 unknown Id; 409 code already used in the level. */
    async saveDescriptor(principal: Principal, body: SaveDescriptorRequest): Promise<number> {
      await scope(principal)
      const values = {
        level: body.Level,
        category: body.Category,
        code: body.Code,
        textTr: body.TextTr,
        textEn: body.TextEn,
        sortOrder: body.Order,
        active: body.Active,
      }
      try {
        return await db.transaction(async (tx) => {
          if (body.Id === undefined) {
            const [row] = await tx.insert(tyycDescriptors).values(values).returning()
            if (!row) throw new Error('insert returned no row')
            await audit(tx, principal, 'tyyc-descriptor', row.id, 'create', null, row)
            return row.id
          }
          const [before] = await tx
            .select()
            .from(tyycDescriptors)
            .where(eq(tyycDescriptors.id, body.Id))
            .for('update')
          if (!before) throw notFound()
          const [after] = await tx
            .update(tyycDescriptors)
            .set(values)
            .where(eq(tyycDescriptors.id, body.Id))
            .returning()
          await audit(tx, principal, 'tyyc-descriptor', body.Id, 'update', before, after)
          return body.Id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('programmes.descriptorCodeTaken')
        throw err
      }
    },

    /** A signed preview link of version `id` (registrar, in scope), valid for an hour. */
    async previewLink(principal: Principal, id: number): Promise<PreviewLink> {
      const { v } = await scopedVersion(db, principal, id)
      const { token, expiresAt } = await signPreview(v, clock())
      const url = `${publicUrl.replace(/\/$/, '')}/public/preview/${v.programmeId}?token=${encodeURIComponent(token)}`
      return { Url: url, Token: token, ExpiresAt: expiresAt.toISOString() }
    },
  }
}

/** A version row without its preview key (never written to the audit trail). */
function strip<T extends { previewKey?: string } | undefined>(row: T) {
  if (!row) return row
  const { previewKey: _, ...rest } = row
  return rest
}

/** The registrar's programme service type. */
export type ProgrammesService = ReturnType<typeof createProgrammesService>
