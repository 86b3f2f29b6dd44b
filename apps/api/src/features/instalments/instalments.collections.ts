/**
 * Collections on instalment plans (issue 17 § Collections; spec §8 "no vinov plan or detail for the
 * student"): applying an amount oldest first, finance's recorded collections, and the student's own plan paid
 * by card through the payments feature (purpose `instalment`, settled by the bank's callback or on reading
 * the plan). Every write is one transaction under the plan's row lock with an audit row. Kuruş throughout.
 */
import type { PlanDetail, RecordCollection, StartedPayment } from '@unacs/contracts'
import { and, asc, eq } from 'drizzle-orm'
import { students } from '../../db/schema/index.ts'
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
import type { PaymentRow, Tx } from '../payments/index.ts'
import { type InstalmentsContext, type Lang, lira, type PlanRowDb, snapshot } from './instalments.context.ts'
import { firstOpenInstalment, parseKurus, settleOldestFirst } from './instalments.money.ts'
import { joinedPlan, latestPlanOf } from './instalments.repo.ts'
import { instalmentCollections, instalmentPlans, instalments } from './instalments.schema.ts'

/** The student's plan page (menu `MyInstalmentPlan`), where a card payment of an instalment comes back to. */
export const MY_PLAN_PATH = '/ogrenci/vinov-planim'

/**
 * Creates the collection part of the instalments service over `ctx` and registers its handler of settled
 * `instalment` card payments with `ctx.payments` (when there is one).
 */
