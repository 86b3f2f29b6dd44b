/**
 * The payments feature (issue 17 § Payments; spec §1 "Virtual-POS card payment and ID card balance
 * loading"): one card-payment mechanism over the bank's virtual POS (NestPay 3-D Pay Hosting), ID card
 * balance loading, and, outside production without POS_*, the development bank at /dev/bank.
 *
 * For other features (gown deposit, instalments): create the service with `createPaymentServices` and pass
 * on `Pick<PaymentsService, 'create' | 'setPurposeRef' | 'registerPurpose' | 'release' | 'capture' | 'refund'>`:
 * `create(tx, { studentId, purpose, mode: 'sale' | 'preauth', amountKurus, description, returnPath }, actor)`
 * records a pending payment in the caller's transaction; the student pays it on the page
 * `/ogrenci/odeme/<id>`; `registerPurpose(purpose, { onSettled(tx, payment) })` is told, in the settling
 * transaction, when it becomes paid / held / declined / released / captured / refunded.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { DEV_BANK, devBankRoutes } from './devbank.routes.ts'
import { createIdCardService, type IdCardService } from './idcard.service.ts'
import { createDevIdCardSystem, type IdCardSystem, unavailableIdCardSystem } from './idcard.system.ts'
import {
  type Cc5Transport,
  createNestPayGateway,
  GatewayUnavailable,
  httpsTransport,
  type PaymentGateway,
} from './payments.gateway.ts'
import { paymentsRoutes } from './payments.routes.ts'
import { createPaymentsService, type PaymentsService } from './payments.service.ts'

export type { PaymentRow } from './payments.repo.ts'
export type { Tx } from './payments.service.ts'
export { paymentTransfersOf } from './payments.transfers.ts'
export { createPaymentsService, type PaymentsService }

/** True when the development bank and card system serve (outside production, no POS_* configured). */
export function devBankEnabled(config: Pick<AppConfig, 'nodeEnv' | 'virtualPos'>): boolean {
  return config.nodeEnv !== 'production' && config.virtualPos === null
}

/** The payment services of the app: the gateway (null: no POS), payments and ID cards. */
export function createPaymentServices(deps: {
  db: Database
  clock: Clock
  config: Pick<AppConfig, 'nodeEnv' | 'virtualPos' | 'publicUrl'>
  /** How CC5 API calls reach the development bank (in-process); unused with POS_*. */
  devTransport: Cc5Transport
  /** The card system; default the development one outside production, else unavailable. */
  cards?: IdCardSystem
}): { gateway: PaymentGateway | null; payments: PaymentsService; idCards: IdCardService } {
  const { config } = deps
  const base = config.publicUrl.replace(/\/+$/, '')
  const gateway = config.virtualPos
    ? createNestPayGateway(config.virtualPos, httpsTransport(config.virtualPos.timeoutMs))
    : devBankEnabled(config)
      ? createNestPayGateway(
          { ...DEV_BANK, gateUrl: `${base}/dev/bank/fim/est3Dgate`, apiUrl: `${base}/dev/bank/fim/api` },
          deps.devTransport,
        )
      : null
  const payments = createPaymentsService({
    db: deps.db,
    clock: deps.clock,
    gateway,
    publicUrl: config.publicUrl,
  })
  const cards =
    deps.cards ?? (config.nodeEnv !== 'production' ? createDevIdCardSystem(deps.db) : unavailableIdCardSystem)
  const idCards = createIdCardService({ db: deps.db, clock: deps.clock, payments, cards })
  return { gateway, payments, idCards }
}

/**
 * The CC5 transport to the development bank, in-process through `app.inject` as a loopback client, speaking the
 * same CC5 XML as over HTTPS. Throws GatewayUnavailable when the development bank answers other than 200.
 */
export function devBankTransport(app: Pick<FastifyInstance, 'inject'>): Cc5Transport {
  return async (url, xml) => {
    const res = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      payload: xml,
      headers: { 'content-type': 'application/xml' },
      remoteAddress: '127.0.0.1',
    })
    if (res.statusCode !== 200) throw new GatewayUnavailable(`development bank answered ${res.statusCode}`)
    return res.body
  }
}

/**
 * Registers the payments feature over `services` (built with {@link createPaymentServices} and
 * {@link devBankTransport} by the feature registry, which passes the same payments service to the features
 * that take card payments, so their purposes are settled in the bank callback's transaction); without
 * `services` it builds its own.
 */
export async function paymentsFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    config: AppConfig
    services?: ReturnType<typeof createPaymentServices>
  },
) {
  const services = deps.services ?? createPaymentServices({ ...deps, devTransport: devBankTransport(app) })
  await app.register(paymentsRoutes, services)
  if (devBankEnabled(deps.config))
    await app.register(devBankRoutes, {
      db: deps.db,
      clock: deps.clock,
      deliver: (fields) => services.payments.callback(fields),
    })
}
