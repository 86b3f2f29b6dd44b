/**
 * Grade entry (spec §4 "Grade entry", §5 "entered grade must be valid; above the percentage asks for
 * confirmation", §8 "grade entry failed" with the reason): the section's sheet, saving one cell with an
 * optimistic version per grade row (a stale write gets 409 and the current value; concurrent writers never
 * lose an update), and a grade's audited history.
 */
import type {
  FlaggedGradeCell,
  GradeCell,
  GradeHistoryEntry,
  GradeSheet,
  SavedGradeCell,
  SaveGradeRequest,
  SaveGradesRequest,
  SaveGradesResponse,
} from '@unacs/contracts'
import { ZSaveGradeRequest, ZSaveGradesRequest } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { auditActorOf } from '../../identity/guard/access.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { AppError, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { SectionAccess } from './grades.access.ts'
import { summaryOf } from './grades.book.ts'
import type { AbsenceReader } from './grades.deps.ts'
import { round2, weightedTotal } from './grades.letters.ts'
import {
  cellOf,
  currentCell,
  ensureGrading,
  gradeEntityId,
  gradesOfItems,
  gradingOf,
  itemOut,
  itemsOf,
  onRoster,
  rosterOf,
} from './grades.repo.ts'
import { gradeBookItems, grades, sectionGrading } from './grades.schema.ts'

type ItemRow = typeof gradeBookItems.$inferSelect

/** Checks a score for an exam: a number in [0, max] with at most two decimals. Throws 400 'grades.invalid'. */
export function checkScore(item: ItemRow, score: number | null, notTaken: boolean): void {
  if (notTaken) {
    if (score !== null) throw new AppError(400, 'grades.invalid', { max: Number(item.maxPoint) })
    if (!item.notTakenAllowed) throw new AppError(400, 'grades.notTakenNotAllowed')
    return
  }
  if (score === null) return
  const max = Number(item.maxPoint)
  if (
    !Number.isFinite(score) ||
    score < 0 ||
    score > max ||
    Math.abs(score * 100 - Math.round(score * 100)) > 1e-6
  ) {
    throw new AppError(400, 'grades.invalid', { max })
  }
}

/**
 * The "above the exam's percentage" check (spec §5, §8) read as a points-entry check (issue 24,
 * docs/decisions.md): an exam graded on a points scale other than 100 whose score is above the exam's
 * maximum contribution (its weight) is probably a contribution typed as points, so it asks. An ordinary
 * grade on a 100-point exam (70/100 on a 60 % final) never asks.
 */
export function isAboveContribution(
  item: Pick<ItemRow, 'maxPoint' | 'weight'>,
  score: number | null,
): boolean {
  const max = Number(item.maxPoint)
  const weight = Number(item.weight)
  return score !== null && max !== 100 && max > weight && score > weight
}

/** Whether grades of `item` may be entered on `today` by hand (lock, dated entry, external upload). */
export function checkEntryOpen(item: ItemRow, today: string, viaUpload: boolean): void {
  if (item.locked) throw businessRule('grades.locked')
  if (item.externalUpload && !viaUpload) throw businessRule('grades.externalOnly')
  if ((item.entryFrom && today < item.entryFrom) || (item.entryTo && today > item.entryTo)) {
    throw businessRule('grades.outsideEntryDates', { from: item.entryFrom ?? '…', to: item.entryTo ?? '…' })
  }
}

/**
 * Writes one cell with `tx` when `expectedVersion` matches (0 = no row yet); returns the stored cell or null
 * when stale. Audits the change. The section must already be share-locked by the caller.
 */
export async function writeCell(
  tx: Database,
  principal: Principal,
  item: ItemRow,
  studentId: number,
  value: { score: number | null; notTaken: boolean },
  expectedVersion: number | 'any',
  now: Date,
  action = 'enter',
): Promise<GradeCell | null> {
  const [before] = await tx
    .select()
    .from(grades)
    .where(and(eq(grades.itemId, item.id), eq(grades.studentId, studentId)))
  const set = {
    score: value.score,
    notTaken: value.notTaken,
    updatedAt: now,
    updatedByPersonId: principal.personId,
  }
  let row: typeof grades.$inferSelect | undefined
  if (expectedVersion === 0 || (expectedVersion === 'any' && !before)) {
    ;[row] = await tx
      .insert(grades)
      .values({ itemId: item.id, studentId, ...set, version: 1 })
      .onConflictDoNothing()
      .returning()
  } else {
    ;[row] = await tx
      .update(grades)
      .set({ ...set, version: sql`${grades.version} + 1` })
      .where(
        and(
          eq(grades.itemId, item.id),
          eq(grades.studentId, studentId),
          expectedVersion === 'any' ? undefined : eq(grades.version, expectedVersion),
        ),
      )
      .returning()
  }
  if (!row) return null
  await recordAudit(tx, auditActorOf(principal), {
    entity: 'grade',
    entityId: gradeEntityId(item.id, studentId),
    action,
    before: before ? cellOf(before) : null,
    after: cellOf(row),
  })
  return cellOf(row)
}

