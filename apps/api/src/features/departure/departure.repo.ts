/**
 * Departure clearance queries (issue 16 § Departure clearance): the caller's studentship, requests with their
 * student, offices' clearances and open debts, the queues with unit scope and filters. Every function takes
 * `db` (or a transaction handle) so writes run in the caller's transaction.
 */
import type { DepartureOffice, DepartureQueueQuery, DepartureStatus } from '@unacs/contracts'
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import { inUnits } from '../../identity/guard/unit-scope.ts'
import {
  departureClearances,
  departureDebts,
  departureFeeAccounts,
  departureRequests,
} from './departure.schema.ts'

/** SQL: the student's programme lies in the subtree of one of `unitIds` (false when empty). */
export const programmeUnder = (unitIds: readonly number[]) => inUnits(students.programmeId, unitIds)

export type RequestRow = typeof departureRequests.$inferSelect
export type DebtRow = typeof departureDebts.$inferSelect
export type ClearanceRow = typeof departureClearances.$inferSelect

/** The studentship data a request shows. */
export interface StudentInfo {
  id: number
  studentNo: string
  status: string
  personId: number
  firstName: string
  lastName: string
  nationalId: string
  email: string
  mobilePhone: string | null
  programmeTr: string
  programmeEn: string
}

const studentColumns = {
  id: students.id,
  studentNo: students.studentNo,
  status: students.status,
  personId: students.personId,
  firstName: persons.firstName,
  lastName: persons.lastName,
  nationalId: persons.nationalId,
  email: persons.email,
  mobilePhone: persons.mobilePhone,
  programmeTr: units.nameTr,
  programmeEn: units.nameEn,
}

/** The studentship `studentNo` of person `personId`, or null. */
export async function studentshipOf(db: Database, personId: number, studentNo: string) {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(and(eq(students.personId, personId), eq(students.studentNo, studentNo)))
  return (row as StudentInfo | undefined) ?? null
}

/** The studentship by id, or null. */
export async function studentById(db: Database, id: number): Promise<StudentInfo | null> {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(eq(students.id, id))
  return (row as StudentInfo | undefined) ?? null
}

/** The studentship by number, or null. */
export async function studentByNo(db: Database, studentNo: string): Promise<StudentInfo | null> {
  const [row] = await db
    .select(studentColumns)
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(eq(students.studentNo, studentNo))
  return (row as StudentInfo | undefined) ?? null
}

/** Request `id`, or null; `lock` takes a row lock (FOR UPDATE) in the caller's transaction. */
export async function requestById(db: Database, id: number, lock = false): Promise<RequestRow | null> {
  const q = db.select().from(departureRequests).where(eq(departureRequests.id, id))
  const [row] = lock ? await q.for('update') : await q
  return row ?? null
}

/** The open request of a studentship, else its newest one, else null. */
export async function currentRequestOf(db: Database, studentId: number): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(departureRequests)
    .where(eq(departureRequests.studentId, studentId))
    .orderBy(
      sql`case when ${departureRequests.status} in ('completed', 'rejected', 'withdrawn') then 1 else 0 end`,
      desc(departureRequests.createdAt),
      desc(departureRequests.id),
    )
    .limit(1)
  return row ?? null
}

/** The clearance rows of a request. */
export function clearancesOf(db: Database, requestId: number): Promise<ClearanceRow[]> {
  return db.select().from(departureClearances).where(eq(departureClearances.requestId, requestId))
}

/** The open debts of a studentship (all offices or one), oldest first. */
export function openDebtsOf(db: Database, studentId: number, office?: DepartureOffice): Promise<DebtRow[]> {
  return db
    .select()
    .from(departureDebts)
    .where(
      and(
        eq(departureDebts.studentId, studentId),
        isNull(departureDebts.settledAt),
        office ? eq(departureDebts.office, office) : undefined,
      ),
    )
    .orderBy(asc(departureDebts.itemDate), asc(departureDebts.id))
}

