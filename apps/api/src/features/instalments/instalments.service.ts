/**
 * Instalment (vinov) plans, cancellation, collections and the budget (issue 17 § Instalment plans; spec §1,
 * §3, §5 "cancellation reason required", §8 "no vinov plan or detail for the student").
 * - Finance (unit-scoped by its role's units) lists plans with filters and totals, creates a plan for a
 *   student's fee, previews and confirms a cancellation (reason and date; refund in kuruş, see
 *   instalments.money.ts), records collections that settle instalments oldest first, and reads the budget.
 * - The student reads own plan and pays an instalment by card through the payments feature.
 * Every write is one transaction under the plan's row lock with its version checked (a double submit: 409)
 * and an audit row.
 */
import type {
  Budget,
  BudgetRow,
  CancelPlan,
  CancelPreview,
  CancelPreviewRequest,
  CollectionPage,
  CollectionQuery,
  CreatePlan,
  FeeKey,
  PlanDetail,
  PlanFee,
  PlanFeeQuery,
  PlanPage,
  PlanQuery,
  PlanTerm,
  RecordCollection,
  StartedPayment,
} from '@unacs/contracts'
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql, sum } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { academicTerms, persons, students, units } from '../../db/schema/index.ts'
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
import { type Clock, istanbulToday } from '../../platform/time.ts'
import type { PaymentRow, PaymentsService, Tx } from '../payments/index.ts'
import { cancellation, dueDates, parseKurus, settleOldestFirst, splitKurus } from './instalments.money.ts'
import {
  collectionsOfPlan,
  instalmentsOf,
  instalmentView,
  type JoinedPlan,
  joinedPlan,
  joinedPlans,
  latestPlanOf,
  planRowView,
  scopeUnits,
} from './instalments.repo.ts'
import { instalmentCollections, instalmentPlans, instalments } from './instalments.schema.ts'

type Lang = 'tr' | 'en'
type PlanRowDb = typeof instalmentPlans.$inferSelect

/** A programme's fee for a term (the programmes feature's `createFeeReader`): minor units of `currency`. */
export type FeeOf = (
  programmeUnitId: number,
  termId: number,
) => Promise<
  | ({ currency: 'TRY' | 'USD' | 'EUR' } & Record<'fee1' | 'fee2' | 'fee3', number> &
      Record<'prepFee1' | 'prepFee2' | 'prepFee3', number>)
  | null
>

const FEE_FIELDS = {
  Fee1: 'fee1',
  Fee2: 'fee2',
  Fee3: 'fee3',
  PrepFee1: 'prepFee1',
  PrepFee2: 'prepFee2',
  PrepFee3: 'prepFee3',
} as const satisfies Record<FeeKey, string>

/** What the instalments feature uses of the payments feature. */
export type InstalmentPayments = Pick<PaymentsService, 'create' | 'registerPurpose' | 'detail'>

const snapshot = (p: PlanRowDb) => ({
  state: p.state,
  amountKurus: p.amountKurus,
  paidKurus: p.paidKurus,
  refundKurus: p.refundKurus,
  cancelledOn: p.cancelledOn,
  accruedAtCancelKurus: p.accruedAtCancelKurus,
  version: p.version,
})
const lira = (k: number) => (k / 100).toFixed(2)
/** The student's plan page (menu `MyInstalmentPlan`), where a card payment of an instalment comes back to. */
export const MY_PLAN_PATH = '/ogrenci/vinov-planim'

/**
 * Creates the instalments service. `payments` null: students cannot pay by card (503 on pay). `feeOf`
 * absent: no programme fees (plans take an entered amount only).
 */
