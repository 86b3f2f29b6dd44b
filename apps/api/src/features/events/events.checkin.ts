/**
 * QR check-in (issue 21 § Events): the QR code of an event encodes a portal URL carrying a JWT (HS256) signed
 * with the event's own secret key, valid from 15 minutes before the start to the end of the event. A signed-in
 * student who opens it is recorded as attended, once: a replay records nothing more (409).
 */
import type { CheckInResult } from '@unacs/contracts'
import { eq, ne } from 'drizzle-orm'
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import type { Database } from '../../db/client.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { badRequest, businessRule, conflict, forbidden } from '../../platform/http/errors.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { studentshipOf } from './events.repo.ts'
import { eventAttendance, events } from './events.schema.ts'

/** Minutes before the start from which a student may check in. */
export const CHECK_IN_OPENS_MINUTES = 15

const AUDIENCE = 'unacs:event-check-in'

/** The check-in window of an event: from 15 minutes before its start to its end. */
export function checkInWindow(event: { startsAt: Date; endsAt: Date }): { from: Date; until: Date } {
  return { from: new Date(event.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000), until: event.endsAt }
}

/** Signs the check-in token of `event` with its key; `nbf`/`exp` are the check-in window (seconds). */
export async function signCheckIn(event: {
  id: number
  startsAt: Date
  endsAt: Date
  checkInKey: string
}): Promise<string> {
  const window = checkInWindow(event)
  return new SignJWT({ ev: event.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setNotBefore(Math.floor(window.from.getTime() / 1000))
    .setExpirationTime(Math.ceil(window.until.getTime() / 1000))
    .sign(new TextEncoder().encode(event.checkInKey))
}

/** The event id a token names, unverified (to find the key); null when it is not such a token. */
function eventIdOf(token: string): number | null {
  try {
    const ev = decodeJwt(token).ev
    return typeof ev === 'number' && Number.isInteger(ev) && ev > 0 && ev <= 2_147_483_647 ? ev : null
  } catch {
    return null
  }
}

/**
 * Checks the caller's active studentship in with a scanned token. Errors: 403 not a student / no active
 * studentship; 400 a token that is not a valid check-in token (bad signature, renewed key, unknown event);
 * 422 outside the event's window; 409 already attended (replay).
 */
export async function checkIn(
  db: Database,
  clock: Clock,
  principal: Principal,
  token: string,
  lang: Language,
): Promise<CheckInResult> {
  if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
  const student = await studentshipOf(db, principal.personId, principal.activeStudentNo)
  if (!student) throw forbidden()
  const eventId = eventIdOf(token)
  if (eventId === null) throw badRequest('events.checkInInvalid')
  const [event] = await db.select().from(events).where(eq(events.id, eventId))
  if (!event) throw badRequest('events.checkInInvalid')
  const now = clock()
  try {
    await jwtVerify(token, new TextEncoder().encode(event.checkInKey), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: 0,
    })
  } catch (err) {
    if (
      err instanceof joseErrors.JWTExpired ||
      (err instanceof joseErrors.JWTClaimValidationFailed && err.claim === 'nbf')
    ) {
      throw businessRule('events.checkInClosed')
    }
    throw badRequest('events.checkInInvalid')
  }
  // The token's window was the event's when it was signed; the event's current times decide.
  const window = checkInWindow(event)
  if (now < window.from || now > window.until) throw businessRule('events.checkInClosed')
  const values = { status: 'attended' as const, points: event.points, source: 'qr' as const, recordedAt: now }
  // One statement: a first check-in inserts, an earlier absent/excused mark becomes attended, and an
  // existing attendance (a replay, or two scans at once) updates nothing and returns no row.
  const written = await db
    .insert(eventAttendance)
    .values({ eventId: event.id, studentId: student.id, ...values })
    .onConflictDoUpdate({
      target: [eventAttendance.eventId, eventAttendance.studentId],
      set: values,
      setWhere: ne(eventAttendance.status, 'attended'),
    })
    .returning({ id: eventAttendance.id })
  if (written.length === 0) throw conflict('events.alreadyCheckedIn')
  return { EventName: lang === 'en' ? event.nameEn : event.nameTr, Points: event.points }
}
