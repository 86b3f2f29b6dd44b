/**
 * The mailer chosen by configuration (DESIGN.md §1): an SMTP server through nodemailer when SMTP_URL is
 * set, else the database outbox read at `GET /dev/outbox` in development.
 */
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Mailer } from './mailer.ts'
import { createOutboxMailer } from './outbox-mailer.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

/** The mailer the configuration asks for: SMTP when `config.smtpUrl` is set, else the outbox in `db`. */
export function createMailer(db: Database, config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer(db)
}
