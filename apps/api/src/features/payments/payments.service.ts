/**
 * Card payments (issue 17 § Payments): one mechanism for every card payment of the portal.
 * - `create` records a payment (its own order id) inside the caller's transaction; the student's browser
 *   then gets the signed form for the bank's 3-D page (`gateForm`).
 * - `callback` takes the bank's posted answer: the hash, client id, order, amount, currency and transaction
 *   type must match, else nothing changes (400/422); a pending payment is settled once, under a row lock,
 *   so a duplicate or replayed answer changes nothing; the purpose's handler runs in the same transaction.
 * - `reconcile` asks the bank (status query) about a payment still pending (e.g. the answer never came).
 * - `release` / `capture` / `refund` finish a provision or refund a sale at the bank, then record it.
 * Every state change writes an audit row in its transaction. Amounts are integer kuruş.
 */
import { randomBytes } from 'node:crypto'
import type { Payment, PaymentGateForm, PaymentPurpose } from '@unacs/contracts'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { type AuditActor, recordAudit } from '../../platform/audit/audit.ts'
import {
  AppError,
  badRequest,
  businessRule,
  conflict,
  forbidden,
  notFound,
} from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { GatewayUnavailable, type PaymentGateway, type PaymentMode } from './payments.gateway.ts'
import { type PaymentRow, paymentSnapshot, paymentView, studentOf } from './payments.repo.ts'
import { payments } from './payments.schema.ts'

/** A transaction of the portal database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What a purpose (ID card load, gown deposit, instalment) does when its payment settles. */
export interface PurposeHandler {
  /** In the settling transaction: bring the purpose's own rows in line with the payment's new state. */
  onSettled(tx: Tx, payment: PaymentRow): Promise<void>
  /** After the commit (e.g. load the card at the card system); a failure there is retried later by the purpose. */
  afterSettled?(payment: PaymentRow): Promise<void>
}

/** A new payment. Amount in kuruş of `currency` (TRY unless a foreign amount with its exchange rate). */
export interface NewPayment {
  studentId: number
  purpose: PaymentPurpose
  purposeRef?: string | null
  mode: PaymentMode
  amountKurus: number
  currency?: string
  exchangeRate?: string | null
  description: string
  returnPath: string
}

/** The path of the bank's answer (okUrl, failUrl and callbackUrl). */
export const CALLBACK_PATH = '/api/Payments/VirtualPos/Callback'

/** The bank's own actor in audit rows: no person. */
const BANK: AuditActor = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }

/** A fresh order id: "U", the Istanbul-free UTC date, 16 random hex digits (NestPay takes up to 64). */
const newOrderId = (at: Date) =>
  `U${at.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(8).toString('hex').toUpperCase()}`

const unavailable = () => new AppError(503, 'payments.bankUnavailable')

