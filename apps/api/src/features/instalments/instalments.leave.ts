/**
 * What a departing student is owed or owes on the instalment plans (issue 16 "the refund/leave calculation: fees
 * paid, instalments outstanding"; issue 17 cancellation rule): for each plan that is not cancelled, the plan as
 * if cancelled today (Europe/Istanbul) — refund = max(0, paid − accrued), owed = max(0, accrued − paid), in
 * kuruş ({@link cancellation}). A cancelled plan was settled at its cancellation and counts no more.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { type Clock, istanbulToday } from '../../platform/time.ts'
import { cancellation } from './instalments.money.ts'
import { instalmentPlans, instalments } from './instalments.schema.ts'

/** The figures in kuruş: fees paid, the refundable part of them, and what is still owed. */
export interface LeaveFigures {
  feesPaidKurus: number
  refundableKurus: number
  outstandingKurus: number
}

/**
 * `(studentId) => figures` over the student's plans that are not cancelled; null when the student has none
 * (the departure feature then uses its own input, or shows the §8 "leave calculation failed" message).
 */
export function createLeaveFigures(db: Database, clock: Clock) {
  return async (studentId: number): Promise<LeaveFigures | null> => {
    const plans = await db
      .select({
        id: instalmentPlans.id,
        accrued: instalmentPlans.accrued,
        paidKurus: instalmentPlans.paidKurus,
      })
      .from(instalmentPlans)
      .where(and(eq(instalmentPlans.studentId, studentId), ne(instalmentPlans.state, 'cancelled')))
    if (plans.length === 0) return null
    const parts = await db
      .select({
        planId: instalments.planId,
        dueDate: instalments.dueDate,
        amountKurus: instalments.amountKurus,
      })
      .from(instalments)
      .where(
        inArray(
          instalments.planId,
          plans.map((p) => p.id),
        ),
      )
      .orderBy(asc(instalments.planId), asc(instalments.no))
    const today = istanbulToday(clock())
    const figures: LeaveFigures = { feesPaidKurus: 0, refundableKurus: 0, outstandingKurus: 0 }
    for (const plan of plans) {
      const c = cancellation(
        plan,
        parts.filter((x) => x.planId === plan.id),
        today,
      )
      figures.feesPaidKurus += plan.paidKurus
      figures.refundableKurus += c.refundKurus
      figures.outstandingKurus += c.remainingDebtKurus
    }
    return figures
  }
}
