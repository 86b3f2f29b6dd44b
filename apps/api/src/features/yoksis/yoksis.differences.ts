/**
 * The stored differences of a comparison (issues 20, 35): rows to insert, and the filtered, paged list with each
 * difference's worklist item (the newest item of the same person, programme, kind and field).
 */
import type { DifferenceQuery, Difference as DifferenceView, YoksisField } from '@unacs/contracts'
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import type { Difference } from './yoksis.compare.ts'
import { yoksisDifferences } from './yoksis.schema.ts'

/** The worklist item (id, state) matching a difference row, newest first, as SQL over `yoksis_differences`. */
const worklistOf = sql<string | null>`(select w.id || ':' || w.state from yoksis_worklist w
  where w.national_id = ${yoksisDifferences.nationalId} and w.programme_code = ${yoksisDifferences.programmeCode}
    and w.kind = ${yoksisDifferences.kind} and coalesce(w.field, '') = coalesce(${yoksisDifferences.field}, '')
  order by w.id desc limit 1)`

/** The rows of `found` for comparison `comparisonId`. */
export function differenceRows(comparisonId: number, found: readonly Difference[]) {
  return found.map((d) => ({
    comparisonId,
    kind: d.kind,
    field: d.field,
    nationalId: d.nationalId,
    studentId: d.studentId,
    studentNo: d.studentNo,
    fullName: d.fullName,
    programmeCode: d.programmeCode,
    ours: d.ours,
    theirs: d.theirs,
  }))
}

/** A page of comparison `id`'s differences matching `q` (kind, field, text, open only), in id order. */
export async function differencesPage(db: Database, id: number, q: DifferenceQuery) {
  const where: SQL[] = [eq(yoksisDifferences.comparisonId, id)]
  if (q.kind) where.push(eq(yoksisDifferences.kind, q.kind))
  if (q.field) where.push(eq(yoksisDifferences.field, q.field))
  if (q.open === 'true') where.push(sql`${worklistOf} is null`)
  const text = foldedContains(
    [yoksisDifferences.fullName, yoksisDifferences.studentNo, yoksisDifferences.nationalId],
    q.q,
  )
  if (text) where.push(text)
  const filter = and(...where)
  const [total] = await db.select({ n: count() }).from(yoksisDifferences).where(filter)
  const rows = await db
    .select({ r: yoksisDifferences, worklist: worklistOf })
    .from(yoksisDifferences)
    .where(filter)
    .orderBy(asc(yoksisDifferences.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
  const items = rows.map(
    ({ r, worklist }): DifferenceView => ({
      Id: r.id,
      Kind: r.kind as DifferenceView['Kind'],
      Field: r.field as YoksisField | null,
      NationalId: r.nationalId,
      StudentNo: r.studentNo,
      FullName: r.fullName,
      ProgrammeCode: r.programmeCode,
      Ours: r.ours,
      Theirs: r.theirs,
      Worklist: (worklist?.split(':')[1] ?? 'none') as DifferenceView['Worklist'],
      WorklistId: worklist ? Number(worklist.split(':')[0]) : null,
    }),
  )
  return { items, page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 }
}
