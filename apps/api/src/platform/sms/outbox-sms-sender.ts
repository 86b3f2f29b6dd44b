/** The outbox SMS sender: writes each message to `sms_outbox` in the shared database instead of sending it. */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { smsOutbox } from './sms.schema.ts'
import type { SmsSender } from './sms-sender.ts'

/** A message as read back from the outbox. */
export interface SmsOutboxEntry {
  to: string
  text: string
  createdAt: string
}

/** A sender that stores messages in `db`. */
export function createOutboxSmsSender(db: Database): SmsSender {
  return {
    async send(message) {
      await db.insert(smsOutbox).values({ to: message.to, text: message.text })
    },
  }
}

/** The newest `limit` outbox messages, newest first; only those to `to` (exact E.164) when given. */
export async function listSmsOutbox(db: Database, to?: string, limit = 100): Promise<SmsOutboxEntry[]> {
  const rows = await db
    .select({ to: smsOutbox.to, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to.trim()) : undefined)
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit)
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
