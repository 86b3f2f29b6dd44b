/** Database access of clubs (issue 21 § Clubs). */
import type { ClubApplication, ClubMembership } from '@unacs/contracts'
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students, units } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'
import { clubApplications, clubMembers, clubs } from './clubs.schema.ts'

const applicantStudent = alias(students, 'applicant_student')
const applicantPerson = alias(persons, 'applicant_person')

/** The list columns of a club, with advisor and president names and counts, in `lang`. */
export function clubColumns(lang: Language) {
  return {
    id: clubs.id,
    nameTr: clubs.nameTr,
    nameEn: clubs.nameEn,
    description: lang === 'en' ? clubs.descriptionEn : clubs.descriptionTr,
    advisorStaffId: clubs.advisorStaffId,
    presidentStudentId: clubs.presidentStudentId,
    advisorRegistryNo: sql<string>`(select s.registry_no from staff_members s where s.id = "clubs"."advisor_staff_id")`,
    advisorName: sql<string>`(select p.first_name || ' ' || p.last_name from staff_members s join persons p on p.id = s.person_id where s.id = "clubs"."advisor_staff_id")`,
    presidentNo: sql<
      string | null
    >`(select s.student_no from students s where s.id = "clubs"."president_student_id")`,
    presidentName: sql<
      string | null
    >`(select p.first_name || ' ' || p.last_name from students s join persons p on p.id = s.person_id where s.id = "clubs"."president_student_id")`,
    members: sql<number>`(select count(*)::int from club_members m where m.club_id = "clubs"."id")`,
    pending: sql<number>`(select count(*)::int from club_applications a where a.club_id = "clubs"."id" and a.status = 'pending')`,
  }
}

/** The caller's studentship `studentNo` when it is theirs and active, else null. */
export async function activeStudentOf(db: Database, personId: number, studentNo: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(eq(students.personId, personId), eq(students.studentNo, studentNo), eq(students.status, 'active')),
    )
  return row ?? null
}

/** The staff member ids of a person (active rows). */
export async function staffIdsOf(db: Database, personId: number): Promise<number[]> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.personId, personId), eq(staffMembers.isActive, true)))
  return rows.map((r) => r.id)
}

/**
 * Whether person `personId`, as an active staff member, advises an active club (the advisor page's menu gate,
 * asked on every menu call of a staff member: one indexed statement, issue 23).
 */
export async function advisesActiveClub(db: Database, personId: number): Promise<boolean> {
  let query = advisorQueries.get(db)
  if (!query) {
    query = db
      .select({ one: sql<number>`1` })
      .from(clubs)
      .innerJoin(staffMembers, eq(staffMembers.id, clubs.advisorStaffId))
      .where(
        and(
          eq(staffMembers.personId, sql.placeholder('personId')),
          eq(staffMembers.isActive, true),
          eq(clubs.active, true),
        ),
      )
      .limit(1)
      .prepare('clubs_advises_active')
    advisorQueries.set(db, query)
  }
  const [row] = await query.execute({ personId })
  return row !== undefined
}

/** The advisor gate's statement, built once per database handle. */
const advisorQueries = new WeakMap<
  Database,
  { execute(p: { personId: number }): Promise<{ one: number }[]> }
>()

/** An active staff member by registry number, or null. */
export async function staffByRegistryNo(db: Database, registryNo: string) {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.registryNo, registryNo), eq(staffMembers.isActive, true)))
  return row ?? null
}

/** An active studentship by number, or null. */
export async function studentByNo(db: Database, studentNo: string) {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studentNo, studentNo), eq(students.status, 'active')))
  return row ?? null
}

/** A studentship's standing per club: member, or its latest application's status. */
export async function membershipsOf(db: Database, studentId: number): Promise<Map<number, ClubMembership>> {
  const [members, apps] = await Promise.all([
    db.select({ clubId: clubMembers.clubId }).from(clubMembers).where(eq(clubMembers.studentId, studentId)),
    db
      .select({ clubId: clubApplications.clubId, status: clubApplications.status })
      .from(clubApplications)
      .where(eq(clubApplications.studentId, studentId))
      .orderBy(asc(clubApplications.appliedAt), asc(clubApplications.id)),
  ])
  const out = new Map<number, ClubMembership>()
  for (const a of apps) {
    if (a.status === 'pending') out.set(a.clubId, 'pending')
    else if (a.status === 'rejected') out.set(a.clubId, 'rejected')
  }
  for (const m of members) out.set(m.clubId, 'member')
  return out
}

/** Pending applications of clubs presided by `studentId` or advised by one of `staffIds`, oldest first. */
export async function applicationsOf(
  db: Database,
  studentId: number | null,
  staffIds: number[],
  lang: Language,
): Promise<ClubApplication[]> {
  const scope = or(
    studentId === null ? undefined : eq(clubs.presidentStudentId, studentId),
    staffIds.length ? inArray(clubs.advisorStaffId, staffIds) : undefined,
  )
  if (!scope) return []
  const rows = await db
    .select({
      id: clubApplications.id,
      clubId: clubs.id,
      clubName: lang === 'en' ? clubs.nameEn : clubs.nameTr,
      studentNo: applicantStudent.studentNo,
      first: applicantPerson.firstName,
      last: applicantPerson.lastName,
      note: clubApplications.note,
      appliedAt: clubApplications.appliedAt,
    })
    .from(clubApplications)
    .innerJoin(clubs, eq(clubs.id, clubApplications.clubId))
    .innerJoin(applicantStudent, eq(applicantStudent.id, clubApplications.studentId))
    .innerJoin(applicantPerson, eq(applicantPerson.id, applicantStudent.personId))
    .where(and(eq(clubApplications.status, 'pending'), scope))
    .orderBy(asc(clubApplications.appliedAt), asc(clubApplications.id))
  return rows.map((r) => ({
    Id: r.id,
    ClubId: r.clubId,
    ClubName: r.clubName,
    StudentNo: r.studentNo,
    FullName: `${r.first} ${r.last}`,
    Note: r.note,
    AppliedAt: r.appliedAt.toISOString(),
  }))
}

/** A page of the members of `clubId` (name or number matching `search`), by name; with the total. */
export async function membersPage(
  db: Database,
  clubId: number,
  q: { page: number; pageSize: number; search?: string | undefined },
  lang: Language,
) {
  const where = and(
    eq(clubMembers.clubId, clubId),
    foldedContains([students.studentNo, sql`${persons.firstName} || ' ' || ${persons.lastName}`], q.search),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        studentId: students.id,
        studentNo: students.studentNo,
        first: persons.firstName,
        last: persons.lastName,
        programme: lang === 'en' ? units.nameEn : units.nameTr,
        joinedAt: clubMembers.joinedAt,
      })
      .from(clubMembers)
      .innerJoin(students, eq(students.id, clubMembers.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .innerJoin(units, eq(units.id, students.programmeId))
      .where(where)
      .orderBy(orderByTurkish(persons.firstName), orderByTurkish(persons.lastName), asc(students.studentNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(clubMembers)
      .innerJoin(students, eq(students.id, clubMembers.studentId))
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
