/**
 * The correction worklist (issue 35 "Corrections"): no public reference shows a YÖKSİS write service for student
 * records, so a difference the registrar accepts becomes an item to enter in YÖKSİS's own screens: open →
 * entered (the registrar marks it) → verified (the next comparison covering the person no longer shows it;
 * yoksis.comparison-job.ts). The list is exported as XLSX with YÖKSİS's field names (yoksis.spreadsheet.ts).
 * Adding and marking are audited. Items are visible to registrars whose units hold the item's programme.
 */
import type { WorklistItem, WorklistQuery, YoksisField } from '@unacs/contracts'
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, notFound } from '../../platform/http/errors.ts'
import { type ComparisonField, YOKSIS_FIELD } from './yoksis.compare.ts'
import { scopeUnits } from './yoksis.repo.ts'
import { yoksisDifferences, yoksisWorklist } from './yoksis.schema.ts'

type Row = typeof yoksisWorklist.$inferSelect

/** The item as the contract shows it (YÖKSİS's field name by the comparison kind). */
export function worklistView(r: Row): WorklistItem {
  const kind = r.comparisonKind === 'graduate' ? 'graduate' : 'student'
  return {
    Id: r.id,
    Kind: r.kind as WorklistItem['Kind'],
    Field: r.field as YoksisField | null,
    YoksisField: r.field ? YOKSIS_FIELD[kind][r.field as ComparisonField] : null,
    NationalId: r.nationalId,
    StudentNo: r.studentNo,
    FullName: r.fullName,
    ProgrammeCode: r.programmeCode,
    BirimId: r.birimId,
    Ours: r.ours,
    Theirs: r.theirs,
    State: r.state as WorklistItem['State'],
    CreatedAt: r.createdAt.toISOString(),
    EnteredAt: r.enteredAt?.toISOString() ?? null,
    VerifiedAt: r.verifiedAt?.toISOString() ?? null,
  }
}

/** The worklist part of the YÖKSİS service; `ownComparison` throws 404 for a comparison outside the caller. */
export function createYoksisWorklist(
  db: Database,
  deps: { ownComparison(p: Principal, id: number): Promise<{ id: number; kind: string }> },
) {
  /** The programme codes in the caller's units (the worklist items they may see). */
  async function codesInScope(p: Principal): Promise<string[]> {
    const ids = await scopeUnits(db, p)
    if (ids.length === 0) return []
    const rows = await db.execute(
      sql`select code from units where kind = 'programme' and id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    )
    return (rows as unknown as { rows: { code: string }[] }).rows.map((r) => r.code)
  }

  /** The filter of the caller's items in state `state` (any when undefined). */
  async function whereOf(p: Principal, state?: string): Promise<SQL> {
    const codes = await codesInScope(p)
    return and(
      codes.length === 0 ? sql`false` : inArray(yoksisWorklist.programmeCode, codes),
      state ? eq(yoksisWorklist.state, state) : sql`true`,
    ) as SQL
  }

  return {
    /**
     * Puts the differences `ids` on the worklist (one item per person, programme, kind and field while not
     * verified: an existing one is kept). 404 unknown or outside the scope, 422 when they are of two
     * comparisons. Audited. Returns how many items were added.
     */
    async addToWorklist(p: Principal, ids: readonly number[]): Promise<{ Count: number }> {
      const diffs = await db
        .select()
        .from(yoksisDifferences)
        .where(inArray(yoksisDifferences.id, [...ids]))
      if (diffs.length !== ids.length) throw notFound('yoksis.differenceNotFound')
      const comparisonIds = [...new Set(diffs.map((d) => d.comparisonId))]
      if (comparisonIds.length !== 1) throw businessRule('yoksis.mixedComparisons')
      const comparison = await deps.ownComparison(p, comparisonIds[0] as number)
      return db.transaction(async (tx) => {
        const added = await tx
          .insert(yoksisWorklist)
          .values(
            diffs.map((d) => ({
              comparisonKind: comparison.kind,
              kind: d.kind,
              field: d.field,
              nationalId: d.nationalId,
              studentId: d.studentId,
              studentNo: d.studentNo,
              fullName: d.fullName,
              programmeCode: d.programmeCode,
              birimId: d.birimId,
              ours: d.ours,
              theirs: d.theirs,
              comparisonId: d.comparisonId,
              createdBy: p.personId,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: yoksisWorklist.id })
        if (added.length > 0)
          await recordAudit(tx, auditActorOf(p), {
            entity: 'yoksis-worklist',
            entityId: comparison.id,
            action: 'add',
            after: { differenceIds: [...ids], itemIds: added.map((a) => a.id) },
          })
        return { Count: added.length }
      })
    },

    /** A page of the caller's worklist, newest first, optionally in one state. */
    async worklist(p: Principal, q: WorklistQuery) {
      const where = await whereOf(p, q.state)
      const [total] = await db.select({ n: count() }).from(yoksisWorklist).where(where)
      const rows = await db
        .select()
        .from(yoksisWorklist)
        .where(where)
        .orderBy(desc(yoksisWorklist.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return { items: rows.map(worklistView), page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 }
    },

    /** Every item of the caller's worklist in `state` (open by default), for the XLSX export. */
    async worklistAll(p: Principal, state: string | undefined): Promise<WorklistItem[]> {
      const rows = await db
        .select()
        .from(yoksisWorklist)
        .where(await whereOf(p, state ?? 'open'))
        .orderBy(yoksisWorklist.programmeCode, yoksisWorklist.nationalId, yoksisWorklist.id)
      return rows.map(worklistView)
    },

    /**
     * Marks open items as entered in YÖKSİS (the next comparison verifies them). 404 when one is unknown or
     * outside the caller's units; items already entered or verified are left as they are. Audited.
     */
    async markEntered(p: Principal, ids: readonly number[]): Promise<{ Count: number }> {
      const rows = await db
        .select()
        .from(yoksisWorklist)
        .where(and(inArray(yoksisWorklist.id, [...ids]), await whereOf(p)))
      if (rows.length !== ids.length) throw notFound('yoksis.worklistItemNotFound')
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(yoksisWorklist)
          .set({ state: 'entered', enteredBy: p.personId, enteredAt: new Date() })
          .where(and(inArray(yoksisWorklist.id, [...ids]), eq(yoksisWorklist.state, 'open')))
          .returning({ id: yoksisWorklist.id })
        if (changed.length > 0)
          await recordAudit(tx, auditActorOf(p), {
            entity: 'yoksis-worklist',
            entityId: changed.map((c) => c.id).join(','),
            action: 'entered',
            after: { itemIds: changed.map((c) => c.id) },
          })
        return { Count: changed.length }
      })
    },
  }
}
