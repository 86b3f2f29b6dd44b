/**
 * Graduation gown and cap (issue 17 § Graduation gown and cap; spec §1, §4, §5, §9): the ceremony calendar,
 * the student's request with self or proxy pickup, the deposit held as a card provision, hand-out and take-back
 * by inventory staff, and finance's deposit list. Money is integer kuruş (TRY).
 */
import { z } from 'zod'
import { ZIdParam, ZPage, ZPageQuery } from './common.ts'

/** True when `value` is 11 digits, not starting with 0, with the official T.C. kimlik check digits. */
export function isTcKimlikNo(value: string): boolean {
  if (!/^[1-9][0-9]{10}$/.test(value)) return false
  const d = Array.from(value, Number) as number[]
  const at = (i: number) => d[i] ?? 0
  const odd = at(0) + at(2) + at(4) + at(6) + at(8)
  const even = at(1) + at(3) + at(5) + at(7)
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  return at(9) === d10 && at(10) === (odd + even + d10) % 10
}

export const ZGownSize = z.enum(['S', 'M', 'L', 'XL', 'XXL'])
export type GownSize = z.infer<typeof ZGownSize>

/** Request states: awaiting the deposit, active (deposit held), handed out, returned, cancelled. */
export const ZGownRequestState = z.enum(['awaiting_deposit', 'active', 'handed_out', 'returned'])
export type GownRequestState = z.infer<typeof ZGownRequestState>

/** The deposit's state, mirroring its payment (none: no successful payment attempt yet). */
export const ZGownDepositState = z.enum(['pending', 'declined', 'held', 'released', 'captured', 'refunded'])
export type GownDepositState = z.infer<typeof ZGownDepositState>

/** One time window on a day, Istanbul local times "HH:MM". */
export const ZGownWindow = z.object({ From: z.string(), To: z.string() })

/** The current ceremony's calendar (Istanbul dates and times). */
export const ZGownCeremony = z.object({
  Id: z.number().int(),
  Name: z.string(),
  RequestStart: z.string(),
  /** Payment (and requests) close at `PaymentCloseTime` on this day. */
  PaymentLastDay: z.string(),
  PaymentCloseTime: z.string(),
  PickupDays: z.array(z.string()),
  PickupWindows: z.array(ZGownWindow),
  CeremonyDays: z.array(z.string()),
  ReturnDeadline: z.string(),
  DepositKurus: z.number().int(),
  Currency: z.string(),
})
export type GownCeremony = z.infer<typeof ZGownCeremony>

/** A request as its student, inventory and finance see it. */
export const ZGownRequest = z.object({
  Id: z.number().int(),
  StudentNo: z.string(),
  StudentName: z.string(),
  Size: ZGownSize,
  PickupBy: z.enum(['self', 'proxy']),
  ProxyName: z.string().nullable(),
  /** The proxy's T.C. kimlik no, masked except the last 4 digits outside the student's own view. */
  ProxyTcNo: z.string().nullable(),
  State: ZGownRequestState,
  DepositState: ZGownDepositState,
  DepositKurus: z.number().int(),
  PaymentId: z.number().int().nullable(),
  HandedTo: z.enum(['self', 'proxy']).nullable(),
  HandedOutAt: z.string().nullable(),
  ReturnedAt: z.string().nullable(),
  ReturnCondition: z.enum(['intact', 'damaged']).nullable(),
  ReturnedLate: z.boolean().nullable(),
  CaptureReason: z.string().nullable(),
  Version: z.number().int(),
})
export type GownRequest = z.infer<typeof ZGownRequest>

/** The student's page: the ceremony, whether they may request (or the reason why not), and their request. */
export const ZGownStatus = z.object({
  Ceremony: ZGownCeremony.nullable(),
  Eligible: z.boolean(),
  /** The reason in the caller's language when not eligible. */
  Reason: z.string().nullable(),
  /** True while the request/payment window is open now. */
  RequestOpen: z.boolean(),
  Request: ZGownRequest.nullable(),
})
export type GownStatus = z.infer<typeof ZGownStatus>

/** A new request: size, pickup by self or a proxy (name and T.C. kimlik no), the accepted statement. */
export const ZGownRequestInput = z
  .object({
    Size: ZGownSize,
    PickupBy: z.enum(['self', 'proxy']),
    ProxyName: z.string().trim().max(100).nullish(),
    ProxyTcNo: z.string().trim().max(11).nullish(),
    Accepted: z.boolean(),
  })
  .strict()
export type GownRequestInput = z.infer<typeof ZGownRequestInput>

/** Inventory's search by student number. */
export const ZGownSearchQuery = z.object({ studentNo: z.string().trim().min(1).max(20) })

/** Hand-out: to the student or the named proxy; `Version` as read. */
export const ZGownHandOut = z
  .object({ RequestId: ZIdParam, Version: z.number().int().min(0), To: z.enum(['self', 'proxy']) })
  .strict()

/** Take-back: intact or damaged; a reason is required when damaged (lateness is decided by the clock). */
export const ZGownTakeBack = z
  .object({
    RequestId: ZIdParam,
    Version: z.number().int().min(0),
    Condition: z.enum(['intact', 'damaged']),
    Reason: z.string().trim().max(500).nullish(),
  })
  .strict()

/** Finance's deposit list: by deposit state ('due': held deposits due to be released). */
export const ZGownDepositFilter = z.enum([
  'all',
  'due',
  'pending',
  'held',
  'released',
  'captured',
  'refunded',
])
export const ZGownDepositQuery = ZPageQuery.extend({ state: ZGownDepositFilter.default('all') })
export type GownDepositQuery = z.infer<typeof ZGownDepositQuery>

/** One line of the totals: deposits in a state, their count and sum in kuruş. */
export const ZGownDepositTotal = z.object({
  State: z.string(),
  Count: z.number().int(),
  AmountKurus: z.number().int(),
})
export const ZGownDepositPage = ZPage(ZGownRequest.extend({ Due: z.boolean() })).extend({
  totals: z.array(ZGownDepositTotal),
})
export type GownDepositPage = z.infer<typeof ZGownDepositPage>

/** The result of a bulk refund (release) of the deposits due. */
export const ZGownBulkRefundResult = z.object({
  Released: z.number().int(),
  Failed: z.number().int(),
  AmountKurus: z.number().int(),
})
export type GownBulkRefundResult = z.infer<typeof ZGownBulkRefundResult>
