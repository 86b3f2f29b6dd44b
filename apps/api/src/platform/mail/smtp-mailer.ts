/** The SMTP mailer (nodemailer), used when SMTP_URL is set. */
import nodemailer from 'nodemailer'
import type { Mailer } from './mailer.ts'

/** A mailer that sends through the SMTP server at `smtpUrl` (e.g. `smtps://user:pass@host:465`) as `from`. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      })
    },
    async close() {
      transport.close()
    },
  }
}
