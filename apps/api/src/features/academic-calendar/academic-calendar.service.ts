/**
 * The academic calendar's rules (issue 24 "a student sees … deadlines (registration window, freeze and
 * departure deadlines)"):
 * - the student's upcoming entries: those not yet over on today's Istanbul date (in progress included), by
 *   start date, with the days left to their start or, once started, to their end;
 * - the registrar's list (any registrar) and writes: only a registrar whose role covers the university (the
 *   root unit; the calendar is university-wide, so a clerk of a few schools reads but cannot write: 403);
 *   end not before start and both within the calendar term (422), optimistic concurrency (409), audited.
 */

import type {
  CalendarEntry,
  CalendarList,
  CalendarTerm,
  DeleteCalendarEntry,
  Language,
  SaveCalendarEntry,
  UpcomingCalendarEntry,
} from '@unacs/contracts'
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { roleUnitsOf } from '../../identity/guard/unit-scope.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { day, term as termParam } from '../../platform/format/format.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { MessageParams } from '../../platform/i18n/messages.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { calendarEntries, calendarTerms } from './academic-calendar.schema.ts'
import './academic-calendar.messages.ts'

type EntryRow = typeof calendarEntries.$inferSelect
type TermRow = typeof calendarTerms.$inferSelect

/** Whole days from ISO date `from` to ISO date `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

const termOut = (t: TermRow, lang: Language): CalendarTerm => ({
  Id: t.id,
  Code: t.code,
  Name: lang === 'en' ? t.nameEn : t.nameTr,
  StartsOn: t.startsOn,
  EndsOn: t.endsOn,
})

const entryOut = (e: EntryRow): CalendarEntry => ({
  Id: e.id,
  TermId: e.termId,
  Kind: e.kind,
  TitleTr: e.titleTr,
  TitleEn: e.titleEn,
  StartsOn: e.startsOn,
  EndsOn: e.endsOn,
  Audience: e.audience,
  Version: e.version,
})

/** The 422 problem of an entry's dates within `term`, or null when they are fine. */
export function datesProblem(
  body: Pick<SaveCalendarEntry, 'StartsOn' | 'EndsOn'>,
  term: TermRow,
): { key: string; params?: MessageParams } | null {
  if (body.EndsOn < body.StartsOn) return { key: 'academicCalendar.endBeforeStart' }
  if (body.StartsOn < term.startsOn || body.EndsOn > term.endsOn)
    return {
      key: 'academicCalendar.outsideTerm',
      params: { term: termParam(term.code), from: day(term.startsOn), to: day(term.endsOn) },
    }
  return null
}

