/**
 * The HTTP bulk-SMS adapter (DESIGN.md §4b, README "Configuration" SMS_URL): speaks the JSON "send-sms"
 * shape common to Turkish bulk-SMS providers (İleti Merkezi style):
 *
 *   POST {SMS_URL without credentials}
 *   { "request": { "authentication": { "username", "password" },
 *                  "order": { "sender", "iys": "0", "message": { "text", "receipents": { "number": [to] } } } } }
 *   → 200 { "response": { "status": { "code": "200", "message": "İşlem başarılı" } } }
 *
 * The username and password are the SMS_URL's user info; the sender header is SMS_SENDER. A provider out of
 * reach (network failure, no answer within 10 s, HTTP 5xx or 429) rejects with DependencyUnavailableError('sms')
 * (503 with Retry-After, issue 33 §3); any other answer or status code rejects with a plain Error (the caller
 * turns it into its own error).
 */
import { DependencyUnavailableError, faultReason } from '../http/errors.ts'
import type { SmsSender } from './sms-sender.ts'

/** Milliseconds to wait for the provider. */
const TIMEOUT_MS = 10_000

/** A sender posting to the provider at `smsUrl` (e.g. https://user:pass@api.example.com/v1/send-sms/json). */
export function createHttpSmsSender(
  smsUrl: string,
  sender: string,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const url = new URL(smsUrl)
  const username = decodeURIComponent(url.username)
  const password = decodeURIComponent(url.password)
  url.username = ''
  url.password = ''
  const endpoint = url.toString()
  let state = 'unchecked'
  const unavailable = (reason: string, cause?: unknown) => {
    state = `down: ${reason}`
    return new DependencyUnavailableError('sms', reason, cause)
  }
  return {
    health: () => state,
    async send(message) {
      const body = {
        request: {
          authentication: { username, password },
          order: {
            sender,
            iys: '0',
            message: { text: message.text, receipents: { number: [message.to.replace(/^\+/, '')] } },
          },
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
      const code = String(answer?.response?.status?.code ?? '')
      if (!res.ok || code !== '200')
        throw new Error(
          `SMS provider refused the message: ${res.status} ${code} ${answer?.response?.status?.message ?? ''}`,
        )
      state = 'ok'
    },
  }
}