export function createInstalmentCollections(ctx: InstalmentsContext) {
  const { db, clock, today, scopedPlan, lockActive, detail, detailOf } = ctx

  /**
   * Applies `amountKurus` to the locked active `plan` oldest first and records the collection; 422 when it
   * exceeds the debt (unless `excessToRefund`: the excess of a card payment becomes a refund due).
   */
  async function applyCollection(
    tx: Tx,
    plan: PlanRowDb,
    c: { type: 'card' | 'bank_transfer' | 'cash'; amountKurus: number; paymentId: number | null },
    actor: AuditActor,
    excessToRefund = false,
  ): Promise<PlanRowDb> {
    const parts = await tx
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.no))
    const debt = plan.amountKurus - plan.paidKurus
    const applied = excessToRefund ? Math.min(c.amountKurus, debt) : c.amountKurus
    const paid = settleOldestFirst(parts, applied)
    if (!paid) throw businessRule('instalments.overpayment', { debt: lira(debt) })
    for (const [i, part] of parts.entries())
      if (paid[i] !== part.paidKurus)
        await tx.update(instalments).set({ paidKurus: paid[i] }).where(eq(instalments.id, part.id))
    const [col] = await tx
      .insert(instalmentCollections)
      .values({
        planId: plan.id,
        type: c.type,
        amountKurus: c.amountKurus,
        collectedOn: today(),
        collectedAt: clock(),
        recordedBy: actor.personId,
        paymentId: c.paymentId,
      })
      .returning()
    const paidKurus = plan.paidKurus + applied
    const [updated] = await tx
      .update(instalmentPlans)
      .set({
        paidKurus,
        state: paidKurus === plan.amountKurus ? 'paid' : 'active',
        refundKurus: plan.refundKurus + (c.amountKurus - applied),
        pendingPaymentId: c.paymentId !== null ? null : plan.pendingPaymentId,
        version: plan.version + 1,
      })
      .where(eq(instalmentPlans.id, plan.id))
      .returning()
    if (!updated || !col) throw conflict()
    await recordAudit(tx, actor, {
      entity: 'instalment_plan',
      entityId: plan.id,
      action: 'instalment.collected',
      before: snapshot(plan),
      after: { ...snapshot(updated), collection: { id: col.id, type: c.type, amountKurus: c.amountKurus } },
    })
    if (c.amountKurus > applied)
      // A card payment larger than the debt left (finance collected meanwhile): the excess is a refund due.
      await recordAudit(tx, actor, {
        entity: 'instalment_plan',
        entityId: plan.id,
        action: 'instalment.card-excess',
        before: snapshot(plan),
        after: { ...snapshot(updated), paymentId: c.paymentId, excessKurus: c.amountKurus - applied },
      })
    return updated
  }

  /**
   * A card payment of an instalment settled (payments feature, in its transaction, or on reading the plan):
   * paid → a `card` collection once per payment; declined → the plan's pending payment is cleared.
   */
  async function onPayment(tx: Tx, payment: Pick<PaymentRow, 'id' | 'state' | 'amountKurus' | 'purposeRef'>) {
    const planId = Number(payment.purposeRef)
    if (!Number.isInteger(planId) || planId <= 0) return
    const [plan] = await tx.select().from(instalmentPlans).where(eq(instalmentPlans.id, planId)).for('update')
    if (!plan) return
    const [seen] = await tx
      .select({ id: instalmentCollections.id })
      .from(instalmentCollections)
      .where(eq(instalmentCollections.paymentId, payment.id))
    if (seen) return
    const bank: AuditActor = { personId: null, impersonatorPersonId: null, onBehalfOfRegistryNo: null }
    if (payment.state === 'paid') {
      if (plan.state === 'active')
        await applyCollection(
          tx,
          plan,
          { type: 'card', amountKurus: payment.amountKurus, paymentId: payment.id },
          bank,
          true,
        )
      else {
        // The plan was paid or cancelled meanwhile: the whole card payment is a refund due.
        await tx.insert(instalmentCollections).values({
          planId,
          type: 'card',
          amountKurus: payment.amountKurus,
          collectedOn: today(),
          collectedAt: clock(),
          paymentId: payment.id,
        })
        const [after] = await tx
          .update(instalmentPlans)
          .set({
            refundKurus: plan.refundKurus + payment.amountKurus,
            pendingPaymentId: null,
            version: plan.version + 1,
          })
          .where(eq(instalmentPlans.id, planId))
          .returning()
        await recordAudit(tx, bank, {
          entity: 'instalment_plan',
          entityId: planId,
          action: 'instalment.card-excess',
          before: snapshot(plan),
          after: after
            ? { ...snapshot(after), paymentId: payment.id, excessKurus: payment.amountKurus }
            : null,
        })
      }
    } else if (payment.state === 'declined' && plan.pendingPaymentId === payment.id)
      await tx.update(instalmentPlans).set({ pendingPaymentId: null }).where(eq(instalmentPlans.id, planId))
  }

  ctx.payments?.registerPurpose('instalment', { onSettled: (tx, payment) => onPayment(tx, payment) })

  /**
   * The student's own plan (the active one, else the latest). 404 "no vinov plan or detail for the
   * student" when there is none. A card payment the bank settled meanwhile is applied first.
   */
  async function my(p: Principal, lang: Lang): Promise<PlanDetail | null> {
    if (p.userType !== 'student' || !p.activeStudentNo) throw forbidden()
    const [me] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studentNo, p.activeStudentNo), eq(students.personId, p.personId)))
    if (!me) throw forbidden()
    let j = await latestPlanOf(db, lang, me.id)
    if (!j) return null
    if (j.plan.pendingPaymentId && ctx.payments) {
      const pay = await ctx.payments.detail(p, j.plan.pendingPaymentId).catch(() => null)
      if (pay && (pay.State === 'paid' || pay.State === 'declined')) {
        await db.transaction((tx) =>
          onPayment(tx, {
            id: pay.Id,
            state: pay.State,
            amountKurus: pay.AmountKurus,
            purposeRef: String(j?.plan.id),
          }),
        )
        j = (await joinedPlan(db, lang, j.plan.id)) ?? j
      }
    }
    return detailOf(j)
  }

  return {
    /**
     * Finance: a collection of `Amount` of `Type` on plan `PlanId`, settling instalments oldest first.
     * 400 format, 422 not positive / over the debt / not active, 409 version moved on (double submit).
     */
    async collect(p: Principal, body: RecordCollection, lang: Lang): Promise<PlanDetail> {
      const amount = parseKurus(body.Amount)
      if (amount === null) throw badRequest('instalments.amountFormat')
      if (amount <= 0) throw businessRule('instalments.amountPositive')
      await scopedPlan(p, body.PlanId, lang)
      const actor = auditActorOf(p)
      await db.transaction(async (tx) => {
        const plan = await lockActive(tx, body.PlanId, body.Version)
        await applyCollection(tx, plan, { type: body.Type, amountKurus: amount, paymentId: null }, actor)
      })
      return detail(p, body.PlanId, lang)
    },

    my,

    /**
     * The student pays instalment `instalmentId` of own active plan by card: a pending payment of what is
     * left of it (settled oldest first when paid). 404 not own, 422 paid or plan not active, 503 no POS.
     */
    async pay(p: Principal, instalmentId: number): Promise<StartedPayment> {
      const payments = ctx.payments
      const plan = await my(p, 'tr')
      const part = plan?.Instalments.find((x) => x.Id === instalmentId)
      if (!plan || !part) throw notFound('instalments.noPlan')
      if (plan.State !== 'active') throw businessRule('instalments.notActive')
      if (part.PaidKurus >= part.AmountKurus) throw businessRule('instalments.instalmentPaid')
      const earlier = firstOpenInstalment(plan)
      if (earlier && earlier.Id !== part.Id)
        throw businessRule('instalments.payOldestFirst', { no: earlier.No })
      if (!payments) throw new AppError(503, 'payments.notConfigured')
      const actor = auditActorOf(p)
      return db.transaction(async (tx) => {
        const row = await lockActive(tx, plan.Id, plan.Version)
        const [student] = await tx
          .select({ id: students.id })
          .from(students)
          .where(eq(students.id, row.studentId))
        if (!student) throw notFound('instalments.noPlan')
        const payment = await payments.create(
          tx,
          {
            studentId: student.id,
            purpose: 'instalment',
            purposeRef: String(row.id),
            mode: 'sale',
            amountKurus: part.AmountKurus - part.PaidKurus,
            description: `Vinov ${row.id} / ${part.No}`,
            returnPath: MY_PLAN_PATH,
          },
          actor,
        )
        await tx
          .update(instalmentPlans)
          .set({ pendingPaymentId: payment.id, version: row.version + 1 })
          .where(eq(instalmentPlans.id, row.id))
        return { PaymentId: payment.id }
      })
    },
  }
}