/** Creates the payments service. `gateway` null: card payment is not configured (503 on use). */
export function createPaymentsService(deps: {
  db: Database
  clock: Clock
  gateway: PaymentGateway | null
  publicUrl: string
}) {
  const { db, clock } = deps
  const handlers = new Map<PaymentPurpose, PurposeHandler>()
  const gatewayOrFail = () => {
    if (!deps.gateway) throw new AppError(503, 'payments.notConfigured')
    return deps.gateway
  }

  /** The payment `id` as `principal` may see it: its student, or finance staff. 404 unknown, 403 another's. */
  async function visible(principal: Principal, id: number): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id))
    if (!row) throw notFound('payments.notFound')
    if (principal.userType === 'staff') {
      if (principal.activeRoleId !== ROLE_IDS.finance) throw forbidden()
      return row
    }
    const me = await studentOf(db, principal)
    if (row.studentId !== me.id) throw notFound('payments.notFound')
    return row
  }

  /**
   * Moves the pending payment `orderId` to `next` once: under a row lock, only from `pending`; runs the
   * purpose's handler and the audit in the same transaction. Returns the row and whether it changed.
   */
  async function settle(
    orderId: string,
    next: { state: 'paid' | 'held' | 'declined'; message: string | null; transId: string | null },
    action: string,
  ): Promise<{ row: PaymentRow; changed: boolean }> {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update')
      if (!row) throw notFound('payments.notFound')
      if (row.state !== 'pending') return { row, changed: false }
      const [updated] = await tx
        .update(payments)
        .set({
          state: next.state,
          bankMessage: next.message,
          bankTransId: next.transId,
          completedAt: clock(),
          version: row.version + 1,
        })
        .where(and(eq(payments.id, row.id), eq(payments.state, 'pending')))
        .returning()
      if (!updated) throw conflict()
      await recordAudit(tx, BANK, {
        entity: 'payment',
        entityId: row.id,
        action,
        before: paymentSnapshot(row),
        after: paymentSnapshot(updated),
      })
      await handlers.get(updated.purpose)?.onSettled(tx, updated)
      return { row: updated, changed: true }
    })
    // After the commit; a failure (e.g. the card system is down) is retried later by the purpose itself.
    if (result.changed)
      await handlers
        .get(result.row.purpose)
        ?.afterSettled?.(result.row)
        .catch(() => undefined)
    return result
  }

  /**
   * Runs a bank operation on a payment in `from` and records `to`. The payment is first claimed (its version
   * bumped while in `from`), so of two concurrent operations only one reaches the bank (the other 409);
   * the bank is called outside any transaction; its refusal (422) or absence (503) leaves the state as it was.
   */
  async function operate(
    id: number,
    actor: AuditActor,
    from: readonly PaymentRow['state'][],
    to: PaymentRow['state'],
    call: (g: PaymentGateway, row: PaymentRow) => Promise<{ approved: boolean; message: string | null }>,
    reason: string | null,
  ): Promise<PaymentRow> {
    const gateway = gatewayOrFail()
    const [row] = await db.select().from(payments).where(eq(payments.id, id))
    if (!row) throw notFound('payments.notFound')
    if (!from.includes(row.state)) throw conflict('payments.wrongState', {}, paymentView(row))
    const [claimed] = await db
      .update(payments)
      .set({ version: row.version + 1 })
      .where(and(eq(payments.id, id), eq(payments.version, row.version), inArray(payments.state, [...from])))
      .returning()
    if (!claimed) throw conflict('payments.wrongState', {}, paymentView(row))
    let answer: { approved: boolean; message: string | null }
    try {
      answer = await call(gateway, row)
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw unavailable()
      throw error
    }
    if (!answer.approved) throw businessRule('payments.provisionFailed', { message: answer.message ?? '' })
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({ state: to, version: claimed.version + 1, completedAt: clock() })
        .where(and(eq(payments.id, id), eq(payments.version, claimed.version)))
        .returning()
      if (!updated) throw conflict()
      await recordAudit(tx, actor, {
        entity: 'payment',
        entityId: row.id,
        action: `payment.${to}`,
        before: paymentSnapshot(row),
        after: paymentSnapshot(updated),
        reason,
      })
      await handlers.get(updated.purpose)?.onSettled(tx, updated)
      return updated
    })
  }

  return {
    /** Registers what `purpose` does when its payments settle (one handler per purpose). */
    registerPurpose(purpose: PaymentPurpose, handler: PurposeHandler) {
      handlers.set(purpose, handler)
    },

    /** Records a new pending payment in `tx` (the caller's transaction) with an audit row. 503 when no POS. */
    async create(tx: Tx, input: NewPayment, actor: AuditActor): Promise<PaymentRow> {
      gatewayOrFail()
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: newOrderId(clock()),
          studentId: input.studentId,
          purpose: input.purpose,
          purposeRef: input.purposeRef ?? null,
          mode: input.mode,
          amountKurus: input.amountKurus,
          currency: input.currency ?? 'TRY',
          exchangeRate: input.exchangeRate ?? null,
          description: input.description,
          returnPath: input.returnPath,
          createdAt: clock(),
        })
        .returning()
      if (!row) throw new Error('payment insert returned nothing')
      await recordAudit(tx, actor, {
        entity: 'payment',
        entityId: row.id,
        action: 'payment.created',
        after: paymentSnapshot(row),
      })
      return row
    },

    /** Sets the purpose reference of payment `id` (in the creating transaction). */
    async setPurposeRef(tx: Tx, id: number, ref: string): Promise<void> {
      await tx.update(payments).set({ purposeRef: ref }).where(eq(payments.id, id))
    },

    /**
     * The states of payments `ids` (unknown ids left out), for a feature following the payments it created
     * (the gown deposits). No caller check: the caller passes the ids it stored itself.
     */
    async states(ids: readonly number[]): Promise<Map<number, PaymentRow['state']>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: payments.id, state: payments.state })
        .from(payments)
        .where(inArray(payments.id, [...ids]))
      return new Map(rows.map((r) => [r.id, r.state]))
    },

    /** The payment `id` for its student or finance. 404 unknown or another student's, 403 other staff. */
    async detail(principal: Principal, id: number): Promise<Payment> {
      return paymentView(await visible(principal, id))
    },

    /**
     * The signed form for the bank's 3-D page of the caller's pending payment `id`. 409 when it is no
     * longer pending (paid, declined: a new attempt is a new payment), 503 when no POS is configured.
     */
    async gateForm(principal: Principal, id: number, lang: 'tr' | 'en'): Promise<PaymentGateForm> {
      const gateway = gatewayOrFail()
      if (principal.userType !== 'student') throw forbidden()
      const row = await visible(principal, id)
      if (row.state !== 'pending') throw conflict('payments.notPending', {}, paymentView(row))
      return gateway.gateForm(
        { orderId: row.orderId, amountKurus: row.amountKurus, currency: row.currency, mode: row.mode },
        {
          callbackUrl: `${deps.publicUrl.replace(/\/+$/, '')}${CALLBACK_PATH}`,
          lang,
          rnd: randomBytes(10).toString('hex'),
        },
      )
    },

    /**
     * The bank's posted 3-D answer. 400 when the hash or client id is wrong (forged, altered), 404 for an
     * unknown order, 422 when amount, currency or type differ from the payment; then nothing changes.
     * A duplicate or replayed answer returns the payment unchanged. Returns the payment's id.
     */
    async callback(
      fields: Readonly<Record<string, string>>,
    ): Promise<{ paymentId: number; changed: boolean }> {
      const gateway = gatewayOrFail()
      const answer = gateway.verifyCallback(fields)
      if (!answer) throw badRequest('payments.badCallback')
      const [row] = await db.select().from(payments).where(eq(payments.orderId, answer.orderId))
      if (!row) throw notFound('payments.notFound')
      if (
        answer.amountKurus !== row.amountKurus ||
        answer.currency !== row.currency ||
        answer.mode !== row.mode
      )
        throw businessRule('payments.callbackMismatch')
      const state = !answer.approved ? 'declined' : row.mode === 'sale' ? 'paid' : 'held'
      const { changed } = await settle(
        row.orderId,
        { state, message: answer.message, transId: answer.transId },
        'payment.bank-answer',
      )
      return { paymentId: row.id, changed }
    },

    /**
     * Asks the bank about payment `id` while it is pending and settles it by the bank's answer (unknown to
     * the bank: stays pending). For its student or finance. 503 when the bank cannot be reached.
     */
    async reconcile(principal: Principal, id: number): Promise<Payment> {
      const gateway = gatewayOrFail()
      const row = await visible(principal, id)
      if (row.state !== 'pending') return paymentView(row)
      let status: Awaited<ReturnType<PaymentGateway['status']>>
      try {
        status = await gateway.status(row.orderId)
      } catch (error) {
        if (error instanceof GatewayUnavailable) throw unavailable()
        throw error
      }
      if (status.status === 'unknown') return paymentView(row)
      const state = status.status === 'approved' ? (row.mode === 'sale' ? 'paid' : 'held') : 'declined'
      const { row: after } = await settle(
        row.orderId,
        { state, message: state === 'declined' ? status.message : null, transId: status.transId },
        'payment.reconciled',
      )
      return paymentView(after)
    },

    /** Releases the provision of payment `id` (held → released) at the bank. 409 other state, 422 refused. */
    release: (id: number, actor: AuditActor, reason: string | null = null) =>
      operate(id, actor, ['held'], 'released', (g, r) => g.release(orderOf(r)), reason),

    /** Captures the provision of payment `id` (held → captured) at the bank, with the reason. */
    capture: (id: number, actor: AuditActor, reason: string) =>
      operate(id, actor, ['held'], 'captured', (g, r) => g.capture(orderOf(r)), reason),

    /** Refunds a paid or captured payment `id` in full at the bank (→ refunded), with the reason. */
    refund: (id: number, actor: AuditActor, reason: string) =>
      operate(id, actor, ['paid', 'captured'], 'refunded', (g, r) => g.refund(orderOf(r)), reason),

    /** The audit actor of a portal call (re-exported for purposes). */
    actorOf: (principal: Principal) => auditActorOf(principal),
  }
}

const orderOf = (r: PaymentRow) => ({
  orderId: r.orderId,
  amountKurus: r.amountKurus,
  currency: r.currency,
  mode: r.mode,
})

/** The payments service. */
export type PaymentsService = ReturnType<typeof createPaymentsService>
