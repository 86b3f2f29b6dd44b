/**
 * The HTTP bulk-SMS adapter (DESIGN.md §4b; issue 35 "SMS"; README "Configuration" SMS_*): İleti Merkezi's JSON
 * "send-sms" API as its official Node client sends it (`iletimerkezi/iletimerkezi-node`,
 * src/services/SmsService.ts) and its documentation describes it (`iletimerkezi/apidocs-website`,
 * docs/sms/send/json.mdx):
 *
 *   POST {SMS_URL}   (e.g. https://api.iletimerkezi.com/v1/send-sms/json)
 *   { "request": { "authentication": { "key", "hash" }          ← SMS_API_KEY / SMS_API_HASH (the default)
 *                                   | { "username", "password" } ← SMS_URL's user info (the older option)
 *                  "order": { "sender", "iys": "0", "message": { "text", "receipents": { "number": ["905…"] } } } } }
 *   → { "response": { "status": { "code": "200", "message": "İşlem başarılı" }, "order": { "id" } } }
 *
 * `iys` is "0": the portal's messages (confirmation codes, notices about a person's own records) are not
 * commercial, so the İYS consent register is not asked (the documentation requires "1" for commercial ones).
 * The documented refusal codes become `SmsRefusedError` kinds: 401 credentials, 402 balance, 450 sender —
 * the provider account is unusable for every message, so they reject as `DependencyUnavailableError('sms')`
 * (503 with Retry-After) and /readyz shows them —; 451 (the same text to the same number within 10 minutes)
 * counts as sent, since that message went out; 452 recipients, 453 too long, 454 empty and 457 date format
 * reject as `SmsRefusedError`. A provider out of reach (network failure, no answer within 10 s, HTTP 5xx or
 * 429) rejects with `DependencyUnavailableError('sms')` too.
 */
import { DependencyUnavailableError, faultReason } from '../http/errors.ts'
import { timedOutsideCall } from '../metrics/metrics.ts'
import type { SmsSender } from './sms-sender.ts'

/** Milliseconds to wait for the provider. */
const TIMEOUT_MS = 10_000

/** How the portal authenticates at the provider. */
export type SmsAuthentication = { key: string; hash: string } | { username: string; password: string }

/** The documented refusal codes of send-sms and what each means. */
export const SMS_REFUSALS = {
  '401': 'credentials',
  '402': 'balance',
  '450': 'sender',
  '451': 'duplicate',
  '452': 'recipients',
  '453': 'tooLong',
  '454': 'empty',
  '457': 'dateFormat',
} as const

/** A refusal kind of `SMS_REFUSALS`, or 'unknown' for an undocumented code. */
export type SmsRefusalKind = (typeof SMS_REFUSALS)[keyof typeof SMS_REFUSALS] | 'unknown'

/** The provider refused this message (a documented code that is about the message, not the account). */
export class SmsRefusedError extends Error {
  constructor(
    readonly code: string,
    readonly kind: SmsRefusalKind,
    providerMessage: string,
  ) {
    super(`SMS provider refused the message: ${code} ${kind} ${providerMessage}`.trim())
    this.name = 'SmsRefusedError'
  }
}

/** Refusals that make the provider account unusable for every message (reported as the dependency down). */
const ACCOUNT_REFUSALS: readonly SmsRefusalKind[] = ['credentials', 'balance', 'sender']

/**
 * A sender posting to `endpoint` (SMS_URL without user info) with `auth`, the sender header `sender`;
 * `fetchImpl` is the transport (the development counterpart is reached in-process).
 */
export function createHttpSmsSender(
  endpoint: string,
  sender: string,
  auth: SmsAuthentication,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  let state = 'unchecked'
  const unavailable = (reason: string, cause?: unknown) => {
    state = `down: ${reason}`
    return new DependencyUnavailableError('sms', reason, cause)
  }
  async function post(to: string, text: string): Promise<void> {
    const body = {
      request: {
        authentication: auth,
        order: { sender, iys: '0', message: { text, receipents: { number: [to.replace(/^\+/, '')] } } },
      },
    }
    let res: Response
    try {
      res = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (err) {
      throw unavailable(faultReason(err), err)
    }
    if (res.status >= 500 || res.status === 429) throw unavailable(`HTTP ${res.status}`)
    const answer = (await res.json().catch(() => null)) as {
      response?: { status?: { code?: string | number; message?: string } }
    } | null
    const code = String(answer?.response?.status?.code ?? res.status)
    const providerMessage = answer?.response?.status?.message ?? ''
    if (code === '200') {
      state = 'ok'
      return
    }
    const kind: SmsRefusalKind = SMS_REFUSALS[code as keyof typeof SMS_REFUSALS] ?? 'unknown'
    if (kind === 'duplicate') {
      state = 'ok'
      return
    }
    if (ACCOUNT_REFUSALS.includes(kind)) throw unavailable(`${code} ${kind}`)
    throw new SmsRefusedError(code, kind, providerMessage)
  }
  return {
    health: () => state,
    send: (message) =>
      timedOutsideCall(
        'sms',
        () => post(message.to, message.text),
        (err) => (err instanceof SmsRefusedError ? 'error' : 'unavailable'),
      ),
  }
}

/**
 * The endpoint and authentication of SMS_URL with SMS_API_KEY/SMS_API_HASH (preferred) or the URL's user info:
 * `{ endpoint, auth }`; throws naming what is missing when SMS_URL has neither.
 */
export function smsProviderOf(
  smsUrl: string,
  apiKey: string | null,
  apiHash: string | null,
): { endpoint: string; auth: SmsAuthentication } {
  const url = new URL(smsUrl)
  const username = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  url.username = ''
  url.password = ''
  if (apiKey && apiHash) return { endpoint: url.toString(), auth: { key: apiKey, hash: apiHash } }
  if (username && password) return { endpoint: url.toString(), auth: { username, password } }
  throw new Error(
    'SMS_URL is set, so SMS_API_KEY and SMS_API_HASH must be set (or a username and password in SMS_URL)',
  )
}
