/**
 * The SMTP mailer (nodemailer), used when SMTP_URL is set. A mail server out of reach fails fast (issue 33
 * §3): connecting (DNS included) gives up after 5 s, the greeting after 5 s, a silent socket after 15 s, and
 * the send throws DependencyUnavailableError('smtp') (503 with Retry-After) instead of a 500.
 */
import nodemailer from 'nodemailer'
import { DependencyUnavailableError, faultReason } from '../http/errors.ts'
import { timedOutsideCall } from '../metrics/metrics.ts'
import type { Mailer } from './mailer.ts'

/** Time bounds of one SMTP conversation (ms); nodemailer's defaults are 2 min to connect, 10 min idle. */
export const SMTP_TIMEOUTS = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 15_000 }

/**
 * nodemailer's and Node's codes meaning "the mail server cannot be reached or is not working": connection
 * refused, closed or timed out, DNS, TLS, a garbled answer, our credentials refused.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * True when `err` from nodemailer says the server is out of reach or answered a temporary failure (4xx,
 * e.g. 421 "service not available"); false for a refusal of this message (a 5xx for a recipient).
 */
export function isSmtpUnavailable(err: unknown): boolean {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown }
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
  return typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500
}

/**
 * A mailer that sends through the SMTP server at `smtpUrl` (e.g. `smtps://user:pass@host:465`) as `from`.
 * `send` throws DependencyUnavailableError('smtp', reason) when the server is out of reach, and the
 * nodemailer error otherwise; `health` is the outcome of the last send ('unchecked' before the first).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  let state = 'unchecked'
  return {
    send: (message) =>
      timedOutsideCall(
        'smtp',
        () => deliver(message),
        (err) => (err instanceof DependencyUnavailableError ? 'unavailable' : 'error'),
      ),
    health: () => state,
    async close() {
      transport.close()
    },
  }

  /** One message through the transport; the errors as described above. */
  async function deliver(message: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      })
      state = 'ok'
    } catch (err) {
      if (!isSmtpUnavailable(err)) throw err
      const reason = faultReason(err)
      state = `down: ${reason}`
      throw new DependencyUnavailableError('smtp', reason, err)
    }
  }
}
