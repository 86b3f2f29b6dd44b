/**
 * Calendar files (issue 21 § "Every event, orientation event and club meeting offers an .ics calendar file,
 * and the student's page offers a personal calendar feed URL (a secret token in the URL, revocable)").
 * iCalendar text comes from the `ics` library; times are written as UTC instants (DTSTART:…Z), so every
 * calendar shows them at the right local time (Europe/Istanbul events included).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { CalendarFeed } from '@unacs/contracts'
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import { createEvents, type EventAttributes } from 'ics'
import type { Database } from '../../db/client.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { studentshipOf } from './events.repo.ts'
import { calendarFeeds, eventAttendance, eventRegistrations, events } from './events.schema.ts'

/** The clubs a studentship belongs to (from the clubs feature, passed in at features/index.ts). */
export type ClubMemberships = (studentId: number) => Promise<number[]>

type EventRow = typeof events.$inferSelect

/** The sha-256 (hex) of a feed token: what the database keeps. */
function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** `rows` as an iCalendar text named `calName`; throws if the library refuses an event. */
export function icsOf(rows: readonly EventRow[], lang: Language, calName: string, host: string): string {
  const items: EventAttributes[] = rows.map((e) => ({
    uid: `event-${e.id}@${host}`,
    title: lang === 'en' ? e.nameEn : e.nameTr,
    location: e.hall,
    start: e.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: e.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
  }))
  const { error, value } = createEvents(items, { productId: '-//UNACS//Events//TR', calName })
  if (error || value === null) throw error ?? new Error('ics')
  return value
}

/** Creates the calendar service; `publicUrl` builds feed URLs; `clubsOf` gives a student's clubs. */
export function createCalendarService(
  db: Database,
  clock: Clock,
  publicUrl: string,
  clubsOf: ClubMemberships,
) {
  const base = publicUrl.replace(/\/+$/, '')
  const host = new URL(base).hostname

  async function studentOf(principal: Principal) {
    if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
    const student = await studentshipOf(db, principal.personId, principal.activeStudentNo)
    if (!student) throw forbidden()
    return student
  }

  return {
    /** One event's .ics text. 404 unknown event. */
    async eventFile(eventId: number, lang: Language): Promise<string> {
      const [event] = await db.select().from(events).where(eq(events.id, eventId))
      if (!event) throw notFound('events.notFound')
      return icsOf([event], lang, lang === 'en' ? event.nameEn : event.nameTr, host)
    },

    /** The events organised by `clubIds` as one .ics text (club meetings). */
    async clubFile(clubIds: number[], calName: string, lang: Language): Promise<string> {
      const rows = clubIds.length
        ? await db
            .select()
            .from(events)
            .where(inArray(events.organiserClubId, clubIds))
            .orderBy(asc(events.startsAt))
        : []
      return icsOf(rows, lang, calName, host)
    },

    /** The caller's live feed (URL unknown after creation: only its date), or nulls. */
    async feed(principal: Principal): Promise<CalendarFeed> {
      const student = await studentOf(principal)
      const [live] = await db
        .select({ createdAt: calendarFeeds.createdAt })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.studentId, student.id), isNull(calendarFeeds.revokedAt)))
      return { Url: null, CreatedAt: live?.createdAt.toISOString() ?? null }
    },

    /**
     * Creates a new feed for the caller's active studentship, revoking the previous one; returns its URL
     * (shown once: only the token's hash is kept). Audited.
     */
    async createFeed(principal: Principal): Promise<CalendarFeed> {
      const student = await studentOf(principal)
      const token = randomBytes(32).toString('base64url')
      const now = clock()
      await db.transaction(async (tx) => {
        await tx
          .update(calendarFeeds)
          .set({ revokedAt: now })
          .where(and(eq(calendarFeeds.studentId, student.id), isNull(calendarFeeds.revokedAt)))
        await tx
          .insert(calendarFeeds)
          .values({ studentId: student.id, tokenHash: hashOf(token), createdAt: now })
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'event_calendar_feed',
          entityId: student.id,
          action: 'create',
        })
      })
      return { Url: `${base}/api/Etkinlik/Takvim/Akis/${token}`, CreatedAt: now.toISOString() }
    },

    /** Revokes the caller's live feed (its URL stops working). Audited; no-op when none. */
    async revokeFeed(principal: Principal): Promise<void> {
      const student = await studentOf(principal)
      await db.transaction(async (tx) => {
        const revoked = await tx
          .update(calendarFeeds)
          .set({ revokedAt: clock() })
          .where(and(eq(calendarFeeds.studentId, student.id), isNull(calendarFeeds.revokedAt)))
          .returning({ id: calendarFeeds.id })
        if (revoked.length > 0) {
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'event_calendar_feed',
            entityId: student.id,
            action: 'revoke',
          })
        }
      })
    },

    /**
     * The feed of a token: the events the studentship is registered for or recorded at, and its clubs'
     * events, in Turkish. 404 for an unknown or revoked token (no hint which).
     */
    async feedFile(token: string): Promise<string> {
      const [feed] = await db
        .select({ studentId: calendarFeeds.studentId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)))
      if (!feed) throw notFound()
      const clubIds = await clubsOf(feed.studentId)
      const mine = or(
        inArray(
          events.id,
          db
            .select({ id: eventRegistrations.eventId })
            .from(eventRegistrations)
            .where(eq(eventRegistrations.studentId, feed.studentId)),
        ),
        inArray(
          events.id,
          db
            .select({ id: eventAttendance.eventId })
            .from(eventAttendance)
            .where(eq(eventAttendance.studentId, feed.studentId)),
        ),
        clubIds.length ? inArray(events.organiserClubId, clubIds) : undefined,
      )
      const rows = await db.select().from(events).where(mine).orderBy(asc(events.startsAt), asc(events.id))
      return icsOf(rows, 'tr', 'UNACS Etkinliklerim', host)
    },
  }
}

/** The calendar service's type. */
export type CalendarService = ReturnType<typeof createCalendarService>