/** Builds the calendar service over `db`; `clock` gives today (Europe/Istanbul). */
export function createAcademicCalendarService(db: Database, clock: Clock) {
  /** 403 unless the caller's active (registrar) role covers the university's root unit. */
  async function assertUniversityWide(tx: Database, principal: Principal): Promise<void> {
    const scope = await roleUnitsOf(tx, principal)
    if (scope.length > 0) {
      const roots = await tx.select({ id: units.id }).from(units).where(isNull(units.parentId))
      if (roots.some((r) => scope.includes(r.id))) return
    }
    throw forbidden('academicCalendar.notUniversityWide')
  }

  /** The term `id` (422 when unknown: a body field, not a path). */
  async function termOf(tx: Database, id: number): Promise<TermRow> {
    const [term] = await tx.select().from(calendarTerms).where(eq(calendarTerms.id, id))
    if (!term) throw businessRule('academicCalendar.unknownTerm')
    return term
  }

  const audit = (tx: Database, p: Principal, id: number, action: string, before: unknown, after: unknown) =>
    recordAudit(tx, auditActorOf(p), {
      entity: 'academic_calendar_entry',
      entityId: id,
      action,
      before,
      after,
    })

  return {
    /**
     * The next `count` entries for students (audience all or students) whose end is today or later on the
     * Istanbul date, by start date then end date. `DaysLeft` counts days to the start, or to the end once
     * started (`InProgress`). A caller whose active studentship has ended (withdrawn or graduated) gets none:
     * registration and departure deadlines no longer apply (issue 37 § Students).
     */
    async upcoming(principal: Principal, count: number, lang: Language): Promise<UpcomingCalendarEntry[]> {
      if (principal.activeStudentNo) {
        const [own] = await db
          .select({ status: students.status })
          .from(students)
          .where(
            and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)),
          )
        if (own && (own.status === 'withdrawn' || own.status === 'graduated')) return []
      }
      const today = istanbulToday(clock())
      const rows = await db
        .select({ e: calendarEntries, t: calendarTerms })
        .from(calendarEntries)
        .innerJoin(calendarTerms, eq(calendarTerms.id, calendarEntries.termId))
        .where(gte(calendarEntries.endsOn, today))
        .orderBy(asc(calendarEntries.startsOn), asc(calendarEntries.endsOn), asc(calendarEntries.id))
        .limit(count)
      return rows.map(({ e, t }) => {
        const inProgress = e.startsOn <= today
        return {
          Id: e.id,
          Kind: e.kind,
          Title: lang === 'en' ? e.titleEn : e.titleTr,
          TermName: lang === 'en' ? t.nameEn : t.nameTr,
          StartsOn: e.startsOn,
          EndsOn: e.endsOn,
          InProgress: inProgress,
          DaysLeft: daysFrom(today, inProgress ? e.endsOn : e.startsOn),
        }
      })
    },

    /** The registrar's list: every calendar term and the entries (of `termId` when given), by start date. */
    async list(termId: number | undefined, lang: Language): Promise<CalendarList> {
      const terms = await db.select().from(calendarTerms).orderBy(asc(calendarTerms.startsOn))
      const entries = await db
        .select()
        .from(calendarEntries)
        .where(termId === undefined ? undefined : eq(calendarEntries.termId, termId))
        .orderBy(asc(calendarEntries.startsOn), asc(calendarEntries.endsOn), asc(calendarEntries.id))
      return { Terms: terms.map((t) => termOut(t, lang)), Entries: entries.map(entryOut) }
    },

    /**
     * Adds (`Id` null) or edits (`Id`, `Version` as read) an entry. 403 without university-wide scope; 422 dates
     * (end before start, outside the term) or an unknown term; 404 unknown entry; 409 a stale version. Audited.
     */
    async save(principal: Principal, body: SaveCalendarEntry): Promise<CalendarEntry> {
      return db.transaction(async (tx) => {
        await assertUniversityWide(tx, principal)
        const term = await termOf(tx, body.TermId)
        const problem = datesProblem(body, term)
        if (problem) throw businessRule(problem.key, problem.params)
        const values = {
          termId: body.TermId,
          kind: body.Kind,
          titleTr: body.TitleTr,
          titleEn: body.TitleEn,
          startsOn: body.StartsOn,
          endsOn: body.EndsOn,
          audience: body.Audience,
          updatedBy: principal.personId,
          updatedAt: new Date(),
        }
        if (body.Id === null) {
          const [row] = await tx.insert(calendarEntries).values(values).returning()
          if (!row) throw new Error('insert returned nothing')
          await audit(tx, principal, row.id, 'create', null, row)
          return entryOut(row)
        }
        const [before] = await tx.select().from(calendarEntries).where(eq(calendarEntries.id, body.Id))
        if (!before) throw notFound()
        const [after] = await tx
          .update(calendarEntries)
          .set({ ...values, version: sql`${calendarEntries.version} + 1` })
          .where(and(eq(calendarEntries.id, body.Id), eq(calendarEntries.version, body.Version ?? -1)))
          .returning()
        if (!after) throw conflict('academicCalendar.stale', {}, entryOut(before))
        await audit(tx, principal, after.id, 'update', before, after)
        return entryOut(after)
      })
    },

    /** Deletes entry `Id` as read. 403 without university-wide scope; 404 unknown; 409 stale. Audited. */
    async remove(principal: Principal, body: DeleteCalendarEntry): Promise<void> {
      await db.transaction(async (tx) => {
        await assertUniversityWide(tx, principal)
        const [before] = await tx.select().from(calendarEntries).where(eq(calendarEntries.id, body.Id))
        if (!before) throw notFound()
        const [gone] = await tx
          .delete(calendarEntries)
          .where(and(eq(calendarEntries.id, body.Id), eq(calendarEntries.version, body.Version)))
          .returning()
        if (!gone) throw conflict('academicCalendar.stale', {}, entryOut(before))
        await audit(tx, principal, body.Id, 'delete', before, null)
      })
    },
  }
}

/** The calendar service type. */
export type AcademicCalendarService = ReturnType<typeof createAcademicCalendarService>