export function createInstalmentsService(deps: {
  db: Database
  clock: Clock
  payments: InstalmentPayments | null
  feeOf?: FeeOf
}) {
  const { db, clock } = deps
  const today = () => istanbulToday(clock())

  /** The finance caller's scope, or 403 (staff of another role never gets here: the route checks the role). */
  async function scopeOf(p: Principal): Promise<number[]> {
    if (p.userType !== 'staff') throw forbidden()
    return scopeUnits(db, p)
  }

  /** Plan `id` joined when in the caller's scope; 404 otherwise. */
  async function scopedPlan(p: Principal, id: number, lang: Lang): Promise<JoinedPlan> {
    const scope = await scopeOf(p)
    const j = await joinedPlan(db, lang, id)
    if (!j || !scope.includes(j.programmeId)) throw notFound('instalments.planNotFound')
    return j
  }

  /** Locks plan `id` in `tx`, checks its version (409 stale) and that it is active (422). */
  async function lockActive(tx: Tx, id: number, version: number | null): Promise<PlanRowDb> {
    const [row] = await tx.select().from(instalmentPlans).where(eq(instalmentPlans.id, id)).for('update')
    if (!row) throw notFound('instalments.planNotFound')
    if (version !== null && row.version !== version) throw conflict('instalments.stale')
    if (row.state !== 'active') throw businessRule('instalments.notActive')
    return row
  }

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

  deps.payments?.registerPurpose('instalment', { onSettled: (tx, payment) => onPayment(tx, payment) })

  /**
   * The plan amounts the programme fee of `student` offers for `termId` (kuruş, positive only; preparatory
   * fees first for a student in the preparatory class, class year 0). Empty when there is no fee or it is
   * not in TRY: plans are in TL and the portal has no exchange rate of its own (decisions, issue 17).
   */
  async function feeOptions(student: { programmeId: number; classYear: number }, termId: number) {
    const fee = deps.feeOf ? await deps.feeOf(student.programmeId, termId) : null
    const prep = student.classYear === 0
    if (!fee) return { prep, currency: null, options: [] }
    const keys: FeeKey[] = prep
      ? ['PrepFee1', 'PrepFee2', 'PrepFee3', 'Fee1', 'Fee2', 'Fee3']
      : ['Fee1', 'Fee2', 'Fee3']
    const options =
      fee.currency === 'TRY'
        ? keys.map((k) => ({ Key: k, AmountKurus: fee[FEE_FIELDS[k]] })).filter((o) => o.AmountKurus > 0)
        : []
    return { prep, currency: fee.currency, options }
  }

  /** The full view of a joined plan. */
  async function detailOf(j: JoinedPlan): Promise<PlanDetail> {
    const parts = (await instalmentsOf(db, [j.plan.id])).get(j.plan.id) ?? []
    const t = today()
    const p = j.plan
    const remaining =
      p.state === 'cancelled'
        ? Math.max(0, (p.accruedAtCancelKurus ?? 0) - p.paidKurus)
        : p.amountKurus - p.paidKurus
    return {
      ...planRowView(j, parts, t),
      Instalments: parts.map((x) => instalmentView(x, t)),
      Collections: await collectionsOfPlan(db, p.id, j),
      CancelledOn: p.cancelledOn,
      CancelReason: p.cancelReason,
      RemainingDebtKurus: remaining,
      PendingPaymentId: p.pendingPaymentId,
    }
  }

  /** The filter of a plan query within `scope`. */
  function planFilter(q: PlanQuery, scope: number[]): SQL | undefined {
    const conds: (SQL | undefined)[] = [inArray(students.programmeId, scope.length ? scope : [-1])]
    if (q.state) conds.push(eq(instalmentPlans.state, q.state))
    if (q.kind) conds.push(eq(instalmentPlans.kind, q.kind))
    if (q.termId) conds.push(eq(instalmentPlans.termId, q.termId))
    if (q.q) {
      const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conds.push(
        or(
          ilike(students.studentNo, like),
          ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, like),
        ),
      )
    }
    if (q.overdue) {
      const overdue = sql`${instalmentPlans.state} = 'active' and exists (select 1 from instalments i where i.plan_id = ${instalmentPlans.id} and i.due_date < ${today()} and i.paid_kurus < i.amount_kurus)`
      conds.push(q.overdue === 'true' ? overdue : sql`not (${overdue})`)
    }
    return and(...conds)
  }

  return {
    /** The terms to choose from, newest first (names in `lang`). */
    async terms(lang: Lang): Promise<PlanTerm[]> {
      const rows = await db.select().from(academicTerms).orderBy(desc(academicTerms.startsOn))
      return rows.map((t) => ({ Id: t.id, Name: lang === 'en' ? t.nameEn : t.nameTr, Active: t.isActive }))
    },

    /** Finance: plans in scope matching `q`, newest first, a page with the totals of all matches. Kuruş. */
    async list(p: Principal, q: PlanQuery, lang: Lang): Promise<PlanPage> {
      const where = planFilter(q, await scopeOf(p))
      const base = () =>
        db
          .select({
            n: count(),
            amount: sum(instalmentPlans.amountKurus),
            paid: sum(instalmentPlans.paidKurus),
            refund: sum(instalmentPlans.refundKurus),
            debt: sum(
              sql`case when ${instalmentPlans.state} = 'cancelled' then 0 else ${instalmentPlans.amountKurus} - ${instalmentPlans.paidKurus} end`,
            ),
          })
          .from(instalmentPlans)
          .innerJoin(students, eq(students.id, instalmentPlans.studentId))
          .innerJoin(persons, eq(persons.id, students.personId))
          .where(where)
      const [tot] = await base()
      const rows = await joinedPlans(db, lang)
        .where(where)
        .orderBy(desc(instalmentPlans.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      const parts = await instalmentsOf(
        db,
        rows.map((r) => r.plan.id),
      )
      const t = today()
      return {
        items: rows.map((r) => planRowView(r, parts.get(r.plan.id) ?? [], t)),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(tot?.n ?? 0),
        totals: {
          Count: Number(tot?.n ?? 0),
          AmountKurus: Number(tot?.amount ?? 0),
          PaidKurus: Number(tot?.paid ?? 0),
          DebtKurus: Number(tot?.debt ?? 0),
          RefundKurus: Number(tot?.refund ?? 0),
        },
      }
    },

    /** Finance: one plan in scope with instalments and collections. 404 unknown or out of scope. */
    async detail(p: Principal, id: number, lang: Lang): Promise<PlanDetail> {
      return detailOf(await scopedPlan(p, id, lang))
    },

    /**
     * Finance: the programme fee of student `studentNo` (in scope, else 404) for term `termId` (404
     * unknown), as the amounts a plan may take (see `feeOptions`). Nothing changes.
     */
    async fee(p: Principal, q: PlanFeeQuery, lang: Lang): Promise<PlanFee> {
      const scope = await scopeOf(p)
      const [row] = await db
        .select({
          s: students,
          first: persons.firstName,
          last: persons.lastName,
          programme: lang === 'en' ? units.nameEn : units.nameTr,
        })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .innerJoin(units, eq(units.id, students.programmeId))
        .where(eq(students.studentNo, q.studentNo))
      if (!row || !scope.includes(row.s.programmeId)) throw notFound('instalments.studentNotFound')
      const [term] = await db
        .select({ id: academicTerms.id })
        .from(academicTerms)
        .where(eq(academicTerms.id, q.termId))
      if (!term) throw notFound('instalments.termNotFound')
      const f = await feeOptions(row.s, term.id)
      return {
        StudentNo: row.s.studentNo,
        StudentName: `${row.first} ${row.last}`,
        Programme: row.programme,
        Prep: f.prep,
        Currency: f.currency,
        Options: f.options,
      }
    },

    /**
     * Finance: a plan for student `StudentNo`'s fee of `Amount` (kuruş text) in `InstalmentCount` monthly
     * instalments from `FirstDueDate`. With `FeeKey` the amount is that programme fee of the term: 422 when
     * the programme has no such TRY fee or `Amount` differs from it (the fee changed since it was read).
     * 400 amount format, 404 student/term, 409 an uncancelled plan exists.
     */
    async create(p: Principal, body: CreatePlan, lang: Lang): Promise<PlanDetail> {
      const scope = await scopeOf(p)
      const amount = parseKurus(body.Amount)
      if (amount === null) throw badRequest('instalments.amountFormat')
      if (amount <= 0) throw businessRule('instalments.amountPositive')
      if (amount < body.InstalmentCount) throw businessRule('instalments.amountTooSmall')
      const [student] = await db.select().from(students).where(eq(students.studentNo, body.StudentNo))
      if (!student || !scope.includes(student.programmeId)) throw notFound('instalments.studentNotFound')
      const [term] = await db
        .select({ id: academicTerms.id })
        .from(academicTerms)
        .where(eq(academicTerms.id, body.TermId))
      if (!term) throw notFound('instalments.termNotFound')
      let fee: { key: FeeKey; currency: 'TRY' } | null = null
      if (body.FeeKey) {
        const f = await feeOptions(student, term.id)
        const option = f.options.find((o) => o.Key === body.FeeKey)
        if (!option)
          throw businessRule(
            f.currency && f.currency !== 'TRY' ? 'instalments.feeCurrency' : 'instalments.noFee',
            {
              currency: f.currency ?? '',
            },
          )
        if (option.AmountKurus !== amount)
          throw businessRule('instalments.feeChanged', { fee: lira(option.AmountKurus) })
        fee = { key: body.FeeKey, currency: 'TRY' }
      }
      const actor = auditActorOf(p)
      const id = await db
        .transaction(async (tx) => {
          const [open] = await tx
            .select({ id: instalmentPlans.id })
            .from(instalmentPlans)
            .where(
              and(
                eq(instalmentPlans.studentId, student.id),
                eq(instalmentPlans.termId, term.id),
                sql`${instalmentPlans.state} <> 'cancelled'`,
              ),
            )
          if (open) throw conflict('instalments.activePlanExists')
          const [plan] = await tx
            .insert(instalmentPlans)
            .values({
              studentId: student.id,
              termId: term.id,
              kind: body.Kind,
              amountKurus: amount,
              accrued: body.Accrued,
              createdAt: clock(),
              createdBy: p.personId,
            })
            .returning()
          if (!plan) throw conflict()
          const dates = dueDates(body.FirstDueDate, body.InstalmentCount)
          await tx.insert(instalments).values(
            splitKurus(amount, body.InstalmentCount).map((k, i) => ({
              planId: plan.id,
              no: i + 1,
              dueDate: dates[i] ?? body.FirstDueDate,
              amountKurus: k,
            })),
          )
          await recordAudit(tx, actor, {
            entity: 'instalment_plan',
            entityId: plan.id,
            action: 'instalment.plan-created',
            after: {
              ...snapshot(plan),
              studentNo: student.studentNo,
              instalments: body.InstalmentCount,
              programmeFee: fee,
            },
          })
          return plan.id
        })
        .catch((e: unknown) => {
          const err = e as { code?: string; cause?: { code?: string } }
          if (err?.code === '23505' || err?.cause?.code === '23505')
            throw conflict('instalments.activePlanExists')
          throw e
        })
      return this.detail(p, id, lang)
    },

    /** Finance: what cancelling plan `PlanId` on `CancelledOn` refunds (nothing changes). 422 not active. */
    async preview(p: Principal, body: CancelPreviewRequest): Promise<CancelPreview> {
      const j = await scopedPlan(p, body.PlanId, 'tr')
      if (j.plan.state !== 'active') throw businessRule('instalments.notActive')
      if (body.CancelledOn < istanbulToday(j.plan.createdAt))
        throw businessRule('instalments.cancelBeforeCreate')
      const parts = (await instalmentsOf(db, [j.plan.id])).get(j.plan.id) ?? []
      const c = cancellation(j.plan, parts, body.CancelledOn)
      return {
        PlanId: j.plan.id,
        CancelledOn: body.CancelledOn,
        PaidKurus: j.plan.paidKurus,
        AccruedKurus: c.accruedKurus,
        RefundKurus: c.refundKurus,
        RemainingDebtKurus: c.remainingDebtKurus,
      }
    },

    /**
     * Finance: cancels plan `PlanId` on `CancelledOn` with `Reason` (422 when empty), storing the refund
     * computed as in `preview`. 409 when the version moved on (double submit), 422 not active.
     */
    async cancel(p: Principal, body: CancelPlan, lang: Lang): Promise<PlanDetail> {
      if (!body.Reason.trim()) throw businessRule('instalments.reasonRequired')
      await scopedPlan(p, body.PlanId, lang)
      const actor = auditActorOf(p)
      await db.transaction(async (tx) => {
        const plan = await lockActive(tx, body.PlanId, body.Version)
        if (body.CancelledOn < istanbulToday(plan.createdAt))
          throw businessRule('instalments.cancelBeforeCreate')
        const parts = await tx.select().from(instalments).where(eq(instalments.planId, plan.id))
        const c = cancellation(plan, parts, body.CancelledOn)
        const [after] = await tx
          .update(instalmentPlans)
          .set({
            state: 'cancelled',
            cancelledOn: body.CancelledOn,
            cancelReason: body.Reason.trim(),
            accruedAtCancelKurus: c.accruedKurus,
            refundKurus: plan.refundKurus + c.refundKurus,
            version: plan.version + 1,
          })
          .where(eq(instalmentPlans.id, plan.id))
          .returning()
        if (!after) throw conflict()
        await recordAudit(tx, actor, {
          entity: 'instalment_plan',
          entityId: plan.id,
          action: 'instalment.plan-cancelled',
          before: snapshot(plan),
          after: snapshot(after),
          reason: body.Reason.trim(),
        })
      })
      return this.detail(p, body.PlanId, lang)
    },

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
      return this.detail(p, body.PlanId, lang)
    },

    /** Finance: collections in scope matching `q`, newest first, with the sum of all matches. Kuruş. */
    async collections(p: Principal, q: CollectionQuery): Promise<CollectionPage> {
      const scope = await scopeOf(p)
      const conds: (SQL | undefined)[] = [inArray(students.programmeId, scope.length ? scope : [-1])]
      if (q.type) conds.push(eq(instalmentCollections.type, q.type))
      if (q.from) conds.push(gte(instalmentCollections.collectedOn, q.from))
      if (q.to) conds.push(lte(instalmentCollections.collectedOn, q.to))
      if (q.q) {
        const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        conds.push(
          or(
            ilike(students.studentNo, like),
            ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, like),
          ),
        )
      }
      const where = and(...conds)
      const [tot] = await db
        .select({ n: count(), s: sum(instalmentCollections.amountKurus) })
        .from(instalmentCollections)
        .innerJoin(instalmentPlans, eq(instalmentPlans.id, instalmentCollections.planId))
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(where)
      const rows = await db
        .select({
          c: instalmentCollections,
          studentNo: students.studentNo,
          first: persons.firstName,
          last: persons.lastName,
          by: sql<
            string | null
          >`(select r.first_name || ' ' || r.last_name from persons r where r.id = ${instalmentCollections.recordedBy})`,
        })
        .from(instalmentCollections)
        .innerJoin(instalmentPlans, eq(instalmentPlans.id, instalmentCollections.planId))
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(where)
        .orderBy(desc(instalmentCollections.collectedAt), desc(instalmentCollections.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
      return {
        items: rows.map((r) => ({
          Id: r.c.id,
          PlanId: r.c.planId,
          StudentNo: r.studentNo,
          StudentName: `${r.first} ${r.last}`,
          Type: r.c.type,
          AmountKurus: r.c.amountKurus,
          CollectedOn: r.c.collectedOn,
          RecordedBy: r.by ?? null,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total: Number(tot?.n ?? 0),
        totalKurus: Number(tot?.s ?? 0),
      }
    },

    /**
     * Finance: the budget of term `termId` (default the active term) per faculty or school in scope:
     * expected, collected, refunded, outstanding (kuruş). 404 unknown term.
     */
    async budget(p: Principal, termId: number | undefined, lang: Lang): Promise<Budget> {
      const scope = await scopeOf(p)
      const [term] = await db
        .select()
        .from(academicTerms)
        .where(termId ? eq(academicTerms.id, termId) : eq(academicTerms.isActive, true))
      if (!term) throw notFound('instalments.termNotFound')
      const all = await db
        .select({ id: units.id, parentId: units.parentId, nameTr: units.nameTr, nameEn: units.nameEn })
        .from(units)
      const byId = new Map(all.map((u) => [u.id, u]))
      /** The unit right under the university above `id` (its faculty or school). */
      const topOf = (id: number) => {
        let u = byId.get(id)
        while (u?.parentId && byId.get(u.parentId)?.parentId) u = byId.get(u.parentId)
        return u
      }
      const rows = await db
        .select({
          programmeId: students.programmeId,
          state: instalmentPlans.state,
          amount: instalmentPlans.amountKurus,
          accruedAtCancel: instalmentPlans.accruedAtCancelKurus,
          refund: instalmentPlans.refundKurus,
          collected: sql<string>`(select coalesce(sum(c.amount_kurus), 0) from instalment_collections c where c.plan_id = ${instalmentPlans.id})`,
        })
        .from(instalmentPlans)
        .innerJoin(students, eq(students.id, instalmentPlans.studentId))
        .where(
          and(
            eq(instalmentPlans.termId, term.id),
            inArray(students.programmeId, scope.length ? scope : [-1]),
          ),
        )
      const lines = new Map<number, BudgetRow>()
      const empty = (id: number, name: string): BudgetRow => ({
        UnitId: id,
        Unit: name,
        Plans: 0,
        ExpectedKurus: 0,
        CollectedKurus: 0,
        RefundedKurus: 0,
        OutstandingKurus: 0,
      })
      const total = empty(0, '')
      for (const r of rows) {
        const top = topOf(r.programmeId)
        const key = top?.id ?? 0
        const line = lines.get(key) ?? empty(key, top ? (lang === 'en' ? top.nameEn : top.nameTr) : '')
        lines.set(key, line)
        const expected = r.state === 'cancelled' ? (r.accruedAtCancel ?? 0) : r.amount
        const collected = Number(r.collected)
        for (const l of [line, total]) {
          l.Plans += 1
          l.ExpectedKurus += expected
          l.CollectedKurus += collected
          l.RefundedKurus += r.refund
          l.OutstandingKurus += expected - collected + r.refund
        }
      }
      return {
        TermId: term.id,
        Term: lang === 'en' ? term.nameEn : term.nameTr,
        Rows: [...lines.values()].sort((a, b) => a.Unit.localeCompare(b.Unit, lang)),
        Total: total,
      }
    },

    /**
     * The student's own plan (the active one, else the latest). 404 "no vinov plan or detail for the
     * student" when there is none. A card payment the bank settled meanwhile is applied first.
     */
    async my(p: Principal, lang: Lang): Promise<PlanDetail> {
      if (p.userType !== 'student' || !p.activeStudentNo) throw forbidden()
      const [me] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studentNo, p.activeStudentNo), eq(students.personId, p.personId)))
      if (!me) throw forbidden()
      let j = await latestPlanOf(db, lang, me.id)
      if (!j) throw notFound('instalments.noPlan')
      if (j.plan.pendingPaymentId && deps.payments) {
        const pay = await deps.payments.detail(p, j.plan.pendingPaymentId).catch(() => null)
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
    },

    /**
     * The student pays instalment `instalmentId` of own active plan by card: a pending payment of what is
     * left of it (settled oldest first when paid). 404 not own, 422 paid or plan not active, 503 no POS.
     */
    async pay(p: Principal, instalmentId: number): Promise<StartedPayment> {
      const payments = deps.payments
      const plan = await this.my(p, 'tr')
      const part = plan.Instalments.find((x) => x.Id === instalmentId)
      if (!part) throw notFound('instalments.noPlan')
      if (plan.State !== 'active') throw businessRule('instalments.notActive')
      if (part.PaidKurus >= part.AmountKurus) throw businessRule('instalments.instalmentPaid')
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

/** The instalments service. */
export type InstalmentsService = ReturnType<typeof createInstalmentsService>
