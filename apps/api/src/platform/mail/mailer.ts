/**
 * Outgoing mail (DESIGN.md §1): the `Mailer` interface every sender implements — an SMTP server through
 * nodemailer, or the database outbox (see create-mailer.ts for the choice).
 */

/** A file attached to a message. */
export interface MailAttachment {
  filename: string
  content: Buffer | string
  contentType?: string
}

/** One message: plain text always, HTML optionally. */
export interface MailMessage {
  to: string | string[]
  subject: string
  text: string
  html?: string
  attachments?: MailAttachment[]
}

/** Sends mail. Resolves when the message is accepted (by the SMTP server or the outbox table). */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  /**
   * What /readyz reports of the mail server (issue 33 §3): the outcome of the last send ('unchecked' before
   * the first, 'ok', or 'down: <reason>'); absent for the outbox.
   */
  health?(): string
  /** Releases connections (SMTP pool); a no-op for the outbox. */
  close(): Promise<void>
}

/** The recipients of `message` as one lower-cased, comma-separated string. */
export function recipientsOf(message: Pick<MailMessage, 'to'>): string {
  const list = Array.isArray(message.to) ? message.to : [message.to]
  return list.map((a) => a.trim().toLowerCase()).join(', ')
}
