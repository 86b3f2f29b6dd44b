/**
 * The staff digest's queues of the features that export no counter of their own (issue 39 "Staff get a daily
 * digest of what waits in their queues"): absence excuse requests and grade requests (the instructor's own
 * sections, the head of department's units' courses), HR's failed payroll requests (within HR's units) and the
 * committee's applications awaiting the member's opinion. Counted with SQL on the owners' tables here in the
 * composition layer (features never import each other's internals; the absences and grades features are not
 * changed), each within what the holder may process in that feature.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { ROLE_IDS } from '../db/seed/roles.ts'
import { unitSubtree } from '../identity/guard/unit-scope.ts'
import type { Clock } from '../platform/time.ts'
import { istanbulToday } from '../platform/time.ts'
import type { DigestSource } from './notifications/index.ts'

/** The one number of a count query. */
async function countOf(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(query)
  const [row] = (result as unknown as { rows: { n: number | string }[] }).rows
  return Number(row?.n ?? 0)
}

/**
 * A section the person may process requests of, as the grades and absences features' own scope: a section
 * they teach (instructor), or a course of a unit they head (head of department, exact unit like theirs).
 */
function processableSection(section: SQL, personId: number): SQL {
  return sql`(exists (select 1 from section_instructors si join staff_members m on m.id = si.staff_member_id
      where si.section_id = ${section} and m.person_id = ${personId} and m.is_active)
    or exists (select 1 from sections se join courses co on co.id = se.course_id
      join role_assignments ra on co.unit_id = any(ra.unit_ids)
      join staff_members m on m.id = ra.staff_member_id
      where se.id = ${section} and m.person_id = ${personId} and m.is_active and ra.is_active
        and ra.role_id = ${ROLE_IDS.headOfDepartment}))`
}

/** Pending absence excuse requests the person may still decide (approval end date not passed, Istanbul). */
export async function pendingExcuseCount(db: Database, personId: number, today: string): Promise<number> {
  return countOf(
    db,
    sql`select count(*) as n from absence_requests r where r.status = 'pending'
        and r.approval_end_date >= ${today} and ${processableSection(sql`r.section_id`, personId)}`,
  )
}

/** Pending grade requests the person may still decide (approval end date not passed, Istanbul). */
export async function pendingGradeRequestCount(
  db: Database,
  personId: number,
  today: string,
): Promise<number> {
  return countOf(
    db,
    sql`select count(*) as n from grade_requests r where r.status = 'pending'
        and r.approval_end_date >= ${today} and ${processableSection(sql`r.section_id`, personId)}`,
  )
}

/** Payroll requests whose mail failed (HR's failure list to resend), of staff within `unitIds` (subtrees). */
export async function failedPayrollCount(db: Database, unitIds: readonly number[]): Promise<number> {
  if (unitIds.length === 0) return 0
  return countOf(
    db,
    sql`select count(*) as n from payroll_requests p join staff_members m on m.id = p.staff_member_id
        where p.mail_sent = false and m.unit_id in ${unitSubtree(unitIds)}`,
  )
}

/**
 * Finalised applications under evaluation (not finished) on positions whose committee the person sits on,
 * without the person's opinion yet.
 */
export async function awaitingOpinionCount(db: Database, personId: number): Promise<number> {
  return countOf(
    db,
    sql`select count(*) as n from applications a
        join position_committee pc on pc.position_id = a.position_id
        join staff_members m on m.id = pc.staff_member_id
        where m.person_id = ${personId} and a.status = 'finalised' and a.evaluation_finished_at is null
          and not exists (select 1 from evaluation_opinions o
            where o.application_id = a.id and o.staff_member_id = pc.staff_member_id)`,
  )
}

/** The four queues as digest sources (features/index.ts adds them to the notifications feature). */
export function staffDigestQueues(db: Database, clock: Clock): DigestSource[] {
  const teaching = [ROLE_IDS.instructor, ROLE_IDS.headOfDepartment]
  return [
    {
      queue: 'absences.excuses',
      roleIds: teaching,
      personal: true,
      count: (_units, personId) => pendingExcuseCount(db, personId, istanbulToday(clock())),
    },
    {
      queue: 'grades.requests',
      roleIds: teaching,
      personal: true,
      count: (_units, personId) => pendingGradeRequestCount(db, personId, istanbulToday(clock())),
    },
    {
      queue: 'payroll.failed',
      roleIds: [ROLE_IDS.humanResources],
      count: (unitIds) => failedPayrollCount(db, unitIds),
    },
    {
      queue: 'applications.evaluation',
      roleIds: [ROLE_IDS.committeeChair, ROLE_IDS.committeeMember],
      personal: true,
      count: (_units, personId) => awaitingOpinionCount(db, personId),
    },
  ]
}
