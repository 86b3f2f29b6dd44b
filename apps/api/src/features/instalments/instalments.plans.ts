/**
 * Writing instalment plans (issue 17 § Instalment plans; spec §5 "cancellation reason required"): the
 * programme fee a plan may take, creating a plan split into monthly instalments, and previewing and
 * confirming a cancellation with its refund (see instalments.money.ts). Kuruş throughout.
 */
import type {
  CancelPlan,
  CancelPreview,
  CancelPreviewRequest,
  CreatePlan,
  FeeKey,
  PlanDetail,
  PlanFee,
  PlanFeeQuery,
} from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { academicTerms, persons, students, units } from '../../db/schema/index.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { badRequest, businessRule, conflict, notFound } from '../../platform/http/errors.ts'
import { istanbulToday } from '../../platform/time.ts'
import { FEE_FIELDS, type InstalmentsContext, type Lang, lira, snapshot } from './instalments.context.ts'
import { cancellation, dueDates, parseKurus, splitKurus } from './instalments.money.ts'
import { instalmentsOf } from './instalments.repo.ts'
import { instalmentPlans, instalments } from './instalments.schema.ts'

/** Creates the plan writes of the instalments service over `ctx`. */
export function createPlanWrites(ctx: InstalmentsContext) {
  const { db, clock, scopeOf, scopedPlan, lockActive, detail } = ctx

  /**
   * The plan amounts the programme fee of `student` offers for `termId` (kuruş, positive only; preparatory
   * fees first for a student in the preparatory class, class year 0). Empty when there is no fee or it is
   * not in TRY: plans are in TL and the portal has no exchange rate of its own (decisions, issue 17).
   */
  async function feeOptions(student: { programmeId: number; classYear: number }, termId: number) {
    const fee = ctx.feeOf ? await ctx.feeOf(student.programmeId, termId) : null
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

  return {
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
      return detail(p, id, lang)
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
      return detail(p, body.PlanId, lang)
    },
  }
}
