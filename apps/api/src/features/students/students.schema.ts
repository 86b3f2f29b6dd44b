/**
 * The university's dormitories (issue 22 "dormitory report; the dormitory data is seeded"): buildings (one
 * gender each), their rooms with floor and bed count, and the studentships living in a room since a date.
 * A studentship lives in at most one room.
 */
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'

/** A dormitory building (e.g. "Yunus Emre Yurdu A Blok") for female or male students. */
export const dormitoryBuildings = pgTable(
  'dormitory_buildings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
  },
  (t) => [
    uniqueIndex('dormitory_buildings_name_key').on(t.name),
    check('dormitory_buildings_gender', sql`${t.gender} in ('female', 'male')`),
  ],
)

/** A room of a building: its number, floor and beds. */
export const dormitoryRooms = pgTable(
  'dormitory_rooms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    buildingId: integer('building_id')
      .notNull()
      .references(() => dormitoryBuildings.id),
    roomNo: text('room_no').notNull(),
    floor: integer('floor').notNull(),
    beds: integer('beds').notNull(),
  },
  (t) => [
    uniqueIndex('dormitory_rooms_building_room_key').on(t.buildingId, t.roomNo),
    check('dormitory_rooms_beds', sql`${t.beds} between 1 and 8`),
  ],
)

/** A studentship living in a room since an Istanbul date (at most one room per studentship). */
export const dormitoryResidents = pgTable(
  'dormitory_residents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roomId: integer('room_id')
      .notNull()
      .references(() => dormitoryRooms.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    since: date('since', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('dormitory_residents_student_key').on(t.studentId),
    index('dormitory_residents_room_idx').on(t.roomId),
  ],
)
