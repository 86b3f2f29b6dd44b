/** Payment rows and the student of a portal call (issue 17 § Payments). */
import type { Payment } from '@unacs/contracts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import type { Principal } from '../../identity/guard/access.ts'
import { forbidden } from '../../platform/http/errors.ts'
import type { payments } from './payments.schema.ts'

/** A payment row. */
export type PaymentRow = typeof payments.$inferSelect

/** The caller's active studentship (id and number); 403 for staff or a studentship not the caller's. */
export async function studentOf(
  db: Database,
  principal: Principal,
): Promise<{ id: number; studentNo: string }> {
  if (principal.userType !== 'student' || !principal.activeStudentNo) throw forbidden()
  const [row] = await db
    .select({ id: students.id, studentNo: students.studentNo })
    .from(students)
    .where(and(eq(students.studentNo, principal.activeStudentNo), eq(students.personId, principal.personId)))
  if (!row) throw forbidden()
  return row
}

/** The contract view of a payment row. */
export function paymentView(row: PaymentRow): Payment {
  return {
    Id: row.id,
    OrderId: row.orderId,
    Purpose: row.purpose,
    State: row.state,
    AmountKurus: row.amountKurus,
    Currency: row.currency,
    ExchangeRate: row.exchangeRate,
    Description: row.description,
    BankMessage: row.bankMessage,
    CreatedAt: row.createdAt.toISOString(),
    CompletedAt: row.completedAt?.toISOString() ?? null,
    ReturnPath: row.returnPath,
  }
}

/** A payment's audit snapshot (never any card data: the portal has none). */
export const paymentSnapshot = (row: PaymentRow) => ({
  orderId: row.orderId,
  state: row.state,
  amountKurus: row.amountKurus,
  currency: row.currency,
  exchangeRate: row.exchangeRate,
  bankMessage: row.bankMessage,
  bankTransId: row.bankTransId,
})