/**
 * Opens a grade-writing transaction step: moves none → partial first (so its row lock is taken before the
 * shared lock, never after, which would deadlock), then share-locks the grading row and refuses writes to a
 * finalised section (422).
 */
/**
 * Writes grid cells of already checked exams (`items` by id) in the caller's transaction: each cell at its read
 * version. All or none: any stale cell throws 409 'grades.stale' with the stale cells' current values (the
 * error rolls the transaction back). Returns the saved cells.
 */
export async function writeCells(
  tx: Database,
  principal: Principal,
  items: ReadonlyMap<number, ItemRow>,
  cells: readonly {
    ItemId: number
    StudentId: number
    Score: number | null
    NotTaken: boolean
    Version: number | 'any'
  }[],
  now: Date,
): Promise<SavedGradeCell[]> {
  const saved: SavedGradeCell[] = []
  const stale: SavedGradeCell[] = []
  for (const c of cells) {
    const item = items.get(c.ItemId) as ItemRow
    const cell = await writeCell(
      tx,
      principal,
      item,
      c.StudentId,
      { score: c.NotTaken ? null : c.Score, notTaken: c.NotTaken },
      c.Version,
      now,
    )
    if (cell) saved.push({ ItemId: c.ItemId, StudentId: c.StudentId, Cell: cell })
    else
      stale.push({
        ItemId: c.ItemId,
        StudentId: c.StudentId,
        Cell: await currentCell(tx, c.ItemId, c.StudentId),
      })
  }
  if (stale.length > 0) throw conflict('grades.stale', {}, { Stale: stale })
  return saved
}

export async function lockForWriting(tx: Database, sectionId: number): Promise<void> {
  await ensureGrading(tx, sectionId)
  await tx
    .update(sectionGrading)
    .set({ state: 'partial' })
    .where(and(eq(sectionGrading.sectionId, sectionId), eq(sectionGrading.state, 'none')))
  const grading = await gradingOf(tx, sectionId, 'share')
  if (grading.state === 'finalized') throw businessRule('grades.finalized')
}

