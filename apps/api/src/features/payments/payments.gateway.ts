/**
 * The `PaymentGateway` (issue 17 § Payments): the portal's one client of the bank's virtual POS, speaking
 * NestPay 3-D Pay Hosting and its CC5 API (nestpay.protocol.ts). The same client talks to the real bank
 * (POS_*) and to the development bank at /dev/bank; only the addresses, keys and the transport differ.
 */

import type { PaymentGateForm } from '@unacs/contracts'
import { timedOutsideCall } from '../../platform/metrics/metrics.ts'
import {
  amountText,
  CURRENCY_CODES,
  cc5Fields,
  cc5Request,
  hashVer3,
  kurusOfAmountText,
  orderStatusOf,
  readThreeDResult,
  verifyVer3,
} from './nestpay.protocol.ts'

/** Thrown when the bank cannot be reached or answers something unreadable (→ 503, nothing changes). */
export class GatewayUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GatewayUnavailable'
  }
}

/** Sends one CC5 XML document to `url` and returns the answer's text; throws GatewayUnavailable. */
export type Cc5Transport = (url: string, xml: string) => Promise<string>

/** Sale (`Auth`) or provision (`PreAuth`). */
export type PaymentMode = 'sale' | 'preauth'

/** What the gateway needs to know about an order. */
export interface GatewayOrder {
  orderId: string
  amountKurus: number
  currency: string
  mode: PaymentMode
}

/** A verified 3-D answer of the bank about one order. */
export interface VerifiedCallback {
  orderId: string
  amountKurus: number | null
  currency: string
  mode: PaymentMode | null
  approved: boolean
  message: string | null
  transId: string | null
}

/** An API call's outcome: approved, or refused with the bank's message. */
export interface BankAnswer {
  approved: boolean
  message: string | null
}

/** The bank's view of an order from the status query. */
export type BankOrderStatus = 'approved' | 'declined' | 'voided' | 'refunded' | 'unknown'

/** The bank's virtual POS. */
export interface PaymentGateway {
  /** The signed form the browser posts to the bank's 3-D page for `order`. */
  gateForm(order: GatewayOrder, p: { callbackUrl: string; lang: 'tr' | 'en'; rnd: string }): PaymentGateForm
  /** Verifies the bank's posted answer; null when the hash or client id is wrong (forged or altered). */
  verifyCallback(fields: Readonly<Record<string, string>>): VerifiedCallback | null
  /** Captures a provision (PostAuth) for `amountKurus`. */
  capture(order: GatewayOrder): Promise<BankAnswer>
  /** Releases a provision or cancels a sale the same day (Void). */
  release(order: GatewayOrder): Promise<BankAnswer>
  /** Refunds a captured amount (Credit). */
  refund(order: GatewayOrder): Promise<BankAnswer>
  /** Asks the bank what became of an order (ORDERSTATUS query). */
  status(
    orderId: string,
  ): Promise<{ status: BankOrderStatus; transId: string | null; message: string | null }>
}

/** The bank's coordinates and keys. */
export interface GatewaySettings {
  gateUrl: string
  apiUrl: string
  clientId: string
  storeKey: string
  apiUser: string
  apiPassword: string
  /** 3-D Secure results (`mdStatus`) accepted as authenticated (POS_MD_STATUSES; the reference's default "1"). */
  acceptedMdStatuses?: readonly string[]
}

const TRAN_TYPE: Record<PaymentMode, string> = { sale: 'Auth', preauth: 'PreAuth' }
const CURRENCY_OF_CODE = Object.fromEntries(Object.entries(CURRENCY_CODES).map(([k, v]) => [v, k]))

