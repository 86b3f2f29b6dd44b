/**
 * The student centre's side of events (issue 21 § Events; spec §1 "Events and points … with maximum points by
 * event type; orientation events", §3 "Event"): event types with their maximum points, event definitions,
 * the attendance list with check boxes, and each event's QR check-in code. Writes are transactional and
 * audited; the caller's role (student centre) is checked by the routes.
 */
import type {
  AttendanceSheet,
  CheckInCode,
  EventDefinition,
  EventListQuery,
  EventType,
  SaveAttendanceRequest,
  SaveEventRequest,
  SaveEventTypeRequest,
} from '@unacs/contracts'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import QRCode from 'qrcode'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { foldedContains } from '../../platform/text/turkish-fold.ts'
import type { Clock } from '../../platform/time.ts'
import { checkInWindow, signCheckIn } from './events.checkin.ts'
import { eventAttendance, eventRegistrations, events, eventTypes } from './events.schema.ts'

/** The columns of an event definition with its counts, named in `lang`. */
function definitionColumns(lang: Language) {
  return {
    id: events.id,
    typeId: events.typeId,
    typeName: lang === 'en' ? eventTypes.nameEn : eventTypes.nameTr,
    nameTr: events.nameTr,
    nameEn: events.nameEn,
    hall: events.hall,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    points: events.points,
    capacity: events.capacity,
    orientation: events.orientation,
    organiserClubId: events.organiserClubId,
    registered: sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status = 'registered')`,
    waitlisted: sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status = 'waitlisted')`,
    attended: sql<number>`(select count(*)::int from event_attendance a where a.event_id = "events"."id" and a.status = 'attended')`,
  }
}

type DefinitionRow = {
  id: number
  typeId: number
  typeName: string
  nameTr: string
  nameEn: string
  hall: string
  startsAt: Date
  endsAt: Date
  points: number
  capacity: number | null
  orientation: boolean
  organiserClubId: number | null
  registered: number
  waitlisted: number
  attended: number
}

/** A definition row in the contract's shape. */
function toDefinition(r: DefinitionRow): EventDefinition {
  return {
    Id: r.id,
    TypeId: r.typeId,
    TypeName: r.typeName,
    NameTr: r.nameTr,
    NameEn: r.nameEn,
    Hall: r.hall,
    StartsAt: r.startsAt.toISOString(),
    EndsAt: r.endsAt.toISOString(),
    Points: r.points,
    Capacity: r.capacity,
    Orientation: r.orientation,
    OrganiserClubId: r.organiserClubId,
    RegisteredCount: r.registered,
    WaitlistCount: r.waitlisted,
    AttendedCount: r.attended,
  }
}

