/**
 * Impersonation look-ups (spec §7 Impersonate calls): staff, active students and graduates, searchable
 * (name or number, the platform's Turkish fold) and paged in Turkish order of last and first name.
 */
import type { ImpersonationCandidate } from '@unacs/contracts'
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, staffMembers, students, units } from '../../db/schema/index.ts'
import { foldedContains, orderByTurkish } from '../../platform/text/turkish-fold.ts'

/** A page of candidates. */
export interface CandidatePage {
  items: ImpersonationCandidate[]
  page: number
  pageSize: number
  total: number
}

const fullName = sql<string>`${persons.firstName} || ' ' || ${persons.lastName}`

function searchFilter(
  search: string | undefined,
  numberColumn: typeof staffMembers.registryNo | typeof students.studentNo,
) {
  return foldedContains([fullName, numberColumn], search)
}

/** Staff members matching `search`, paged. */
export async function listStaff(
  db: Database,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<CandidatePage> {
  const where = and(eq(staffMembers.isActive, true), searchFilter(search, staffMembers.registryNo))
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .where(where)
  const rows = await db
    .select({ id: staffMembers.registryNo, fullName, unit: units.nameTr })
    .from(staffMembers)
    .innerJoin(persons, eq(persons.id, staffMembers.personId))
    .innerJoin(units, eq(units.id, staffMembers.unitId))
    .where(where)
    .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(staffMembers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  return {
    items: rows.map((r) => ({ Id: r.id, FullName: r.fullName, Unit: r.unit, Type: 'Personel' })),
    page,
    pageSize,
    total,
  }
}

/** Students (graduates when `graduates`, else not graduated) matching `search`, paged. */
export async function listStudents(
  db: Database,
  graduates: boolean,
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<CandidatePage> {
  const statusFilter: SQL = graduates ? eq(students.status, 'graduated') : ne(students.status, 'graduated')
  const where = and(statusFilter, searchFilter(search, students.studentNo))
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(where)
  const rows = await db
    .select({ id: students.studentNo, fullName, unit: units.nameTr })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(where)
    .orderBy(orderByTurkish(persons.lastName), orderByTurkish(persons.firstName), asc(students.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const type = graduates ? 'Mezun' : 'Ogrenci'
  return {
    items: rows.map((r) => ({ Id: r.id, FullName: r.fullName, Unit: r.unit, Type: type })),
    page,
    pageSize,
    total,
  }
}

/** The graduate with student number `studentNo`, or null. */
export async function findGraduate(db: Database, studentNo: string): Promise<ImpersonationCandidate | null> {
  const [row] = await db
    .select({ id: students.studentNo, fullName, unit: units.nameTr })
    .from(students)
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(and(eq(students.studentNo, studentNo), eq(students.status, 'graduated')))
  return row ? { Id: row.id, FullName: row.fullName, Unit: row.unit, Type: 'Mezun' } : null
}
