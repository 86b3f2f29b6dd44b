/**
 * HR's view of academic positions and applications (issue 22 "Request queues"; spec §1 guest applicant area
 * and committee evaluation): every position in the faculties under the caller's units with application
 * counts, and every application with its status and the committee's progress (opinions given / members),
 * filtered and paged on the server, and exported as XLSX. Human resources and authorised personnel; a role
 * without units gets 403. Read only.
 */
import type {
  ApplicationAdminFilter,
  ApplicationAdminItem,
  ApplicationAdminQuery,
  Language,
  PositionAdminItem,
} from '@unacs/contracts'
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client.ts'
import { units } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { guests } from '../../identity/guest/guest.schema.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { applications, positions } from './applications.schema.ts'

const faculty = alias(units, 'faculty')
const department = alias(units, 'department')

const committeeSize = sql<number>`(select count(*)::int from position_committee c where c.position_id = ${positions.id})`
const opinionCount = (status?: 'positive' | 'negative') =>
  sql<number>`(select count(*)::int from evaluation_opinions o where o.application_id = ${applications.id}${
    status ? sql` and o.status = ${status}` : sql``
  })`

/** SQL of HR's status of an application. */
const statusSql = sql<string>`case when ${applications.status} = 'draft' then 'draft'
  when ${applications.evaluationFinishedAt} is not null then 'finished'
  when ${opinionCount()} > 0 then 'evaluating' else 'finalised' end`

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Creates HR's side of applications. */
export function createApplicationAdmin(db: Database, clock: Clock) {
  /** Faculty ids under the caller's units (a unit covers everything below it); 403 when none. */
  async function facultiesOf(principal: Principal): Promise<number[]> {
    if (principal.userType !== 'staff') throw forbidden()
    const roots = await roleUnitsOf(db, principal)
    if (roots.length === 0) throw forbidden()
    const all = await db.select({ id: units.id, parentId: units.parentId }).from(units)
    const children = new Map<number, number[]>()
    for (const u of all) {
      if (u.parentId !== null) children.set(u.parentId, [...(children.get(u.parentId) ?? []), u.id])
    }
    const scope = new Set<number>()
    const queue = [...roots]
    while (queue.length > 0) {
      const id = queue.pop() as number
      if (scope.has(id)) continue
      scope.add(id)
      queue.push(...(children.get(id) ?? []))
    }
    return [...scope]
  }

  function whereOf(f: ApplicationAdminFilter, scope: number[]): SQL | undefined {
    const like = f.Search ? `%${escapeLike(f.Search)}%` : ''
    return and(
      inArray(positions.facultyId, scope),
      f.FacultyId ? eq(positions.facultyId, f.FacultyId) : undefined,
      f.PositionId ? eq(positions.id, f.PositionId) : undefined,
      f.Status ? sql`${statusSql} = ${f.Status}` : undefined,
      f.Search
        ? or(
            ilike(applications.applicationNo, like),
            ilike(guests.email, like),
            foldedContains(
              sql`coalesce(${applications.personalInfo}->>'firstName', '') || ' ' || coalesce(${applications.personalInfo}->>'lastName', '')`,
              f.Search,
            ),
          )
        : undefined,
    )
  }

  const select = (lang: Language) =>
    db
      .select({
        a: applications,
        email: guests.email,
        cadre: positions.cadre,
        faculty: lang === 'en' ? faculty.nameEn : faculty.nameTr,
        department: lang === 'en' ? department.nameEn : department.nameTr,
        status: statusSql,
        committee: committeeSize,
        opinions: opinionCount(),
        positive: opinionCount('positive'),
        negative: opinionCount('negative'),
      })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .innerJoin(guests, eq(guests.id, applications.guestId))
      .innerJoin(faculty, eq(faculty.id, positions.facultyId))
      .innerJoin(department, eq(department.id, positions.departmentId))

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]
  const toItem = (r: Row): ApplicationAdminItem => {
    const info = r.a.personalInfo as { firstName?: string; lastName?: string } | null
    return {
      Id: r.a.id,
      ApplicationNo: r.a.applicationNo,
      Applicant: `${info?.firstName ?? ''} ${info?.lastName ?? ''}`.trim() || r.email,
      Email: r.email,
      PositionId: r.a.positionId,
      Cadre: r.cadre as ApplicationAdminItem['Cadre'],
      Faculty: r.faculty,
      Department: r.department,
      Status: r.status as ApplicationAdminItem['Status'],
      LastStep: r.a.lastStep,
      OpinionsGiven: Number(r.opinions),
      CommitteeSize: Number(r.committee),
      Positive: Number(r.positive),
      Negative: Number(r.negative),
      FinalisedAt: r.a.finalisedAt?.toISOString() ?? null,
      UpdatedAt: r.a.updatedAt.toISOString(),
    }
  }

  return {
    /** Every position in the caller's faculties with application counts, newest first. */
    async positions(principal: Principal, lang: Language): Promise<PositionAdminItem[]> {
      const scope = await facultiesOf(principal)
      const today = istanbulToday(clock())
      const rows = await db
        .select({
          p: positions,
          faculty: lang === 'en' ? faculty.nameEn : faculty.nameTr,
          department: lang === 'en' ? department.nameEn : department.nameTr,
          committee: committeeSize,
          total: sql<number>`(select count(*)::int from applications x where x.position_id = ${positions.id})`,
          finalised: sql<number>`(select count(*)::int from applications x where x.position_id = ${positions.id} and x.status = 'finalised')`,
        })
        .from(positions)
        .innerJoin(faculty, eq(faculty.id, positions.facultyId))
        .innerJoin(department, eq(department.id, positions.departmentId))
        .where(inArray(positions.facultyId, scope))
        .orderBy(desc(positions.id))
      return rows.map((r) => ({
        Id: r.p.id,
        Cadre: r.p.cadre as PositionAdminItem['Cadre'],
        FacultyId: r.p.facultyId,
        Faculty: r.faculty,
        Department: r.department,
        StartDate: r.p.startDate,
        EndDate: r.p.endDate,
        IsOpen: r.p.startDate <= today && today <= r.p.endDate,
        Applications: Number(r.total),
        Finalised: Number(r.finalised),
        CommitteeSize: Number(r.committee),
      }))
    },

    /** A page of the applications in the caller's faculties matching `q`, newest first. */
    async applications(principal: Principal, q: ApplicationAdminQuery, lang: Language) {
      const where = whereOf(q, await facultiesOf(principal))
      const [rows, [total]] = await Promise.all([
        select(lang)
          .where(where)
          .orderBy(desc(applications.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(applications)
          .innerJoin(positions, eq(positions.id, applications.positionId))
          .innerJoin(guests, eq(guests.id, applications.guestId))
          .where(where),
      ])
      return { items: rows.map(toItem), page: q.page, pageSize: q.pageSize, total: Number(total?.n ?? 0) }
    },

    /** Every application matching `f` (for the export; at most 10,000 rows), newest first. */
    async exportRows(principal: Principal, f: ApplicationAdminFilter, lang: Language) {
      const rows = await select(lang)
        .where(whereOf(f, await facultiesOf(principal)))
        .orderBy(desc(applications.id))
        .limit(10_000)
      return rows.map(toItem)
    },

    /** The guest applicants of `applicationIds` (the access log's subjects of an export). */
    async guestsOf(applicationIds: readonly number[]): Promise<number[]> {
      if (applicationIds.length === 0) return []
      const rows = await db
        .selectDistinct({ guestId: applications.guestId })
        .from(applications)
        .where(inArray(applications.id, [...applicationIds]))
      return rows.map((x) => x.guestId)
    },
  }
}

/** HR's side's type. */
export type ApplicationAdmin = ReturnType<typeof createApplicationAdmin>