/** The leave-calculation input of a studentship, or null when none is kept. */
export async function feeAccountOf(db: Database, studentId: number) {
  const [row] = await db
    .select()
    .from(departureFeeAccounts)
    .where(eq(departureFeeAccounts.studentId, studentId))
  return row ?? null
}

/** Which queue: an office's step, or the dean's office / registrar step. */
export type QueueStep = { kind: 'office'; office: DepartureOffice } | { kind: 'dean' } | { kind: 'registrar' }

/**
 * SQL of "waiting for the caller's step" and "the caller's step is past" for `step`, parenthesised as a whole
 * so that `and()` with the scope and filters applies to every branch of its ORs.
 */
function stateCondition(step: QueueStep, state: 'open' | 'done'): SQL {
  const s = departureRequests.status
  if (step.kind === 'office') {
    const cleared = sql`exists (select 1 from departure_clearances c where c.request_id = ${departureRequests.id} and c.office = ${step.office} and c.cleared_at is not null)`
    return state === 'open'
      ? sql`(${s} = 'requested' and not ${cleared})`
      : sql`((${s} <> 'awaiting_confirmation' and ${cleared}) or (${s} = 'rejected' and ${departureRequests.rejectedAtStep} = 'requested'))`
  }
  const at: DepartureStatus = step.kind === 'dean' ? 'awaiting_dean' : 'awaiting_registrar'
  const approved =
    step.kind === 'dean' ? departureRequests.deanApprovedAt : departureRequests.registrarApprovedAt
  return state === 'open'
    ? eq(s, at)
    : sql`((${approved} is not null) or (${s} = 'rejected' and ${departureRequests.rejectedAtStep} = ${at}))`
}

/**
 * One page of a queue within the caller's units (`unitIds`), with the filters of `q`. The debt sum and item
 * count cover `departure_debts` only (accounting, library); the caller adds the items held from the fixtures
 * and sports offices (fixtures feature) for the page's students.
 */
