/**
 * The academic calendar (issue 24 deadlines): the calendar's terms (code, names, the span from the first
 * registration day to the last make-up exam) and their dated entries (registration window, add-drop, freeze and
 * departure deadlines, exam weeks, holidays) with TR/EN titles, the audience and a row version. The calendar
 * keeps its own terms because the university publishes the spring calendar before the spring term is opened in
 * `academic_terms` (docs/decisions.md "Academic calendar").
 */
import { CALENDAR_KINDS } from '@unacs/contracts'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { persons } from '../../db/schema/people.schema.ts'

/** The entry kinds are the contract's (one list for the API's answers and the database's enum). */
export const calendarEntryKind = pgEnum('calendar_entry_kind', CALENDAR_KINDS)
export const calendarAudience = pgEnum('calendar_audience', ['all', 'students'])

/** One term of the calendar; entries lie within [startsOn, endsOn]. */
export const calendarTerms = pgTable(
  'academic_calendar_terms',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The term's code in the academic_terms form (e.g. 2026-2027-G). */
    code: text('code').notNull().unique(),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
  },
  (t) => [check('academic_calendar_terms_span', sql`${t.endsOn} >= ${t.startsOn}`)],
)

/** One dated entry of a calendar term (a single day when startsOn = endsOn). */
export const calendarEntries = pgTable(
  'academic_calendar_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    termId: integer('term_id')
      .notNull()
      .references(() => calendarTerms.id),
    kind: calendarEntryKind('kind').notNull(),
    titleTr: text('title_tr').notNull(),
    titleEn: text('title_en').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    audience: calendarAudience('audience').notNull().default('all'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => persons.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('academic_calendar_entries_term_idx').on(t.termId, t.startsOn),
    index('academic_calendar_entries_end_idx').on(t.endsOn),
    check('academic_calendar_entries_span', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
)
