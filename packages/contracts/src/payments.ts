/**
 * Card payments through the bank's virtual POS (3-D Secure hosted payment) and ID card balance loading
 * (issue 17 § Payments; spec §1 "Virtual-POS card payment and ID card balance loading", §3 "Card: ...
 * amount, exchange rate", §5 "Amount format check", §8 "payment provision failed with the bank's message
 * appended"). Money is integer kuruş with its currency; the portal never sees a card number.
 */
import { z } from 'zod'
import { ZPage } from './common.ts'

/** What a payment pays for. */
export const ZPaymentPurpose = z.enum(['id_card_load', 'gown_deposit', 'instalment'])
export type PaymentPurpose = z.infer<typeof ZPaymentPurpose>

/**
 * A payment's state: `pending` until the bank answers; a sale ends `paid` (later maybe `refunded`); a
 * pre-authorisation (provision) ends `held`, then `released` or `captured`; `declined` with the bank's message.
 */
export const ZPaymentState = z.enum([
  'pending',
  'paid',
  'held',
  'released',
  'captured',
  'refunded',
  'declined',
])
export type PaymentState = z.infer<typeof ZPaymentState>

/** One payment as its owner sees it. Amounts in kuruş. */
export const ZPayment = z.object({
  Id: z.number().int(),
  OrderId: z.string(),
  Purpose: ZPaymentPurpose,
  State: ZPaymentState,
  AmountKurus: z.number().int(),
  Currency: z.string(),
  /** TRY per one unit of `Currency` used for a foreign-currency amount; null for TRY. */
  ExchangeRate: z.string().nullable(),
  Description: z.string(),
  /** The bank's message of a declined payment (as the bank sent it), else null. */
  BankMessage: z.string().nullable(),
  CreatedAt: z.string(),
  CompletedAt: z.string().nullable(),
  /** Where the student goes back to after the payment (a portal route). */
  ReturnPath: z.string(),
})
export type Payment = z.infer<typeof ZPayment>

/** The form the browser posts to the bank's 3-D page: its address and the signed fields. */
export const ZPaymentGateForm = z.object({
  GateUrl: z.string(),
  Fields: z.record(z.string(), z.string()),
})
export type PaymentGateForm = z.infer<typeof ZPaymentGateForm>

/**
 * An amount as typed (spec §5 "amount format"): whole lira or lira with one or two decimals, comma or
 * point ("250", "250,5", "250.50"). The API checks the format and range and answers in the caller's language.
 */
export const ZAmountText = z.string().trim().max(20)

/** ID card load limits in kuruş (whole lira at least 10, at most 2,000). */
export const ID_CARD_LOAD_MIN_KURUS = 1_000
export const ID_CARD_LOAD_MAX_KURUS = 200_000

/** POST body of an ID card load. */
export const ZIdCardLoadRequest = z.object({ Amount: ZAmountText })
export type IdCardLoadRequest = z.infer<typeof ZIdCardLoadRequest>

/** A started payment: go to its page to be sent to the bank. */
export const ZStartedPayment = z.object({ PaymentId: z.number().int() })
export type StartedPayment = z.infer<typeof ZStartedPayment>

/** The state of one ID card load. `pending` also while the card system could not yet be reached. */
export const ZIdCardLoadState = z.enum(['awaiting_payment', 'pending', 'loaded', 'failed'])
export type IdCardLoadState = z.infer<typeof ZIdCardLoadState>

/** One ID card load in the history. */
export const ZIdCardLoad = z.object({
  Id: z.number().int(),
  PaymentId: z.number().int(),
  AmountKurus: z.number().int(),
  State: ZIdCardLoadState,
  PaymentState: ZPaymentState,
  /** The card balance right after this load (kuruş), when loaded. */
  BalanceAfterKurus: z.number().int().nullable(),
  CreatedAt: z.string(),
  LoadedAt: z.string().nullable(),
})
export type IdCardLoad = z.infer<typeof ZIdCardLoad>

/** The student's ID card: the balance at the card system (null when unreachable) and load limits. */
export const ZIdCardSummary = z.object({
  StudentNo: z.string(),
  BalanceKurus: z.number().int().nullable(),
  /** True when the card system could not be reached: the balance is unknown, not zero. */
  Unavailable: z.boolean(),
  MinKurus: z.number().int(),
  MaxKurus: z.number().int(),
})
export type IdCardSummary = z.infer<typeof ZIdCardSummary>

/** GET history query. */
export const ZIdCardLoadQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
})

/** A page of ID card loads, newest first. */
export const ZIdCardLoadPage = ZPage(ZIdCardLoad)
export type IdCardLoadPage = z.infer<typeof ZIdCardLoadPage>
