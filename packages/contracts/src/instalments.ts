/**
 * Instalment (vinov) plans, their cancellation, collections and the budget (issue 17 § Instalment plans;
 * spec §1 "instalment (vinov) plan cancellation and collection", §3 "Instalment plan: amount, instalments,
 * annual or periodic, debt amount, refund total, cancellation date and reason, collection type and amount,
 * accrual flag", §5 "cancellation reason required", §8 "no vinov plan or detail for the student").
 * Money is integer kuruş (TRY); dates are Istanbul calendar dates `YYYY-MM-DD`.
 */
import { z } from 'zod'
import { ZDate, ZId, ZIdParam, ZPage, ZPageQuery, ZVersion } from './common.ts'

/** Annual (one fee for the year) or periodic (per term) plan. */
export const ZPlanKind = z.enum(['annual', 'periodic'])
export type PlanKind = z.infer<typeof ZPlanKind>

/** A plan's state: `active` with debt, `paid` in full, `cancelled` (with reason, date and refund). */
export const ZPlanState = z.enum(['active', 'paid', 'cancelled'])
export type PlanState = z.infer<typeof ZPlanState>

/** How a collection was received. */
export const ZCollectionType = z.enum(['card', 'bank_transfer', 'cash'])
export type CollectionType = z.infer<typeof ZCollectionType>

/** One instalment of a plan. Kuruş. */
export const ZInstalment = z.object({
  Id: z.number().int(),
  No: z.number().int(),
  DueDate: z.string(),
  AmountKurus: z.number().int(),
  PaidKurus: z.number().int(),
  /** Due date passed and not fully paid (Istanbul calendar). */
  Overdue: z.boolean(),
})
export type Instalment = z.infer<typeof ZInstalment>

/** A plan in a list row. Kuruş. `DebtKurus` = amount − paid (0 when cancelled: see `RemainingDebtKurus`). */
export const ZPlanRow = z.object({
  Id: z.number().int(),
  StudentNo: z.string(),
  StudentName: z.string(),
  Programme: z.string(),
  Term: z.string(),
  Kind: ZPlanKind,
  State: ZPlanState,
  AmountKurus: z.number().int(),
  PaidKurus: z.number().int(),
  DebtKurus: z.number().int(),
  RefundKurus: z.number().int(),
  InstalmentCount: z.number().int(),
  /** Tahakkuk: the fee has been accrued to the student's account. */
  Accrued: z.boolean(),
  Overdue: z.boolean(),
  NextDueDate: z.string().nullable(),
  Version: z.number().int(),
})
export type PlanRow = z.infer<typeof ZPlanRow>

/** One collection. Kuruş. */
export const ZCollection = z.object({
  Id: z.number().int(),
  PlanId: z.number().int(),
  StudentNo: z.string(),
  StudentName: z.string(),
  Type: ZCollectionType,
  AmountKurus: z.number().int(),
  CollectedOn: z.string(),
  RecordedBy: z.string().nullable(),
})
export type Collection = z.infer<typeof ZCollection>

/** A plan with its instalments, collections and (cancelled) cancellation. */
export const ZPlanDetail = ZPlanRow.extend({
  Instalments: z.array(ZInstalment),
  Collections: z.array(ZCollection),
  CancelledOn: z.string().nullable(),
  CancelReason: z.string().nullable(),
  /** Accrued but unpaid at cancellation (still owed). */
  RemainingDebtKurus: z.number().int(),
  /** The student's card payment started and not settled yet (its page: pay it or ask the bank), or null. */
  PendingPaymentId: z.number().int().nullable(),
})
export type PlanDetail = z.infer<typeof ZPlanDetail>

/** Totals of the filtered plans. Kuruş. */
export const ZPlanTotals = z.object({
  Count: z.number().int(),
  AmountKurus: z.number().int(),
  PaidKurus: z.number().int(),
  DebtKurus: z.number().int(),
  RefundKurus: z.number().int(),
})
export type PlanTotals = z.infer<typeof ZPlanTotals>

/** Plan list filters and paging. */
export const ZPlanQuery = ZPageQuery.extend({
  q: z.string().trim().max(60).optional(),
  state: ZPlanState.optional(),
  kind: ZPlanKind.optional(),
  termId: ZIdParam.optional(),
  overdue: z.enum(['true', 'false']).optional(),
})
export type PlanQuery = z.infer<typeof ZPlanQuery>

/** A page of plans with the totals of every plan matching the filters. */
export const ZPlanPage = ZPage(ZPlanRow).extend({ totals: ZPlanTotals })
export type PlanPage = z.infer<typeof ZPlanPage>

/** An amount as typed: whole lira or with one or two decimals, comma or point ("12500", "12.500,50" not). */
export const ZMoneyText = z.string().trim().max(20)

/** Which of a programme's fee amounts (issue 19 fee entry: fees 1–3, preparatory fees 1–3). */
export const ZFeeKey = z.enum(['Fee1', 'Fee2', 'Fee3', 'PrepFee1', 'PrepFee2', 'PrepFee3'])
export type FeeKey = z.infer<typeof ZFeeKey>