export async function queuePage(db: Database, step: QueueStep, unitIds: number[], q: DepartureQueueQuery) {
  const faculty = sql`(select coalesce(p.name_tr, '') || '|' || coalesce(p.name_en, '') from units p where p.id = ${units.parentId})`
  // Parenthesised: the 'done' conditions are ORs, and `and()` does not wrap its parts (without this, the
  // unit scope and the filters would apply to one branch only).
  const where = and(
    sql`(${stateCondition(step, q.State)})`,
    programmeUnder(unitIds),
    q.UnitId ? programmeUnder([q.UnitId]) : undefined,
    q.Reason ? eq(departureRequests.reason, q.Reason) : undefined,
    q.From
      ? sql`(${departureRequests.confirmedAt} at time zone 'Europe/Istanbul')::date >= ${q.From}`
      : undefined,
    q.To
      ? sql`(${departureRequests.confirmedAt} at time zone 'Europe/Istanbul')::date <= ${q.To}`
      : undefined,
    q.StudentNo ? eq(students.studentNo, q.StudentNo) : undefined,
  )
  const office = step.kind === 'office' ? step.office : null
  const debtWhere = office ? sql`and d.office = ${office}` : sql``
  const base = db
    .select({
      id: departureRequests.id,
      studentId: students.id,
      studentNo: students.studentNo,
      firstName: persons.firstName,
      lastName: persons.lastName,
      programmeTr: units.nameTr,
      programmeEn: units.nameEn,
      faculty: sql<string>`${faculty}`,
      reason: departureRequests.reason,
      status: departureRequests.status,
      confirmedAt: departureRequests.confirmedAt,
      createdAt: departureRequests.createdAt,
      debtKurus: sql<number>`(select coalesce(sum(d.amount_kurus), 0)::int from departure_debts d where d.student_id = ${students.id} and d.settled_at is null ${debtWhere})`,
      openItems: sql<number>`(select count(*)::int from departure_debts d where d.student_id = ${students.id} and d.settled_at is null ${debtWhere})`,
      cleared: office
        ? sql<boolean>`exists (select 1 from departure_clearances c where c.request_id = ${departureRequests.id} and c.office = ${office} and c.cleared_at is not null)`
        : sql<boolean>`false`,
    })
    .from(departureRequests)
    .innerJoin(students, eq(students.id, departureRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(where)
  const [items, totals] = await Promise.all([
    base
      .orderBy(asc(departureRequests.confirmedAt), asc(departureRequests.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(departureRequests)
      .innerJoin(students, eq(students.id, departureRequests.studentId))
      .where(where),
  ])
  return { items, total: Number(totals[0]?.n ?? 0) }
}

/** The requests among `ids` at status `status` (for bulk decisions). */
export function requestsAt(db: Database, ids: number[], status: DepartureStatus) {
  return db
    .select({ id: departureRequests.id, studentId: departureRequests.studentId })
    .from(departureRequests)
    .where(and(inArray(departureRequests.id, ids), eq(departureRequests.status, status)))
}

/** Whether request `id`'s student lies within `unitIds`. */
export async function requestInUnits(db: Database, id: number, unitIds: number[]): Promise<boolean> {
  const [row] = await db
    .select({ id: departureRequests.id })
    .from(departureRequests)
    .innerJoin(students, eq(students.id, departureRequests.studentId))
    .where(and(eq(departureRequests.id, id), programmeUnder(unitIds)))
  return Boolean(row)
}

/** Library debts page (all students in `unitIds`), newest first. */
export async function libraryDebtPage(
  db: Database,
  unitIds: number[],
  q: { page: number; pageSize: number; StudentNo?: string | undefined; OpenOnly: boolean },
) {
  const where = and(
    eq(departureDebts.office, 'library'),
    programmeUnder(unitIds),
    q.StudentNo ? eq(students.studentNo, q.StudentNo) : undefined,
    q.OpenOnly ? isNull(departureDebts.settledAt) : isNotNull(departureDebts.id),
  )
  const [items, totals] = await Promise.all([
    db
      .select({
        debt: departureDebts,
        studentNo: students.studentNo,
        firstName: persons.firstName,
        lastName: persons.lastName,
      })
      .from(departureDebts)
      .innerJoin(students, eq(students.id, departureDebts.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(where)
      .orderBy(desc(departureDebts.dueOn), desc(departureDebts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(departureDebts)
      .innerJoin(students, eq(students.id, departureDebts.studentId))
      .where(where),
  ])
  return { items, total: Number(totals[0]?.n ?? 0) }
}

/** The university's name (the root unit) in `lang`. */
export async function universityNameOf(db: Database, lang: 'tr' | 'en'): Promise<string> {
  const [root] = await db
    .select({ tr: units.nameTr, en: units.nameEn })
    .from(units)
    .where(isNull(units.parentId))
    .limit(1)
  return root ? root[lang] : ''
}

/**
 * The units `unitIds` and every unit under them, named in `lang`, sorted by name; a unit's `parentId` is
 * kept only when the parent is in the list (else null). Empty for [].
 */
export async function unitsUnder(db: Database, unitIds: number[], lang: 'tr' | 'en') {
  if (unitIds.length === 0) return []
  const rows = await db
    .select({ id: units.id, parentId: units.parentId, tr: units.nameTr, en: units.nameEn })
    .from(units)
    .where(
      sql`${units.id} in (with recursive sub(id) as (select id from units where id in (${sql.join(
        unitIds,
        sql`, `,
      )}) union select u.id from units u join sub on u.parent_id = sub.id) select id from sub)`,
    )
  const ids = new Set(rows.map((r) => r.id))
  return rows
    .map((r) => ({
      id: r.id,
      parentId: r.parentId !== null && ids.has(r.parentId) ? r.parentId : null,
      name: r[lang],
    }))
    .sort((a, b) => a.name.localeCompare(b.name, lang))
}
