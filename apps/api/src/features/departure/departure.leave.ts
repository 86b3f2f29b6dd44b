/**
 * The refund/leave calculation (issue 16 "what the student is owed or owes on departure (fees paid,
 * instalments outstanding)"; spec §8 "leave calculation failed, contact student affairs"). Until the money
 * feature lands this reads the small input kept in `departure_fee_accounts`; the money feature replaces
 * `createLeaveCalculator` by passing its own calculator in features/index.ts.
 *
 * Rule: balance = refundable part of the fees paid − instalments outstanding (kuruş). Positive: the
 * university owes the student; negative: the student owes. No input row: null (the §8 message).
 */
import type { LeaveCalculation } from '@unacs/contracts'
import type { Database } from '../../db/client.ts'
import { feeAccountOf } from './departure.repo.ts'
import type { LeaveCalculator } from './departure.views.ts'

/** Calculates from the input row; null when there is none or it is inconsistent (refundable > paid, negatives). */
export function calculateLeave(input: {
  feesPaidKurus: number
  refundableKurus: number
  outstandingKurus: number
}): LeaveCalculation | null {
  const { feesPaidKurus, refundableKurus, outstandingKurus } = input
  if (feesPaidKurus < 0 || refundableKurus < 0 || outstandingKurus < 0 || refundableKurus > feesPaidKurus)
    return null
  return {
    FeesPaidKurus: feesPaidKurus,
    RefundableKurus: refundableKurus,
    OutstandingKurus: outstandingKurus,
    BalanceKurus: refundableKurus - outstandingKurus,
  }
}

/** The calculator over this feature's own input table. */
export function createLeaveCalculator(db: Database): LeaveCalculator {
  return async (studentId) => {
    const row = await feeAccountOf(db, studentId)
    return row ? calculateLeave(row) : null
  }
}
