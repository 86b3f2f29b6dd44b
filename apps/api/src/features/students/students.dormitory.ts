/**
 * The dormitory report (issue 22 "dormitory report: students in the university's dormitories by building and
 * room; the dormitory data is seeded"): the residents of the caller's units (students.service.ts `scopeOf`)
 * with building, room and floor, filtered and paged on the server, the buildings with beds and residents,
 * and the rows of an export in batches. A resident outside the scope never appears.
 */
import type {
  DormitoryBuilding,
  DormitoryFilter,
  DormitoryPage,
  DormitoryQuery,
  DormitoryRow,
  Language,
} from '@unacs/contracts'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { department, faculty, programme, programmeUnder, rowColumns, whereOf } from './students.repo.ts'
import { dormitoryBuildings, dormitoryResidents, dormitoryRooms } from './students.schema.ts'
import { EXPORT_BATCH, scopeOf } from './students.scope.ts'

/** The where clause of `f` within `scope`: the student filters, the building and the room number. */
function dormWhere(f: DormitoryFilter, scope: readonly number[]): SQL | undefined {
  return and(
    whereOf(f, scope),
    f.buildingId ? eq(dormitoryBuildings.id, f.buildingId) : undefined,
    f.room ? eq(dormitoryRooms.roomNo, f.room) : undefined,
  )
}

/** Residents matching `where`, by building, room and student number, `limit` from `offset`. */
async function residentRows(
  db: Database,
  where: SQL | undefined,
  lang: Language,
  offset: number,
  limit: number,
): Promise<DormitoryRow[]> {
  const rows = await db
    .select({
      ...rowColumns(lang),
      building: dormitoryBuildings.name,
      room: dormitoryRooms.roomNo,
      floor: dormitoryRooms.floor,
      since: dormitoryResidents.since,
    })
    .from(dormitoryResidents)
    .innerJoin(dormitoryRooms, eq(dormitoryRooms.id, dormitoryResidents.roomId))
    .innerJoin(dormitoryBuildings, eq(dormitoryBuildings.id, dormitoryRooms.buildingId))
    .innerJoin(students, eq(students.id, dormitoryResidents.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .innerJoin(programme, eq(programme.id, students.programmeId))
    .leftJoin(department, eq(department.id, programme.parentId))
    .leftJoin(faculty, eq(faculty.id, department.parentId))
    .where(where)
    .orderBy(asc(dormitoryBuildings.name), asc(dormitoryRooms.roomNo), asc(students.studentNo))
    .offset(offset)
    .limit(limit)
  return rows.map((r) => ({
    StudentId: r.id,
    StudentNo: r.studentNo,
    FullName: `${r.firstName} ${r.lastName}`,
    Programme: r.programme ?? '',
    Faculty: r.faculty ?? '',
    ClassYear: r.classYear,
    Status: r.status,
    Building: r.building,
    Room: r.room,
    Floor: r.floor,
    Since: r.since,
  }))
}

/** How many residents match `where`. */
async function residentCount(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dormitoryResidents)
    .innerJoin(dormitoryRooms, eq(dormitoryRooms.id, dormitoryResidents.roomId))
    .innerJoin(dormitoryBuildings, eq(dormitoryBuildings.id, dormitoryRooms.buildingId))
    .innerJoin(students, eq(students.id, dormitoryResidents.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
    .where(where)
  return Number(row?.n ?? 0)
}

/** Builds the dormitory report service. */
export function createDormitoryService(db: Database) {
  return {
    /** The buildings with rooms, beds and the residents of the caller's scope. 403 for a role without units. */
    async buildings(principal: Principal): Promise<DormitoryBuilding[]> {
      const scope = await scopeOf(db, principal)
      const rows = await db
        .select({
          id: dormitoryBuildings.id,
          name: dormitoryBuildings.name,
          gender: dormitoryBuildings.gender,
          rooms: sql<number>`count(*)::int`,
          beds: sql<number>`sum(${dormitoryRooms.beds})::int`,
          residents: sql<number>`(select count(*)::int from dormitory_residents r join dormitory_rooms m on m.id = r.room_id join students on students.id = r.student_id where m.building_id = ${dormitoryBuildings.id} and ${programmeUnder(scope)})`,
        })
        .from(dormitoryBuildings)
        .innerJoin(dormitoryRooms, eq(dormitoryRooms.buildingId, dormitoryBuildings.id))
        .groupBy(dormitoryBuildings.id)
        .orderBy(dormitoryBuildings.name)
      return rows.map((r) => ({
        Id: r.id,
        Name: r.name,
        Gender: r.gender === 'female' ? 'female' : 'male',
        Rooms: Number(r.rooms),
        Beds: Number(r.beds),
        Residents: Number(r.residents),
      }))
    },

    /** One page of the caller's residents matching `q`. 403 for a role without units. */
    async page(principal: Principal, q: DormitoryQuery, lang: Language): Promise<DormitoryPage> {
      const where = dormWhere(q, await scopeOf(db, principal))
      const [items, total] = await Promise.all([
        residentRows(db, where, lang, (q.page - 1) * q.pageSize, q.pageSize),
        residentCount(db, where),
      ])
      return { items, page: q.page, pageSize: q.pageSize, total }
    },

    /** How many residents an export of `f` holds, within the caller's scope. */
    async count(principal: Principal, f: DormitoryFilter): Promise<number> {
      return residentCount(db, dormWhere(f, await scopeOf(db, principal)))
    },

    /** The residents of `f` in the caller's scope in batches (the scope is checked before the first). */
    async *exportRows(
      principal: Principal,
      f: DormitoryFilter,
      lang: Language,
    ): AsyncGenerator<DormitoryRow[]> {
      const where = dormWhere(f, await scopeOf(db, principal))
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await residentRows(db, where, lang, offset, EXPORT_BATCH)
        if (rows.length > 0) yield rows
        if (rows.length < EXPORT_BATCH) return
      }
    },
  }
}

/** The dormitory report service's type. */
export type DormitoryService = ReturnType<typeof createDormitoryService>
