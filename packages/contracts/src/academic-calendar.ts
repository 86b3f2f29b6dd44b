/**
 * The university's academic calendar (issue 24 "deadlines (registration window, freeze and departure
 * deadlines)"): dated entries per calendar term, the student's upcoming ones and the registrar's upkeep.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZVersion } from './common.ts'

/** What an entry marks: registration window, add-drop, freeze and departure deadlines, exam weeks, holidays. */
export const CALENDAR_KINDS = [
  'registration',
  'add_drop',
  'freeze_deadline',
  'departure_deadline',
  'exams',
  'holiday',
] as const
export const ZCalendarKind = z.enum(CALENDAR_KINDS)
export type CalendarKind = z.infer<typeof ZCalendarKind>

/** Who sees an entry: everyone, or students only (both reach the student's home card). */
export const ZCalendarAudience = z.enum(['all', 'students'])
export type CalendarAudience = z.infer<typeof ZCalendarAudience>

/** A term of the calendar: its code (e.g. 2026-2027-B), name and the span its entries must lie within. */
export const ZCalendarTerm = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  StartsOn: ZDate,
  EndsOn: ZDate,
})
export type CalendarTerm = z.infer<typeof ZCalendarTerm>

/** One upcoming entry for a student, its title in the reader's language; `DaysLeft` counts to its start
 * (0 when it starts today) or, once in progress, to its end (`InProgress`). */
export const ZUpcomingCalendarEntry = z.object({
  Id: z.number().int(),
  Kind: ZCalendarKind,
  Title: z.string(),
  TermName: z.string(),
  StartsOn: ZDate,
  EndsOn: ZDate,
  InProgress: z.boolean(),
  DaysLeft: z.number().int(),
})
export type UpcomingCalendarEntry = z.infer<typeof ZUpcomingCalendarEntry>

/** `?count=` of the student's upcoming entries (1..20, default 5). */
export const ZUpcomingCalendarQuery = z.object({ count: z.coerce.number().int().min(1).max(20).default(5) })

/** A stored entry as the registrar edits it, with its row version (optimistic concurrency). */
export const ZCalendarEntry = z.object({
  Id: z.number().int(),
  TermId: z.number().int(),
  Kind: ZCalendarKind,
  TitleTr: z.string(),
  TitleEn: z.string(),
  StartsOn: ZDate,
  EndsOn: ZDate,
  Audience: ZCalendarAudience,
  Version: z.number().int(),
})
export type CalendarEntry = z.infer<typeof ZCalendarEntry>

/** `?termId=` of the registrar's list (omitted: every term). */
export const ZCalendarListQuery = z.object({ termId: ZIdParam.optional() })

/** The registrar's list: the calendar's terms and the entries, by start date. */
export const ZCalendarList = z.object({ Terms: z.array(ZCalendarTerm), Entries: z.array(ZCalendarEntry) })
export type CalendarList = z.infer<typeof ZCalendarList>

/** Adds (`Id` null) or edits (`Id` and `Version` as read) an entry. */
export const ZSaveCalendarEntry = z.object({
  Id: ZId.nullable(),
  Version: ZVersion.nullable(),
  TermId: ZId,
  Kind: ZCalendarKind,
  TitleTr: z.string().trim().min(1).max(200),
  TitleEn: z.string().trim().min(1).max(200),
  StartsOn: ZDate,
  EndsOn: ZDate,
  Audience: ZCalendarAudience,
})
export type SaveCalendarEntry = z.infer<typeof ZSaveCalendarEntry>

/** Deletes an entry as read. */
export const ZDeleteCalendarEntry = z.object({ Id: ZId, Version: ZVersion })
export type DeleteCalendarEntry = z.infer<typeof ZDeleteCalendarEntry>