/** Creates the NestPay client over `transport` (HTTPS in production, in-process to /dev/bank in development). */
export function createNestPayGateway(settings: GatewaySettings, transport: Cc5Transport): PaymentGateway {
  const api = async (fields: Record<string, string>, extra?: Record<string, string>) => {
    const xml = cc5Request(
      {
        Name: settings.apiUser,
        Password: settings.apiPassword,
        ClientId: settings.clientId,
        ...fields,
      },
      extra,
    )
    const answer = cc5Fields(await transport(settings.apiUrl, xml))
    if (!answer.Response) throw new GatewayUnavailable('the bank answered without a Response')
    return answer
  }
  const operation = async (type: string, order: GatewayOrder, withAmount: boolean) => {
    const a = await api({
      Type: type,
      OrderId: order.orderId,
      ...(withAmount
        ? { Total: amountText(order.amountKurus), Currency: CURRENCY_CODES[order.currency] ?? '949' }
        : {}),
    })
    // Approved as the reference reads it: ProcReturnCode "00".
    const approved = a.ProcReturnCode === '00'
    return { approved, message: approved ? null : a.ErrMsg || a.Response || null }
  }
  return {
    gateForm(order, p) {
      const fields: Record<string, string> = {
        clientid: settings.clientId,
        storetype: '3d_pay_hosting',
        trantype: TRAN_TYPE[order.mode],
        amount: amountText(order.amountKurus),
        currency: CURRENCY_CODES[order.currency] ?? '949',
        oid: order.orderId,
        okUrl: p.callbackUrl,
        failUrl: p.callbackUrl,
        callbackUrl: p.callbackUrl,
        lang: p.lang,
        rnd: p.rnd,
        hashAlgorithm: 'ver3',
        Instalment: '',
      }
      fields.hash = hashVer3(fields, settings.storeKey)
      return { GateUrl: settings.gateUrl, Fields: fields }
    },
    verifyCallback(fields) {
      if (!verifyVer3(fields, settings.storeKey, 'HASH')) return null
      if (fields.clientid !== settings.clientId || !fields.oid) return null
      const result = readThreeDResult(fields, settings.acceptedMdStatuses)
      const mode = fields.trantype === 'Auth' ? 'sale' : fields.trantype === 'PreAuth' ? 'preauth' : null
      return {
        orderId: fields.oid,
        amountKurus: kurusOfAmountText(fields.amount),
        currency: CURRENCY_OF_CODE[fields.currency ?? ''] ?? '?',
        mode,
        ...result,
      }
    },
    capture: (order) => operation('PostAuth', order, true),
    release: (order) => operation('Void', order, false),
    refund: (order) => operation('Credit', order, true),
    async status(orderId) {
      const a = await api({ OrderId: orderId }, { ORDERSTATUS: 'QUERY' })
      const mapped = orderStatusOf(a)
      // PN (pending at the bank) leaves the payment pending, as an unknown answer does.
      const status: BankOrderStatus = mapped === 'pending' ? 'unknown' : mapped
      return {
        status,
        transId: a.TRANS_ID || a.TransId || null,
        message: status === 'unknown' && a.ProcReturnCode !== '00' ? a.ErrMsg || null : a.ERR_MSG || null,
      }
    },
  }
}

/**
 * HTTPS transport to the real bank: POSTs the XML, waits at most `timeoutMs`, retries once on a network
 * error or a 5xx (the bank keys operations by order id), and throws GatewayUnavailable when it gives up.
 */
export function httpsTransport(timeoutMs: number): Cc5Transport {
  return (url, xml) => timedOutsideCall('bank', () => post(url, xml, timeoutMs))
}

/** One CC5 POST with the retry described at httpsTransport. */
function post(url: string, xml: string, timeoutMs: number): Promise<string> {
  return (async () => {
    let last: unknown
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/xml; charset=utf-8' },
          body: xml,
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (res.status >= 500) throw new Error(`bank answered ${res.status}`)
        if (!res.ok) throw new GatewayUnavailable(`bank answered ${res.status}`)
        return await res.text()
      } catch (error) {
        if (error instanceof GatewayUnavailable) throw error
        last = error
      }
    }
    throw new GatewayUnavailable('the bank could not be reached', { cause: last })
  })()
}
