/**
 * Athletes of the sports office (issue 21 "Sports scholarship report"; docs/decisions.md "Campus life"):
 * a studentship's sport, team, scholarship rate (whole percent 0..100), the date it started and whether it
 * is active. One active record per studentship and sport.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { students } from '../../db/schema/people.schema.ts'

/** An athlete: a studentship playing a sport in a team, with a scholarship rate. */
export const athletes = pgTable(
  'athletes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    sport: text('sport').notNull(),
    team: text('team').notNull(),
    /** Scholarship rate in whole percent, 0..100. */
    scholarshipRate: integer('scholarship_rate').notNull(),
    /** Istanbul date the athlete record (and scholarship) started. */
    since: date('since', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('athletes_active_student_sport').on(t.studentId, t.sport).where(sql`active`),
    index('athletes_sport_team_idx').on(t.sport, t.team),
    check('athletes_rate_range', sql`${t.scholarshipRate} between 0 and 100`),
  ],
)
