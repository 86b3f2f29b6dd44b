/** The stored differences of a comparison (issue 20): rows to insert, and the filtered, paged list. */
import type { DifferenceQuery, Difference as DifferenceView, YoksisField } from '@unacs/contracts'
import { and, asc, count, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import type { Difference } from './yoksis.compare.ts'
import { yoksisDifferences } from './yoksis.schema.ts'

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
  if (q.open === 'true') where.push(eq(yoksisDifferences.correction, 'none'))
  const text = foldedContains(
    [yoksisDifferences.fullName, yoksisDifferences.studentNo, yoksisDifferences.nationalId],
    q.q,
  )
  if (text) where.push(text)
  const filter = and(...where)
  const [total] = await db.select({ n: count() }).from(yoksisDifferences).where(filter)
  const rows = await db
    .select()
    .from(yoksisDifferences)
    .where(filter)
    .orderBy(asc(yoksisDifferences.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
  const items = rows.map(
    (r): DifferenceView => ({
      Id: r.id,
      Kind: r.kind as DifferenceView['Kind'],
      Field: r.field as YoksisField | null,
      NationalId: r.nationalId,
      StudentNo: r.studentNo,
      FullName: r.fullName,
      ProgrammeCode: r.programmeCode,
      Ours: r.ours,
      Theirs: r.theirs,
      Correction: r.correction as DifferenceView['Correction'],
      CorrectionRef: r.correctionRef,
      Correctable: r.kind !== 'missingHere' && (r.correction === 'none' || r.correction === 'refused'),
    }),
  )
  return { items, page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 }
}
