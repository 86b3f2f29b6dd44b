/** The outbox mailer: writes each message to `mail_outbox` in the shared database instead of sending it. */
import { desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { mailOutbox, mailOutboxAttachments } from './mail.schema.ts'
import { type Mailer, recipientsOf } from './mailer.ts'

/** An attachment as listed: where to download it. */
export interface OutboxAttachment {
  id: number
  filename: string
  contentType: string
  size: number
  url: string
}

/** A message as read back from the outbox. */
export interface OutboxEntry {
  to: string
  subject: string
  text: string
  createdAt: string
  attachments: OutboxAttachment[]
}

/** A mailer that stores messages and their attachments in `db`, in one transaction. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.transaction(async (tx) => {
        const [mail] = await tx
          .insert(mailOutbox)
          .values({
            to: recipientsOf(message),
            subject: message.subject,
            text: message.text,
            html: message.html ?? null,
          })
          .returning({ id: mailOutbox.id })
        if (!mail || !message.attachments?.length) return
        await tx.insert(mailOutboxAttachments).values(
          message.attachments.map((a) => ({
            mailId: mail.id,
            filename: a.filename,
            contentType: a.contentType ?? 'application/octet-stream',
            content: typeof a.content === 'string' ? Buffer.from(a.content) : a.content,
          })),
        )
      })
    },
    async close() {},
  }
}

/** The newest `limit` outbox messages, newest first; only those to `to` (case-insensitive) when given. */
export async function listOutbox(db: Database, to?: string, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
  const files = rows.length
    ? await db
        .select({
          id: mailOutboxAttachments.id,
          mailId: mailOutboxAttachments.mailId,
          filename: mailOutboxAttachments.filename,
          contentType: mailOutboxAttachments.contentType,
          content: mailOutboxAttachments.content,
        })
        .from(mailOutboxAttachments)
        .where(
          inArray(
            mailOutboxAttachments.mailId,
            rows.map((r) => r.id),
          ),
        )
    : []
  return rows.map(({ id, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    attachments: files
      .filter((f) => f.mailId === id)
      .map((f) => ({
        id: f.id,
        filename: f.filename,
        contentType: f.contentType,
        size: f.content.length,
        url: `/dev/outbox/attachments/${f.id}`,
      })),
  }))
}

/** One outbox attachment's name, type and bytes, or null. */
export async function readOutboxAttachment(db: Database, id: number) {
  const [row] = await db.select().from(mailOutboxAttachments).where(eq(mailOutboxAttachments.id, id))
  return row ?? null
}
