/**
 * Gown rows and views (issue 17 § Graduation gown and cap).
 */

import type { GownRequest } from '@unacs/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { persons, students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { instant } from '../../platform/format/format.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { type Language, translate } from '../../platform/i18n/messages.ts'
import { gownCeremonies, gownRequests } from './gown.schema.ts'

/** A request row. */
export type RequestRow = typeof gownRequests.$inferSelect
/** A request row with its student's number and name. */
export type RequestWithStudent = RequestRow & { studentNo: string; firstName: string; lastName: string }

/** The caller's active studentship (id, number, admission type); 403 for staff or another's studentship. */
export async function studentshipOf(db: Database, principal: Principal) {
  if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
  const [row] = await db
    .select({ id: students.id, studentNo: students.studentNo, admissionType: students.admissionType })
    .from(students)
    .where(and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)))
  if (!row) throw forbidden()
  return row
}

/** The current ceremony, or null. */
export async function currentCeremony(db: Database) {
  const [row] = await db.select().from(gownCeremonies).where(eq(gownCeremonies.isCurrent, true))
  return row ?? null
}

/** Requests with their students matching `where`. */
export function selectRequests(db: Pick<Database, 'select'>) {
  return db
    .select({
      r: gownRequests,
      studentNo: students.studentNo,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(gownRequests)
    .innerJoin(students, eq(students.id, gownRequests.studentId))
    .innerJoin(persons, eq(persons.id, students.personId))
}

/** Flattens a joined row. */
export const flat = (x: {
  r: RequestRow
  studentNo: string
  firstName: string
  lastName: string
}): RequestWithStudent => ({ ...x.r, studentNo: x.studentNo, firstName: x.firstName, lastName: x.lastName })

/** Masks a T.C. kimlik no but its last 4 digits. */
const mask = (tc: string | null) => (tc ? `*******${tc.slice(-4)}` : null)

/**
 * The reason a deposit was captured, in `lang`: the reason typed at the return and, for a late return,
 * "Geç iade (21.12.2026 21:00)" / "Late return (21/12/2026, 21:00)" in Istanbul time (issue 36); null if none.
 */
export function captureReasonText(
  x: { captureReason: string | null; returnedLate: boolean | null; returnedAt: Date | null },
  lang: Language,
): string | null {
  const late =
    x.returnedLate && x.returnedAt ? translate(lang, 'gown.lateReason', { at: instant(x.returnedAt) }) : null
  return [x.captureReason, late].filter(Boolean).join(' — ') || null
}

/** The contract view of a request in `lang`; `own` shows the proxy's full T.C. kimlik no. */
export function requestView(x: RequestWithStudent, own = false, lang: Language = 'tr'): GownRequest {
  return {
    Id: x.id,
    StudentNo: x.studentNo,
    StudentName: `${x.firstName} ${x.lastName}`,
    Size: x.size as GownRequest['Size'],
    PickupBy: x.pickupBy as GownRequest['PickupBy'],
    ProxyName: x.proxyName,
    ProxyTcNo: own ? x.proxyTcNo : mask(x.proxyTcNo),
    State: x.state as GownRequest['State'],
    DepositState: x.depositState as GownRequest['DepositState'],
    DepositKurus: x.depositKurus,
    PaymentId: x.depositPaymentId,
    HandedTo: x.handedTo as GownRequest['HandedTo'],
    HandedOutAt: x.handedOutAt?.toISOString() ?? null,
    ReturnedAt: x.returnedAt?.toISOString() ?? null,
    ReturnCondition: x.returnCondition as GownRequest['ReturnCondition'],
    ReturnedLate: x.returnedLate,
    CaptureReason: captureReasonText(x, lang),
    Version: x.version,
  }
}

/** A request's audit snapshot. */
export const requestSnapshot = (r: RequestRow) => ({
  state: r.state,
  depositState: r.depositState,
  depositPaymentId: r.depositPaymentId,
  pickupBy: r.pickupBy,
  proxyName: r.proxyName,
  handedTo: r.handedTo,
  returnCondition: r.returnCondition,
  returnedLate: r.returnedLate,
  captureReason: r.captureReason,
})
