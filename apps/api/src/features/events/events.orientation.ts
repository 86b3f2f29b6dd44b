/**
 * Orientation events for new students (issue 21 § Orientation; spec §1 "orientation events"): a student
 * registers for a seat while seats are left, else joins the waiting list; cancelling a seat gives it to the
 * first waiting student. Registration closes when the event starts. Concurrent registrations are serialised
 * by locking the event row, so no more students than the capacity ever get a seat.
 */
import type { OrientationEvent, RegistrationResult, StudentOrientation } from '@unacs/contracts'
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { eventRegistrations, events } from './events.schema.ts'

/** Creates the orientation service. */
export function createOrientationService(db: Database, clock: Clock) {
  /** The caller's active studentship (id, class year); 403 for staff or an inactive studentship. */
  async function studentOf(principal: Principal) {
    if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
    const [row] = await db
      .select({ id: students.id, classYear: students.classYear, status: students.status })
      .from(students)
      .where(
        and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)),
      )
    if (row?.status !== 'active') throw forbidden()
    return row
  }

  return {
    /** Upcoming (not yet ended) orientation events with counts and the caller's registration. */
    async list(principal: Principal, lang: Language): Promise<StudentOrientation> {
      const student = await studentOf(principal)
      const now = clock()
      const rows = await db
        .select({
          id: events.id,
          name: lang === 'en' ? events.nameEn : events.nameTr,
          hall: events.hall,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          points: events.points,
          capacity: events.capacity,
          registered: sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status = 'registered')`,
          waitlisted: sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status = 'waitlisted')`,
          mine: sql<
            string | null
          >`(select r.status::text from event_registrations r where r.event_id = "events"."id" and r.student_id = ${student.id})`,
          position: sql<number | null>`(select count(*)::int from event_registrations w, event_registrations m
            where m.event_id = "events"."id" and m.student_id = ${student.id} and m.status = 'waitlisted'
              and w.event_id = m.event_id and w.status = 'waitlisted' and (w.created_at, w.id) <= (m.created_at, m.id))`,
        })
        .from(events)
        .where(and(eq(events.orientation, true), gte(events.endsAt, now)))
        .orderBy(asc(events.startsAt), asc(events.id))
      const out: OrientationEvent[] = rows.map((r) => ({
        Id: r.id,
        Name: r.name,
        Hall: r.hall,
        StartsAt: r.startsAt.toISOString(),
        EndsAt: r.endsAt.toISOString(),
        Points: r.points,
        Capacity: r.capacity,
        RegisteredCount: r.registered,
        WaitlistCount: r.waitlisted,
        MyStatus: r.mine === 'registered' || r.mine === 'waitlisted' ? r.mine : null,
        MyWaitlistPosition: r.mine === 'waitlisted' ? r.position : null,
        Open: now < r.startsAt,
      }))
      return { IsNewStudent: student.classYear === 1, Events: out }
    },

    /**
     * Registers the caller for an orientation event: a seat when one is left, else the waiting list.
     * Only new (first-year) students may register (issue 37 § Students; the orientation's definition).
     * 404 not an orientation event; 422 started or `events.notNewStudent`; 409 already registered or waiting.
     */
    async register(principal: Principal, eventId: number): Promise<RegistrationResult> {
      const student = await studentOf(principal)
      try {
        return await db.transaction(async (tx) => {
          const [event] = await tx
            .select({
              id: events.id,
              capacity: events.capacity,
              startsAt: events.startsAt,
              orientation: events.orientation,
            })
            .from(events)
            .where(eq(events.id, eventId))
            .for('update')
          if (!event?.orientation) throw notFound('events.notFound')
          const now = clock()
          if (now >= event.startsAt) throw businessRule('events.registrationClosed')
          if (student.classYear !== 1) throw businessRule('events.notNewStudent')
          const [seats] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'registered')))
          const full = event.capacity !== null && (seats?.n ?? 0) >= event.capacity
          const status = full ? ('waitlisted' as const) : ('registered' as const)
          await tx
            .insert(eventRegistrations)
            .values({ eventId, studentId: student.id, status, createdAt: now })
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'event_registration',
            entityId: eventId,
            action: 'register',
            after: { studentId: student.id, status },
          })
          if (!full) return { Status: status, WaitlistPosition: null }
          const [waiting] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(eventRegistrations)
            .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
          return { Status: status, WaitlistPosition: waiting?.n ?? 1 }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('events.alreadyRegistered')
        throw err
      }
    },

    /**
     * Cancels the caller's registration or place on the waiting list; a freed seat goes to the first waiting
     * student. 404 not registered; 422 the event has started.
     */
    async cancel(principal: Principal, eventId: number): Promise<void> {
      const student = await studentOf(principal)
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select({ id: events.id, capacity: events.capacity, startsAt: events.startsAt })
          .from(events)
          .where(eq(events.id, eventId))
          .for('update')
        if (!event) throw notFound('events.notFound')
        if (clock() >= event.startsAt) throw businessRule('events.registrationClosed')
        const [gone] = await tx
          .delete(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.studentId, student.id)))
          .returning()
        if (!gone) throw notFound('events.notRegistered')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'event_registration',
          entityId: eventId,
          action: 'cancel',
          before: { studentId: student.id, status: gone.status },
        })
        if (gone.status !== 'registered') return
        const [next] = await tx
          .select({ id: eventRegistrations.id, studentId: eventRegistrations.studentId })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
          .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
          .limit(1)
        if (!next) return
        await tx
          .update(eventRegistrations)
          .set({ status: 'registered' })
          .where(eq(eventRegistrations.id, next.id))
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'event_registration',
          entityId: eventId,
          action: 'promote',
          before: { studentId: next.studentId, status: 'waitlisted' },
          after: { studentId: next.studentId, status: 'registered' },
        })
      })
    },
  }
}

/** The orientation service's type. */
export type OrientationService = ReturnType<typeof createOrientationService>
