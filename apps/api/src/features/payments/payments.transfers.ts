/**
 * The card payments sent to the bank's virtual POS for a student (issue 39 "My personal data"), from the
 * portal's own payment records: the order, its amount and its state. Card numbers never reach the portal.
 */
import { desc, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payments } from './payments.schema.ts'

/** A reader of `studentIds`' payment attempts, newest first: `{ at, what }` in `lang`; also the raw rows. */
export function paymentTransfersOf(db: Database) {
  const rowsOf = async (studentIds: readonly number[]) =>
    studentIds.length === 0
      ? []
      : db
          .select({
            orderId: payments.orderId,
            purpose: payments.purpose,
            state: payments.state,
            amountKurus: payments.amountKurus,
            currency: payments.currency,
            description: payments.description,
            createdAt: payments.createdAt,
            completedAt: payments.completedAt,
          })
          .from(payments)
          .where(inArray(payments.studentId, [...studentIds]))
          .orderBy(desc(payments.createdAt))
  return {
    rows: rowsOf,
    async transfers(studentIds: readonly number[], lang: 'tr' | 'en') {
      const money = (k: number, c: string) =>
        `${(k / 100).toLocaleString(lang === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 })} ${c === 'TRY' ? 'TL' : c}`
      return (await rowsOf(studentIds)).map((r) => ({
        at: r.createdAt,
        what: `${lang === 'tr' ? 'Kart ödemesi' : 'Card payment'} ${r.orderId}: ${money(r.amountKurus, r.currency)} (${r.description})`,
      }))
    },
  }
}
