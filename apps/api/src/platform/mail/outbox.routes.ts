/**
 * `GET /dev/outbox` (DESIGN.md §5b): the development outbox, so a guest can read their one-time code.
 * Registered only outside production and only when mail goes to the outbox (no SMTP_URL); served only to
 * loopback clients (platform/dev-only, issue 14).
 */

import { ZIdParam } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { notFound } from '../http/errors.ts'
import { fileAnswer } from '../http/openapi-bodies.ts'
import { ok, wrapped } from '../http/response.ts'
import { listOutbox, readOutboxAttachment } from './outbox-mailer.ts'

const ZOutboxEntry = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  attachments: z.array(
    z.object({
      id: z.number(),
      filename: z.string(),
      contentType: z.string(),
      size: z.number(),
      url: z.string(),
    }),
  ),
})

/** True when `GET /dev/outbox` should exist under `config`. */
export function outboxRouteEnabled(config: Pick<AppConfig, 'nodeEnv' | 'smtpUrl'>): boolean {
  return config.nodeEnv !== 'production' && !config.smtpUrl
}

/**
 * Registers `GET /dev/outbox?to=` when enabled: `{ success, message, responseData: [{to, subject, text,
 * createdAt, attachments: [{id, filename, contentType, size, url}]}] }`, newest first (at most 100). Not under /api, so it takes no token.
 */
export async function registerDevOutbox(app: FastifyInstance, db: Database, config: AppConfig) {
  if (!outboxRouteEnabled(config)) return
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development mail outbox, newest first (absent in production and with SMTP_URL)',
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: wrapped(z.array(ZOutboxEntry)) },
      },
    },
    async (request) => ok(await listOutbox(db, request.query.to)),
  )
  /** GET /dev/outbox/attachments/:id: the attachment's bytes with its type, as a download. 404 when unknown. */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox/attachments/:id',
    {
      config: { otherStatuses: { 404: { description: 'No such attachment', jsonError: true } } },
      schema: {
        tags: ['dev'],
        summary: 'Download an attachment of a development outbox message',
        params: z.object({ id: ZIdParam }),
        // The mailer's attachments: payslip PDFs, anything else untyped (outbox-mailer's default type).
        response: { 200: fileAnswer(['pdf', 'octet'], 'The attachment with its type (attachment)') },
      },
    },
    async (request, reply) => {
      const file = await readOutboxAttachment(db, request.params.id)
      if (!file) throw notFound()
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .send(Buffer.from(file.content))
    },
  )
}
