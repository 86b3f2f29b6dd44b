/**
 * The finance views of instalments (issue 17 § Instalment plans; Budget): the terms, the plan list with its
 * totals, the collection list with its sum and the budget per faculty or school. Reads only; kuruş.
 */
import type {
  Budget,
  BudgetRow,
  CollectionPage,
  CollectionQuery,
  PlanPage,
  PlanQuery,
  PlanTerm,
} from '@unacs/contracts'
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql, sum } from 'drizzle-orm'
import { academicTerms, persons, students, units } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { notFound } from '../../platform/http/errors.ts'
import { type InstalmentsContext, type Lang, studentMatches } from './instalments.context.ts'
import { instalmentsOf, joinedPlans, planRowView } from './instalments.repo.ts'
import { instalmentCollections, instalmentPlans } from './instalments.schema.ts'

/** Creates the finance views of the instalments service over `ctx`. */
export function createInstalmentReports(ctx: InstalmentsContext) {
  const { db, today, scopeOf } = ctx

  /** The filter of a plan query within `scope`. */
  function planFilter(q: PlanQuery, scope: number[]): SQL | undefined {
    const conds: (SQL | undefined)[] = [inArray(students.programmeId, scope.length ? scope : [-1])]
    if (q.state) conds.push(eq(instalmentPlans.state, q.state))
    if (q.kind) conds.push(eq(instalmentPlans.kind, q.kind))
    if (q.termId) conds.push(eq(instalmentPlans.termId, q.termId))
    if (q.q) conds.push(studentMatches(q.q))
    if (q.overdue) {
      const overdue = sql`${instalmentPlans.state} = 'active' and exists (select 1 from instalments i where i.plan_id = ${instalmentPlans.id} and i.due_date < ${today()} and i.paid_kurus < i.amount_kurus)`
      conds.push(q.overdue === 'true' ? overdue : sql`not (${overdue})`)
    }
    return and(...conds)
  }

  return {
    /** The terms to choose from, newest first (names in `lang`). */
    async terms(lang: Lang): Promise<PlanTerm[]> {
      const rows = await db.select().from(academicTerms).orderBy(desc(academicTerms.startsOn))
      return rows.map((t) => ({ Id: t.id, Name: lang === 'en' ? t.nameEn : t.nameTr, Active: t.isActive }))
    },

    /** Finance: plans in scope matching `q`, newest first, a page with the totals of all matches. Kuruş. */
    async list(p: Principal, q: PlanQuery, lang: Lang): Promise<PlanPage> {
      const where = planFilter(q, await scopeOf(p))
      const base = () =>
        db
          .select({
            n: count(),
            amount: sum(instalmentPlans.amountKurus),
            paid: sum(instalmentPlans.paidKurus),
            refund: sum(instalmentPlans.refundKurus),
            debt: sum(
              sql`case when ${instalmentPlans.state} = 'cancelled' then 0 else ${instalmentPlans.amountKurus} - ${instalmentPlans.paidKurus} end`,
            ),
          })
          .from(instalmentPlans)
          .innerJoin(students, eq(students.id, instalmentPlans.studentId))
          .innerJoin(persons, eq(persons.id, students.personId))
          .where(where)
      const [tot] = await base()
      const rows = await joinedPlans(db, lang)
        .where(where)
        .orderBy(desc(instalmentPlans.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      const parts = await instalmentsOf(
        db,
        rows.map((r) => r.plan.id),
      )
      const t = today()
      return {
        items: rows.map((r) => planRowView(r, parts.get(r.plan.id) ?? [], t)),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(tot?.n ?? 0),
        totals: {
          Count: Number(tot?.n ?? 0),
          AmountKurus: Number(tot?.amount ?? 0),
          PaidKurus: Number(tot?.paid ?? 0),
          DebtKurus: Number(tot?.debt ?? 0),
          RefundKurus: Number(tot?.refund ?? 0),
        },
      }
    },

    /** Finance: collections in scope matching `q`, newest first, with the sum of all matches. Kuruş. */
    async collections(p: Principal, q: CollectionQuery): Promise<CollectionPage> {
      const scope = await scopeOf(p)
      const conds: (SQL | undefined)[] = [inArray(students.programmeId, scope.length ? scope : [-1])]
      if (q.type) conds.push(eq(instalmentCollections.type, q.type))
      if (q.from) conds.push(gte(instalmentCollections.collectedOn, q.from))
      if (q.to) conds.push(lte(instalmentCollections.collectedOn, q.to))
      if (q.q) conds.push(studentMatches(q.q))
      const where = and(...conds)
      const [tot] = await db
        .select({ n: count(), s: sum(instalmentCollections.amountKurus) })
        .from(instalmentCollections)
        .innerJoin(instalmentPlans, eq(instalmentPlans.id, instalmentCollections.planId))
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(where)
      const rows = await db
        .select({
          c: instalmentCollections,
          studentNo: students.studentNo,
          first: persons.firstName,
          last: persons.lastName,
          by: sql<
            string | null
          >`(select r.first_name || ' ' || r.last_name from persons r where r.id = ${instalmentCollections.recordedBy})`,
        })
        .from(instalmentCollections)
        .innerJoin(instalmentPlans, eq(instalmentPlans.id, instalmentCollections.planId))
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(where)
        .orderBy(desc(instalmentCollections.collectedAt), desc(instalmentCollections.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return {
        items: rows.map((r) => ({
          Id: r.c.id,
          PlanId: r.c.planId,
          StudentNo: r.studentNo,
          StudentName: `${r.first} ${r.last}`,
          Type: r.c.type,
          AmountKurus: r.c.amountKurus,
          CollectedOn: r.c.collectedOn,
          RecordedBy: r.by ?? null,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(tot?.n ?? 0),
        totalKurus: Number(tot?.s ?? 0),
      }
    },

    /**
     * Finance: the budget of term `termId` (default the active term) per faculty or school in scope:
     * expected, collected, refunded, outstanding (kuruş). 404 unknown term.
     */
    async budget(p: Principal, termId: number | undefined, lang: Lang): Promise<Budget> {
      const scope = await scopeOf(p)
      const [term] = await db
        .select()
        .from(academicTerms)
        .where(termId ? eq(academicTerms.id, termId) : eq(academicTerms.isActive, true))
      if (!term) throw notFound('instalments.termNotFound')
      const all = await db
        .select({ id: units.id, parentId: units.parentId, nameTr: units.nameTr, nameEn: units.nameEn })
        .from(units)
      const byId = new Map(all.map((u) => [u.id, u]))
      /** The unit right under the university above `id` (its faculty or school). */
      const topOf = (id: number) => {
        let u = byId.get(id)
        while (u?.parentId && byId.get(u.parentId)?.parentId) u = byId.get(u.parentId)
        return u
      }
      const rows = await db
        .select({
          programmeId: students.programmeId,
          state: instalmentPlans.state,
          amount: instalmentPlans.amountKurus,
          accruedAtCancel: instalmentPlans.accruedAtCancelKurus,
          refund: instalmentPlans.refundKurus,
          collected: sql<string>`(select coalesce(sum(c.amount_kurus), 0) from instalment_collections c where c.plan_id = ${instalmentPlans.id})`,
        })
        .from(instalmentPlans)
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .where(
          and(
            eq(instalmentPlans.termId, term.id),
            inArray(students.programmeId, scope.length ? scope : [-1]),
          ),
        )
      const lines = new Map<number, BudgetRow>()
      const empty = (id: number, name: string): BudgetRow => ({
        UnitId: id,
        Unit: name,
        Plans: 0,
        ExpectedKurus: 0,
        CollectedKurus: 0,
        RefundedKurus: 0,
        OutstandingKurus: 0,
      })
      const total = empty(0, '')
      for (const r of rows) {
        const top = topOf(r.programmeId)
        const key = top?.id ?? 0
        const line = lines.get(key) ?? empty(key, top ? (lang === 'en' ? top.nameEn : top.nameTr) : '')
        lines.set(key, line)
        const expected = r.state === 'cancelled' ? (r.accruedAtCancel ?? 0) : r.amount
        const collected = Number(r.collected)
        for (const l of [line, total]) {
          l.Plans += 1
          l.ExpectedKurus += expected
          l.CollectedKurus += collected
          l.RefundedKurus += r.refund
          l.OutstandingKurus += expected - collected + r.refund
        }
      }
      return {
        TermId: term.id,
        Term: lang === 'en' ? term.nameEn : term.nameTr,
        Rows: [...lines.values()].sort((a, b) => a.Unit.localeCompare(b.Unit, lang)),
        Total: total,
      }
    },
  }
}
