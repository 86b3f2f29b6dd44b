/** Database access of the sports feature (issue 21 sports scholarship report): the athletes table only. */
import type { SportsReportFilter } from '@unacs/contracts'
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students, units } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { athletes } from './sports.schema.ts'

/** An athlete with the student's number, name and programme, before the academic standing is added. */
export interface AthleteRecord {
  id: number
  studentId: number
  studentNo: string
  fullName: string
  programme: string
  sport: string
  team: string
  scholarshipRate: number
  since: string
  active: boolean
}

/** Athletes matching the stored-column filters (sport, team, rate range, active), sorted by sport, team, name. */
export async function athletesMatching(
  db: Database,
  f: SportsReportFilter,
  lang: Language,
): Promise<AthleteRecord[]> {
  const rows = await db
    .select({
      id: athletes.id,
      studentId: athletes.studentId,
      studentNo: students.studentNo,
      first: persons.firstName,
      last: persons.lastName,
      programme: lang === 'en' ? units.nameEn : units.nameTr,
      sport: athletes.sport,
      team: athletes.team,
      scholarshipRate: athletes.scholarshipRate,
      since: athletes.since,
      active: athletes.active,
    })
    .from(athletes)
    .innerJoin(students, eq(students.id, athletes.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(units, eq(units.id, students.programmeId))
    .where(
      and(
        f.sport ? eq(athletes.sport, f.sport) : undefined,
        f.team ? eq(athletes.team, f.team) : undefined,
        f.minRate === undefined ? undefined : gte(athletes.scholarshipRate, f.minRate),
        f.maxRate === undefined ? undefined : lte(athletes.scholarshipRate, f.maxRate),
        f.activeOnly === 'false' ? undefined : eq(athletes.active, true),
      ),
    )
    .orderBy(asc(athletes.id))
  const out = rows.map(({ first, last, ...r }) => ({ ...r, fullName: `${first} ${last}` }))
  const cmp = (a: string, b: string) => a.localeCompare(b, 'tr')
  return out.sort(
    (a, b) => cmp(a.sport, b.sport) || cmp(a.team, b.team) || cmp(a.fullName, b.fullName) || a.id - b.id,
  )
}

/** The sports and teams on record (active athletes), each sorted in Turkish order. */
export async function sportsAndTeams(db: Database): Promise<{ sports: string[]; teams: string[] }> {
  const rows = await db
    .selectDistinct({ sport: athletes.sport, team: athletes.team })
    .from(athletes)
    .where(eq(athletes.active, true))
  const sorted = (xs: string[]) => [...new Set(xs)].sort((a, b) => a.localeCompare(b, 'tr'))
  return { sports: sorted(rows.map((r) => r.sport)), teams: sorted(rows.map((r) => r.team)) }
}