/** Query: the programme fee of a student for a term (to create a plan from). */
export const ZPlanFeeQuery = z.object({ studentNo: z.string().trim().min(1).max(20), termId: ZIdParam })
export type PlanFeeQuery = z.infer<typeof ZPlanFeeQuery>

/**
 * A student's programme fee for a term. `Options`: the positive amounts (kuruş) a plan may take, preparatory
 * fees first for a student in the preparatory class; empty when there is no fee for the term or it is not in
 * TRY (`Currency` then says which: plans are in TL, so finance enters the TL amount).
 */
export const ZPlanFee = z.object({
  StudentNo: z.string(),
  StudentName: z.string(),
  Programme: z.string(),
  Prep: z.boolean(),
  Currency: z.enum(['TRY', 'USD', 'EUR']).nullable(),
  Options: z.array(z.object({ Key: ZFeeKey, AmountKurus: z.number().int() })),
})
export type PlanFee = z.infer<typeof ZPlanFee>

/**
 * POST body: a plan for a student's fee. `FeeKey`: the amount is that programme fee of the term (the server
 * reads it; `Amount` must still equal it, 422 when the fee changed meanwhile); without it, an entered amount.
 */
export const ZCreatePlan = z.object({
  StudentNo: z.string().trim().min(1).max(20),
  TermId: ZId,
  Kind: ZPlanKind,
  Amount: ZMoneyText,
  FeeKey: ZFeeKey.optional(),
  InstalmentCount: z.number().int().min(1).max(12),
  FirstDueDate: ZDate,
  Accrued: z.boolean(),
})
export type CreatePlan = z.infer<typeof ZCreatePlan>

/** POST body: the refund preview of cancelling a plan on a date. */
export const ZCancelPreviewRequest = z.object({ PlanId: ZId, CancelledOn: ZDate })
export type CancelPreviewRequest = z.infer<typeof ZCancelPreviewRequest>

/** What a cancellation on a date means. Kuruş. */
export const ZCancelPreview = z.object({
  PlanId: z.number().int(),
  CancelledOn: z.string(),
  PaidKurus: z.number().int(),
  /** Instalments due on or before the cancellation date (0 when the plan is not accrued). */
  AccruedKurus: z.number().int(),
  /** max(0, paid − accrued): paid back to the student. */
  RefundKurus: z.number().int(),
  /** max(0, accrued − paid): still owed after the cancellation. */
  RemainingDebtKurus: z.number().int(),
})
export type CancelPreview = z.infer<typeof ZCancelPreview>

/** POST body: cancel a plan (reason required). `Version` from the plan as read (409 when it moved on). */
export const ZCancelPlan = z.object({
  PlanId: ZId,
  Version: ZVersion,
  CancelledOn: ZDate,
  Reason: z.string().trim().max(500),
})
export type CancelPlan = z.infer<typeof ZCancelPlan>

/** POST body: a collection on a plan, settling its instalments oldest first. */
export const ZRecordCollection = z.object({
  PlanId: ZId,
  Version: ZVersion,
  Type: ZCollectionType,
  Amount: ZMoneyText,
})
export type RecordCollection = z.infer<typeof ZRecordCollection>

/** Collection list filters and paging. */
export const ZCollectionQuery = ZPageQuery.extend({
  q: z.string().trim().max(60).optional(),
  type: ZCollectionType.optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
})
export type CollectionQuery = z.infer<typeof ZCollectionQuery>

/** A page of collections with the sum of every matching collection. */
export const ZCollectionPage = ZPage(ZCollection).extend({ totalKurus: z.number().int() })
export type CollectionPage = z.infer<typeof ZCollectionPage>

/** A term to choose in filters. */
export const ZPlanTerm = z.object({ Id: z.number().int(), Name: z.string(), Active: z.boolean() })
export type PlanTerm = z.infer<typeof ZPlanTerm>

/** Budget query: one term (default the active one). */
export const ZBudgetQuery = z.object({ termId: ZIdParam.optional() })
export type BudgetQuery = z.infer<typeof ZBudgetQuery>

/**
 * One unit's (faculty or school) budget line for a term. Kuruş. Expected: the fees of uncancelled plans plus
 * the accrued part of cancelled ones; outstanding = expected − (collected − refunded).
 */
export const ZBudgetRow = z.object({
  UnitId: z.number().int(),
  Unit: z.string(),
  Plans: z.number().int(),
  ExpectedKurus: z.number().int(),
  CollectedKurus: z.number().int(),
  RefundedKurus: z.number().int(),
  OutstandingKurus: z.number().int(),
})
export type BudgetRow = z.infer<typeof ZBudgetRow>

/** The budget of a term: per unit and the total line. */
export const ZBudget = z.object({
  TermId: z.number().int(),
  Term: z.string(),
  Rows: z.array(ZBudgetRow),
  Total: ZBudgetRow,
})
export type Budget = z.infer<typeof ZBudget>

/** POST body: the student pays instalment `InstalmentId` of own plan by card (answer: the payment to pay). */
export const ZPayInstalment = z.object({ InstalmentId: ZId })
export type PayInstalment = z.infer<typeof ZPayInstalment>
