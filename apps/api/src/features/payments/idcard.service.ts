/**
 * ID card balance loading (issue 17 § Payments; spec §1, §5 "card details complete and amount entered;
 * amount format check", §8 "amount not in proper format"). The student enters an amount (whole lira or
 * lira and kuruş, within the limits), pays by card through the payments mechanism, and the paid amount is
 * loaded onto the card at the card system once (by the load's reference). A load whose card-system call
 * failed stays `pending` and is retried whenever the student opens the page.
 */

import {
  ID_CARD_LOAD_MAX_KURUS,
  ID_CARD_LOAD_MIN_KURUS,
  type IdCardLoadPage,
  type IdCardSummary,
  type StartedPayment,
} from '@unacs/contracts'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { students } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { money, parseAmount } from '../../platform/format/format.ts'
import { AppError, badRequest } from '../../platform/http/errors.ts'
import type { Clock } from '../../platform/time.ts'
import { type IdCardSystem, IdCardSystemUnavailable } from './idcard.system.ts'
import { studentOf } from './payments.repo.ts'
import { idCardLoads, payments } from './payments.schema.ts'
import type { PaymentsService } from './payments.service.ts'

/** The ID card page's route (the student returns there after paying). */
export const ID_CARD_RETURN_PATH = '/ogrenci/kart-bakiye'

/**
 * An amount as typed (spec §5) in kuruş with the shared rule (platform/format `parseAmount`, issue 36):
 * "250", "250,5", "1.250,50", "1,250.50"; null when it is not an amount. Integer arithmetic only.
 */
export function kurusOfTypedAmount(text: string): number | null {
  return parseAmount(text)
}

const lira = (kurus: number) => money(kurus)

/** Creates the ID card service and registers its purpose with `payments`. */
export function createIdCardService(deps: {
  db: Database
  clock: Clock
  payments: PaymentsService
  cards: IdCardSystem
}) {
  const { db, clock, cards } = deps

  /** Loads every paid, not yet loaded amount of `studentId` onto the card; leaves them pending on failure. */
  async function flush(studentId: number, studentNo: string): Promise<void> {
    const pending = await db
      .select()
      .from(idCardLoads)
      .where(and(eq(idCardLoads.studentId, studentId), eq(idCardLoads.state, 'pending')))
    for (const load of pending) {
      const after = await cards.load(studentNo, load.amountKurus, `load-${load.id}`)
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(idCardLoads)
          .set({ state: 'loaded', balanceAfterKurus: after, loadedAt: clock() })
          .where(and(eq(idCardLoads.id, load.id), eq(idCardLoads.state, 'pending')))
          .returning()
        if (done)
          await recordAudit(
            tx,
            { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null },
            {
              entity: 'id_card_load',
              entityId: load.id,
              action: 'id-card.loaded',
              before: { state: 'pending' },
              after: { state: 'loaded', amountKurus: load.amountKurus, balanceAfterKurus: after },
            },
          )
      })
    }
  }

  deps.payments.registerPurpose('id_card_load', {
    async onSettled(tx, payment) {
      const state = payment.state === 'paid' ? 'pending' : payment.state === 'declined' ? 'failed' : null
      if (state)
        await tx
          .update(idCardLoads)
          .set({ state })
          .where(and(eq(idCardLoads.paymentId, payment.id), eq(idCardLoads.state, 'awaiting_payment')))
    },
    async afterSettled(payment) {
      const [st] = await db
        .select({ studentNo: students.studentNo })
        .from(students)
        .where(eq(students.id, payment.studentId))
      if (st) await flush(payment.studentId, st.studentNo)
    },
  })

  return {
    /**
     * The caller's (a student's) card: the balance at the card system and the load limits. Loads paid but
     * not yet on the card are loaded first. `Unavailable` with a null balance when the card system is down.
     */
    async summary(principal: Principal): Promise<IdCardSummary> {
      const me = await studentOf(db, principal)
      const base = {
        StudentNo: me.studentNo,
        MinKurus: ID_CARD_LOAD_MIN_KURUS,
        MaxKurus: ID_CARD_LOAD_MAX_KURUS,
      }
      try {
        await flush(me.id, me.studentNo)
        return { ...base, BalanceKurus: await cards.balance(me.studentNo), Unavailable: false }
      } catch (error) {
        if (error instanceof IdCardSystemUnavailable)
          return { ...base, BalanceKurus: null, Unavailable: true }
        throw error
      }
    },

    /**
     * Starts a load of `amount` (typed text) for the caller: a pending sale and its load row, in one
     * transaction. 400 bad format, 422 outside the limits (messages name the limits), 503 without a POS.
     */
    async startLoad(principal: Principal, amount: string): Promise<StartedPayment> {
      const me = await studentOf(db, principal)
      const kurus = kurusOfTypedAmount(amount)
      if (kurus === null) throw badRequest('payments.amountFormat')
      if (kurus < ID_CARD_LOAD_MIN_KURUS || kurus > ID_CARD_LOAD_MAX_KURUS)
        throw new AppError(422, 'payments.amountRange', {
          min: lira(ID_CARD_LOAD_MIN_KURUS),
          max: lira(ID_CARD_LOAD_MAX_KURUS),
        })
      const actor = auditActorOf(principal)
      return db.transaction(async (tx) => {
        const payment = await deps.payments.create(
          tx,
          {
            studentId: me.id,
            purpose: 'id_card_load',
            mode: 'sale',
            amountKurus: kurus,
            description: `ID card ${me.studentNo}`,
            returnPath: ID_CARD_RETURN_PATH,
          },
          actor,
        )
        const [load] = await tx
          .insert(idCardLoads)
          .values({ studentId: me.id, paymentId: payment.id, amountKurus: kurus, createdAt: clock() })
          .returning()
        if (!load) throw new Error('load insert returned nothing')
        await deps.payments.setPurposeRef(tx, payment.id, String(load.id))
        await recordAudit(tx, actor, {
          entity: 'id_card_load',
          entityId: load.id,
          action: 'id-card.load-started',
          after: { amountKurus: kurus, paymentId: payment.id },
        })
        return { PaymentId: payment.id }
      })
    },

    /** The caller's loads, newest first, a page at a time. */
    async history(principal: Principal, q: { page: number; pageSize: number }): Promise<IdCardLoadPage> {
      const me = await studentOf(db, principal)
      const where = eq(idCardLoads.studentId, me.id)
      const [total] = await db.select({ n: count() }).from(idCardLoads).where(where)
      const rows = await db
        .select({ load: idCardLoads, paymentState: payments.state })
        .from(idCardLoads)
        .innerJoin(payments, eq(payments.id, idCardLoads.paymentId))
        .where(where)
        .orderBy(desc(idCardLoads.createdAt), desc(idCardLoads.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return {
        items: rows.map(({ load, paymentState }) => ({
          Id: load.id,
          PaymentId: load.paymentId,
          AmountKurus: load.amountKurus,
          State: load.state,
          PaymentState: paymentState,
          BalanceAfterKurus: load.balanceAfterKurus,
          CreatedAt: load.createdAt.toISOString(),
          LoadedAt: load.loadedAt?.toISOString() ?? null,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: total?.n ?? 0,
      }
    },
  }
}

/** The ID card service. */
export type IdCardService = ReturnType<typeof createIdCardService>