/** Creates the grade entry service. */
export function createGradeEntryService(
  db: Database,
  clock: Clock,
  access: SectionAccess,
  absences: AbsenceReader,
) {
  return {
    /** The section's grade sheet: exams, students (number order) with their cells, results and absence %. */
    async sheet(principal: Principal, sectionId: number, lang: Language): Promise<GradeSheet> {
      const ref = await access.assertSection(principal, sectionId, lang)
      const items = (await itemsOf(db, sectionId)).filter(
        (i) => i.instructorVisible || principal.activeRoleId !== 2,
      )
      const [roster, cells, absence, grading] = [
        await rosterOf(db, sectionId),
        await gradesOfItems(
          db,
          items.map((i) => i.id),
        ),
        await absences.absencePercentages(sectionId),
        await gradingOf(db, sectionId),
      ]
      const byStudent = new Map<number, Record<string, GradeCell>>()
      for (const c of cells) {
        const m = byStudent.get(c.studentId) ?? {}
        m[String(c.itemId)] = cellOf(c)
        byStudent.set(c.studentId, m)
      }
      return {
        Section: await summaryOf(db, ref),
        Items: items.map(itemOut),
        WeightTotal: round2(items.reduce((a, i) => a + Number(i.weight), 0)),
        Version: grading.version,
        ApprovedAt: grading.approvedAt ? new Date(grading.approvedAt).toISOString() : null,
        Rows: roster.map((r) => {
          const g = byStudent.get(r.studentId) ?? {}
          const live = weightedTotal(
            items.map((i) => ({
              maxPoint: Number(i.maxPoint),
              weight: Number(i.weight),
              score: g[String(i.id)]?.Score ?? null,
              notTaken: g[String(i.id)]?.NotTaken ?? false,
            })),
          )
          return {
            StudentId: r.studentId,
            StudentNo: r.studentNo,
            FullName: r.fullName,
            Grades: g,
            Total: r.total === null ? live : Number(r.total),
            LetterGrade: r.letterGrade,
            PassStatus: r.passStatus,
            AbsencePercentage: absence.get(r.studentId) ?? 0,
          }
        }),
      }
    },

    /**
     * Saves one grade. 400 invalid grade / not-taken not allowed; 422 above the exam's percentage without
     * confirmation (responseData.NeedsConfirmation), locked, outside entry dates, finalised section; 409 with
     * the current cell when `Version` is stale; 403/404 by section access or roster.
     */
    async save(principal: Principal, input: SaveGradeRequest): Promise<GradeCell> {
      const body = ZSaveGradeRequest.parse(input)
      const [item] = await db.select().from(gradeBookItems).where(eq(gradeBookItems.id, body.ItemId))
      // An owned book's exam (grades.owned.ts) is not a section's: 404 here.
      const sectionId = item?.sectionId
      if (!item || !sectionId) throw notFound()
      await access.assertSection(principal, sectionId)
      if (!(await onRoster(db, sectionId, body.StudentId))) throw notFound('grades.notOnRoster')
      checkScore(item, body.Score, body.NotTaken)
      checkEntryOpen(item, istanbulToday(clock()), false)
      if (isAboveContribution(item, body.NotTaken ? null : body.Score) && !body.ConfirmAbovePercentage) {
        throw new AppError(
          422,
          'grades.aboveConfirm',
          { weight: Number(item.weight) },
          { NeedsConfirmation: true },
        )
      }
      return db.transaction(async (tx) => {
        await lockForWriting(tx, sectionId)
        const cell = await writeCell(
          tx,
          principal,
          item,
          body.StudentId,
          { score: body.NotTaken ? null : body.Score, notTaken: body.NotTaken },
          body.Version,
          clock(),
        )
        if (!cell) throw conflict('grades.stale', {}, await currentCell(tx, item.id, body.StudentId))
        return cell
      })
    },

    /**
     * Saves the changed cells of one section at once, all or none (issue 24). 400 invalid grade (the first
     * one); 404 an exam of another section or a student off the roster; 422 locked / outside entry dates /
     * finalised; 422 `grades.aboveConfirmMany` with responseData `{ NeedsConfirmation, Flagged }` listing every
     * flagged cell unless `ConfirmAbovePercentage`; 409 `grades.stale` with responseData `{ Stale }` (the
     * current values of the stale cells) when any version is stale.
     */
    async saveMany(principal: Principal, input: SaveGradesRequest): Promise<SaveGradesResponse> {
      const body = ZSaveGradesRequest.parse(input)
      await access.assertSection(principal, body.SectionId)
      const itemIds = [...new Set(body.Cells.map((c) => c.ItemId))]
      const items = new Map(
        (await db.select().from(gradeBookItems).where(inArray(gradeBookItems.id, itemIds))).map((i) => [
          i.id,
          i,
        ]),
      )
      const roster = new Set((await rosterOf(db, body.SectionId)).map((r) => r.studentId))
      const today = istanbulToday(clock())
      const flagged: FlaggedGradeCell[] = []
      for (const c of body.Cells) {
        const item = items.get(c.ItemId)
        if (!item || item.sectionId !== body.SectionId) throw notFound()
        if (!roster.has(c.StudentId)) throw notFound('grades.notOnRoster')
        checkScore(item, c.Score, c.NotTaken)
        checkEntryOpen(item, today, false)
        const score = c.NotTaken ? null : c.Score
        if (score !== null && isAboveContribution(item, score)) {
          flagged.push({
            ItemId: c.ItemId,
            StudentId: c.StudentId,
            Score: score,
            Weight: Number(item.weight),
          })
        }
      }
      if (flagged.length > 0 && !body.ConfirmAbovePercentage) {
        throw new AppError(
          422,
          'grades.aboveConfirmMany',
          { count: flagged.length },
          { NeedsConfirmation: true, Flagged: flagged },
        )
      }
      return db.transaction(async (tx) => {
        await lockForWriting(tx, body.SectionId)
        return { Cells: await writeCells(tx, principal, items, body.Cells, clock()) }
      })
    },

    /** The audited history of one student's grade for one exam, oldest first. */
    async history(principal: Principal, itemId: number, studentId: number): Promise<GradeHistoryEntry[]> {
      const [item] = await db.select().from(gradeBookItems).where(eq(gradeBookItems.id, itemId))
      if (!item?.sectionId) throw notFound()
      await access.assertSection(principal, item.sectionId)
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'grade'), eq(auditLog.entityId, gradeEntityId(itemId, studentId))))
        .orderBy(asc(auditLog.id))
      const names = await access.personNames([
        ...new Set(
          rows
            .flatMap((r) => [r.actorPersonId, r.impersonatorPersonId])
            .filter((x): x is number => x !== null),
        ),
      ])
      return rows.map((r) => ({
        At: r.at.toISOString(),
        Action: r.action,
        ActorName: r.actorPersonId === null ? null : (names.get(r.actorPersonId) ?? null),
        ImpersonatorName:
          r.impersonatorPersonId === null ? null : (names.get(r.impersonatorPersonId) ?? null),
        Before: r.before,
        After: r.after,
        Reason: r.reason,
      }))
    },
  }
}
