/** Database access of events and points (spec §3 "Event"). */
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import { eventAttendance, events, eventTypes } from './events.schema.ts'

/** The studentship `studentNo` of `personId`, or null when it is not theirs. */
export async function studentshipOf(db: Database, personId: number, studentNo: string) {
  const [row] = await db
    .select({ id: students.id, studentNo: students.studentNo })
    .from(students)
    .where(and(eq(students.studentNo, studentNo), eq(students.personId, personId)))
  return row ?? null
}

/** Every event type, in id order, named in `lang`. */
export async function typesOf(db: Database, lang: Language) {
  return db
    .select({
      id: eventTypes.id,
      name: lang === 'en' ? eventTypes.nameEn : eventTypes.nameTr,
      maxPoints: eventTypes.maxPoints,
    })
    .from(eventTypes)
    .orderBy(asc(eventTypes.id))
}

/** The events `studentId` is recorded for, oldest first, named in `lang`. */
export async function attendanceOf(db: Database, studentId: number, lang: Language) {
  return db
    .select({
      id: events.id,
      name: lang === 'en' ? events.nameEn : events.nameTr,
      hall: events.hall,
      typeId: events.typeId,
      startsAt: events.startsAt,
      status: eventAttendance.status,
      points: eventAttendance.points,
    })
    .from(eventAttendance)
    .innerJoin(events, eq(events.id, eventAttendance.eventId))
    .where(eq(eventAttendance.studentId, studentId))
    .orderBy(asc(events.startsAt), asc(events.id))
}

/** The events organised by club `clubId`, newest first: id, name, hall, start and end. */
export async function organisedBy(db: Database, clubId: number, lang: Language) {
  return db
    .select({
      id: events.id,
      name: lang === 'en' ? events.nameEn : events.nameTr,
      hall: events.hall,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(eq(events.organiserClubId, clubId))
    .orderBy(desc(events.startsAt), desc(events.id))
}