/** Creates the student centre's events service; `publicUrl` is the portal's address for check-in links. */
export function createEventsAdminService(db: Database, clock: Clock, publicUrl: string) {
  async function definition(id: number, lang: Language): Promise<EventDefinition> {
    const [row] = await db
      .select(definitionColumns(lang))
      .from(events)
      .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
      .where(eq(events.id, id))
    if (!row) throw notFound('events.notFound')
    return toDefinition(row)
  }

  return {
    definition,

    /** Every event type with its maximum points and how many events use it, in id order. */
    async types(): Promise<EventType[]> {
      const rows = await db
        .select({
          id: eventTypes.id,
          code: eventTypes.code,
          nameTr: eventTypes.nameTr,
          nameEn: eventTypes.nameEn,
          maxPoints: eventTypes.maxPoints,
          eventCount: sql<number>`(select count(*)::int from events e where e.type_id = "event_types"."id")`,
        })
        .from(eventTypes)
        .orderBy(asc(eventTypes.id))
      return rows.map((r) => ({
        Id: r.id,
        Code: r.code,
        NameTr: r.nameTr,
        NameEn: r.nameEn,
        MaxPoints: r.maxPoints,
        EventCount: r.eventCount,
      }))
    },

    /** Creates or updates an event type; returns its id. 404 unknown id; 409 code taken. Audited. */
    async saveType(principal: Principal, body: SaveEventTypeRequest): Promise<number> {
      const values = { code: body.Code, nameTr: body.NameTr, nameEn: body.NameEn, maxPoints: body.MaxPoints }
      try {
        return await db.transaction(async (tx) => {
          if (body.Id === undefined) {
            const [row] = await tx.insert(eventTypes).values(values).returning()
            if (!row) throw notFound('events.typeNotFound')
            await recordAudit(tx, auditActorOf(principal), {
              entity: 'event_type',
              entityId: row.id,
              action: 'create',
              after: values,
            })
            return row.id
          }
          const [before] = await tx.select().from(eventTypes).where(eq(eventTypes.id, body.Id)).for('update')
          if (!before) throw notFound('events.typeNotFound')
          await tx.update(eventTypes).set(values).where(eq(eventTypes.id, body.Id))
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'event_type',
            entityId: body.Id,
            action: 'update',
            before,
            after: values,
          })
          return body.Id
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('events.typeCodeTaken')
        throw err
      }
    },

    /** A page of events, newest first, optionally only orientation events or matching `search`. */
    async list(q: EventListQuery, lang: Language) {
      const filters = [
        q.orientation === undefined ? undefined : eq(events.orientation, q.orientation === 'true'),
        foldedContains([events.nameTr, events.nameEn], q.search),
      ]
      const where = and(...filters)
      const [rows, [total]] = await Promise.all([
        db
          .select(definitionColumns(lang))
          .from(events)
          .innerJoin(eventTypes, eq(eventTypes.id, events.typeId))
          .where(where)
          .orderBy(desc(events.startsAt), desc(events.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(events).where(where),
      ])
      return { items: rows.map(toDefinition), page: q.page, pageSize: q.pageSize, total: total?.n ?? 0 }
    },

    /**
     * Creates or updates an event; returns its id. 422 end not after start, unknown type, capacity below
     * the seats already taken; 404 unknown id. A change of times renews the QR key (old codes stop working).
     */
    async saveEvent(principal: Principal, body: SaveEventRequest): Promise<number> {
      const startsAt = new Date(body.StartsAt)
      const endsAt = new Date(body.EndsAt)
      if (endsAt <= startsAt) throw businessRule('events.endBeforeStart')
      if (endsAt.getTime() - startsAt.getTime() > 14 * 86_400_000) throw businessRule('events.tooLong')
      const values = {
        typeId: body.TypeId,
        nameTr: body.NameTr,
        nameEn: body.NameEn,
        hall: body.Hall,
        startsAt,
        endsAt,
        points: body.Points,
        capacity: body.Capacity,
        orientation: body.Orientation,
        organiserClubId: body.OrganiserClubId,
      }
      return db.transaction(async (tx) => {
        const [type] = await tx
          .select({ id: eventTypes.id })
          .from(eventTypes)
          .where(eq(eventTypes.id, body.TypeId))
        if (!type) throw businessRule('events.typeNotFound')
        if (body.Id === undefined) {
          const [row] = await tx.insert(events).values(values).returning({ id: events.id })
          if (!row) throw notFound('events.notFound')
          await recordAudit(tx, auditActorOf(principal), {
            entity: 'event',
            entityId: row.id,
            action: 'create',
            after: values,
          })
          return row.id
        }
        const [before] = await tx.select().from(events).where(eq(events.id, body.Id)).for('update')
        if (!before) throw notFound('events.notFound')
        const [seats] = await tx
          .select({ n: count() })
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, body.Id), eq(eventRegistrations.status, 'registered')))
        if (body.Capacity !== null && (seats?.n ?? 0) > body.Capacity) {
          throw businessRule('events.capacityBelowRegistered', { registered: seats?.n ?? 0 })
        }
        const moved =
          before.startsAt.getTime() !== startsAt.getTime() || before.endsAt.getTime() !== endsAt.getTime()
        await tx
          .update(events)
          .set(
            moved
              ? {
                  ...values,
                  checkInKey: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
                }
              : values,
          )
          .where(eq(events.id, body.Id))
        const { checkInKey: _key, ...snapshot } = before
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'event',
          entityId: body.Id,
          action: 'update',
          before: snapshot,
          after: values,
        })
        return body.Id
      })
    },

    /** The attendance list of an event: registered students and everyone recorded, by student number. 404. */
    async sheet(eventId: number, lang: Language): Promise<AttendanceSheet> {
      const event = await definition(eventId, lang)
      const [registered, recorded] = await Promise.all([
        db
          .select({ studentId: eventRegistrations.studentId, status: eventRegistrations.status })
          .from(eventRegistrations)
          .where(eq(eventRegistrations.eventId, eventId)),
        db
          .select({
            studentId: eventAttendance.studentId,
            status: eventAttendance.status,
            source: eventAttendance.source,
          })
          .from(eventAttendance)
          .where(eq(eventAttendance.eventId, eventId)),
      ])
      const ids = [...new Set([...registered, ...recorded].map((r) => r.studentId))]
      const people = ids.length
        ? await db
            .select({
              id: students.id,
              studentNo: students.studentNo,
              first: persons.firstName,
              last: persons.lastName,
            })
            .from(students)
            .innerJoin(persons, eq(persons.id, students.personId))
            .where(inArray(students.id, ids))
        : []
      const reg = new Map(registered.map((r) => [r.studentId, r.status]))
      const rec = new Map(recorded.map((r) => [r.studentId, r]))
      const lines = people
        .map((p) => ({
          StudentNo: p.studentNo,
          FullName: `${p.first} ${p.last}`,
          Registration: reg.get(p.id) ?? null,
          Status: rec.get(p.id)?.status ?? null,
          Source: rec.get(p.id)?.source ?? null,
        }))
        .sort((a, b) => a.StudentNo.localeCompare(b.StudentNo))
      return { Event: event, Lines: lines }
    },

    /**
     * Saves the check boxes of an attendance list: ticked → attended (the event's points), unticked →
     * absent (0). 404 unknown event; 422 unknown student number or an event that has not started. Audited.
     */
    async saveAttendance(principal: Principal, body: SaveAttendanceRequest): Promise<number> {
      const numbers = [...new Set(body.Entries.map((e) => e.StudentNo))]
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(events).where(eq(events.id, body.EventId)).for('update')
        if (!event) throw notFound('events.notFound')
        const now = clock()
        if (now < event.startsAt) throw businessRule('events.notStarted')
        const found = await tx
          .select({ id: students.id, studentNo: students.studentNo })
          .from(students)
          .where(inArray(students.studentNo, numbers))
        const byNo = new Map(found.map((s) => [s.studentNo, s.id]))
        const missing = numbers.find((n) => !byNo.has(n))
        if (missing) throw businessRule('events.unknownStudent', { studentNo: missing })
        for (const e of body.Entries) {
          const studentId = byNo.get(e.StudentNo) as number
          const values = {
            status: e.Attended ? ('attended' as const) : ('absent' as const),
            points: e.Attended ? event.points : 0,
            source: 'list' as const,
            recordedAt: now,
          }
          await tx
            .insert(eventAttendance)
            .values({ eventId: event.id, studentId, ...values })
            .onConflictDoUpdate({ target: [eventAttendance.eventId, eventAttendance.studentId], set: values })
        }
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'event_attendance',
          entityId: event.id,
          action: 'save-list',
          after: body.Entries,
        })
        return body.Entries.length
      })
    },

    /**
     * The event's QR check-in code: the portal URL /ogrenci/etkinlik-yoklama/{id}?token={JWT} (the token in the
     * query: the web server treats a last path segment with dots as a file) valid in the event's window. 404.
     */
    async checkInCode(eventId: number): Promise<CheckInCode> {
      const [event] = await db.select().from(events).where(eq(events.id, eventId))
      if (!event) throw notFound('events.notFound')
      const token = await signCheckIn(event)
      const url = `${publicUrl.replace(/\/+$/, '')}/ogrenci/etkinlik-yoklama/${event.id}?token=${token}`
      const window = checkInWindow(event)
      return {
        Url: url,
        Svg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
        ValidFrom: window.from.toISOString(),
        ValidUntil: window.until.toISOString(),
      }
    },
  }
}

/** The student centre's events service's type. */
export type EventsAdminService = ReturnType<typeof createEventsAdminService>
