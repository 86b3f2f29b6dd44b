/**
 * The instalments feature (issue 17 § Instalment plans (vinov), cancellation and collections; Budget):
 * finance's plans, cancellation with refund, collections settling oldest first and the budget; the
 * student's own plan paid by card through the payments feature (purpose `instalment`).
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { instalmentsRoutes } from './instalments.routes.ts'
import { createInstalmentsService, type FeeOf, type InstalmentPayments } from './instalments.service.ts'

export { createLeaveFigures, type LeaveFigures } from './instalments.leave.ts'
export { createInstalmentsService, type FeeOf, type InstalmentPayments }

/**
 * Registers the instalment routes. `payments`: the payments feature's `create`, `registerPurpose` and
 * `detail` (null: students cannot pay by card). Its handler for `instalment` only runs when `payments` is
 * the instance serving the bank's callback; otherwise the student's plan read applies a settled payment.
 * `feeOf`: the programmes feature's fee of a programme for a term (plans created from the programme fee).
 */
export async function instalmentsFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; payments: InstalmentPayments | null; feeOf?: FeeOf },
) {
  await app.register(instalmentsRoutes, { instalments: createInstalmentsService(deps) })
}
