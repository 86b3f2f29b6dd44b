/**
 * The graduation gown and cap feature (issue 17 § Graduation gown and cap; spec §1, §4, §5, §9): the student's
 * request with its deposit held as a card provision, inventory's hand-out and take-back, finance's deposits.
 * Takes the payments service (`create`, `registerPurpose`, `release`, `capture`, `refund`) from
 * features/index.ts; never touches the payments folder.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { gownRoutes } from './gown.routes.ts'
import { createGownService, type GownPayments, type PaymentStates } from './gown.service.ts'

export { createGownService, type GownPayments, type PaymentStates }

/** Registers the gown routes over a service built from the database, the clock and the payments service. */
export async function gownFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; payments: GownPayments; paymentStates: PaymentStates },
) {
  await app.register(gownRoutes, { gown: createGownService(deps), db: deps.db })
}
