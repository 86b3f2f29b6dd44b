/**
 * Outgoing SMS (DESIGN.md §4b): the `SmsSender` interface every sender implements — a Turkish bulk-SMS
 * provider's HTTP API (http-sms-sender.ts) or the database outbox (outbox-sms-sender.ts); see
 * create-sms-sender.ts for the choice. Like the mailer (platform/mail).
 */

/** One text message to one phone number in E.164 form. */
export interface SmsMessage {
  /** E.164, e.g. +905321234567. */
  to: string
  text: string
}

/** Sends SMS. Resolves when the provider (or the outbox) accepted the message; rejects otherwise. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
  /** What /readyz reports of the provider: the last send's outcome ('unchecked', 'ok', 'down: <reason>'); absent for the outbox. */
  health?(): string
}

/**
 * A Turkish mobile number in E.164 form, or null when `raw` is not one: accepts "0532 123 45 67",
 * "5321234567", "+90 532 123 45 67", "90532…".
 */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null
  const trimmed = raw.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return /^\d{8,15}$/.test(digits) ? `+${digits}` : null
  let national = digits
  if (national.startsWith('90') && national.length === 12) national = national.slice(2)
  if (national.startsWith('0') && national.length === 11) national = national.slice(1)
  return /^5\d{9}$/.test(national) ? `+90${national}` : null
}
