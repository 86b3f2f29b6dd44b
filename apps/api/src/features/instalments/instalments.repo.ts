/**
 * Reads for instalment plans (issue 17): the finance caller's unit scope, plan rows with the student,
 * programme and term, instalments and collections, and their contract views. Kuruş throughout.
 */
import type { Collection, Instalment, PlanRow } from '@unacs/contracts'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, persons, students, units } from '../../db/schema/index.ts'
import { grantedUnitTree } from '../../identity/guard/granted-units.ts'
import { instalmentCollections, instalmentPlans, instalments } from './instalments.schema.ts'

type Runner = Pick<Database, 'select' | 'execute'>

/** The caller's unit scope (granted units and everything below; the giver's for a delegated role). */
export const scopeUnits = grantedUnitTree

/** The columns of a plan row with its student, programme and term. */
export const planColumns = (lang: 'tr' | 'en') => ({
  plan: instalmentPlans,
  studentNo: students.studentNo,
  programmeId: students.programmeId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  programme: lang === 'en' ? units.nameEn : units.nameTr,
  term: lang === 'en' ? academicTerms.nameEn : academicTerms.nameTr,
})

/** A joined plan row. */
export interface JoinedPlan {
  plan: typeof instalmentPlans.$inferSelect
  studentNo: string
  programmeId: number
  firstName: string
  lastName: string
  programme: string
  term: string
}

/** The plans matching `where`, joined, in `order`. */
export function joinedPlans(db: Runner, lang: 'tr' | 'en') {
  return db
    .select(planColumns(lang))
    .from(instalmentPlans)
    .innerJoin(students, eq(students.id, instalmentPlans.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .innerJoin(academicTerms, eq(academicTerms.id, instalmentPlans.termId))
}

/** The instalments of `planIds` in due order, by plan. */
export async function instalmentsOf(db: Runner, planIds: readonly number[]) {
  const by = new Map<number, (typeof instalments.$inferSelect)[]>()
  if (planIds.length === 0) return by
  const rows = await db
    .select()
    .from(instalments)
    .where(inArray(instalments.planId, [...planIds]))
    .orderBy(asc(instalments.planId), asc(instalments.no))
  for (const r of rows) by.set(r.planId, [...(by.get(r.planId) ?? []), r])
  return by
}

/** The view of one instalment on `today` (Istanbul date). */
export const instalmentView = (r: typeof instalments.$inferSelect, today: string): Instalment => ({
  Id: r.id,
  No: r.no,
  DueDate: r.dueDate,
  AmountKurus: r.amountKurus,
  PaidKurus: r.paidKurus,
  Overdue: r.dueDate < today && r.paidKurus < r.amountKurus,
})

/** The list view of a joined plan with its instalments on `today`. */
export function planRowView(
  j: JoinedPlan,
  parts: readonly (typeof instalments.$inferSelect)[],
  today: string,
): PlanRow {
  const p = j.plan
  const open = p.state === 'active' ? parts.filter((x) => x.paidKurus < x.amountKurus) : []
  return {
    Id: p.id,
    StudentNo: j.studentNo,
    StudentName: `${j.firstName} ${j.lastName}`,
    Programme: j.programme,
    Term: j.term,
    Kind: p.kind,
    State: p.state,
    AmountKurus: p.amountKurus,
    PaidKurus: p.paidKurus,
    DebtKurus: p.state === 'cancelled' ? 0 : p.amountKurus - p.paidKurus,
    RefundKurus: p.refundKurus,
    InstalmentCount: parts.length,
    Accrued: p.accrued,
    Overdue: open.some((x) => x.dueDate < today),
    NextDueDate: open[0]?.dueDate ?? null,
    Version: p.version,
  }
}

/** The collections of plan `planId`, oldest first, with who recorded them. */
export async function collectionsOfPlan(db: Runner, planId: number, j: JoinedPlan): Promise<Collection[]> {
  const rows = await db
    .select({ c: instalmentCollections, first: persons.firstName, last: persons.lastName })
    .from(instalmentCollections)
    .leftJoin(persons, eq(persons.id, instalmentCollections.recordedBy))
    .where(eq(instalmentCollections.planId, planId))
    .orderBy(asc(instalmentCollections.collectedAt), asc(instalmentCollections.id))
  return rows.map((r) => ({
    Id: r.c.id,
    PlanId: r.c.planId,
    StudentNo: j.studentNo,
    StudentName: `${j.firstName} ${j.lastName}`,
    Type: r.c.type,
    AmountKurus: r.c.amountKurus,
    CollectedOn: r.c.collectedOn,
    RecordedBy: r.first ? `${r.first} ${r.last}` : null,
  }))
}

/** The plan `id` joined, or undefined. */
export async function joinedPlan(db: Runner, lang: 'tr' | 'en', id: number): Promise<JoinedPlan | undefined> {
  const [row] = await joinedPlans(db, lang).where(eq(instalmentPlans.id, id))
  return row
}

/** The student's latest plan (active first), joined, or undefined. */
export async function latestPlanOf(db: Runner, lang: 'tr' | 'en', studentId: number) {
  const [row] = await joinedPlans(db, lang)
    .where(and(eq(instalmentPlans.studentId, studentId)))
    .orderBy(
      sql`case when ${instalmentPlans.state} = 'active' then 0 else 1 end`,
      sql`${instalmentPlans.id} desc`,
    )
    .limit(1)
  return row
}
