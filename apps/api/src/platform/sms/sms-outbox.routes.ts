/**
 * `GET /dev/outbox/sms` (DESIGN.md §4b): the development SMS outbox beside the mail outbox, so a developer
 * (or an end-to-end test) can read a confirmation code. Registered only outside production and only when
 * SMS go to the outbox (no SMS_URL); answers loopback clients only (403 otherwise; the /dev hook answers 404 first).
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { isLoopbackClient } from '../dev-only/loopback-only.ts'
import { forbidden } from '../http/errors.ts'
import { ok, wrapped } from '../http/response.ts'
import { listSmsOutbox } from './outbox-sms-sender.ts'

/** True when `GET /dev/outbox/sms` should exist under `config`. */
export function smsOutboxRouteEnabled(config: Pick<AppConfig, 'nodeEnv' | 'smsUrl'>): boolean {
  return config.nodeEnv !== 'production' && !config.smsUrl
}

/**
 * Registers `GET /dev/outbox/sms?to=` when enabled: `{ success, message, responseData: [{to, text,
 * createdAt}] }`, newest first (at most 100). Not under /api, so it takes no token; 403 for non-loopback.
 */
export async function registerDevSmsOutbox(app: FastifyInstance, db: Database, config: AppConfig) {
  if (!smsOutboxRouteEnabled(config)) return
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox/sms',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development SMS outbox, newest first (absent in production and with SMS_URL)',
        querystring: z.object({ to: z.string().max(20).optional() }),
        response: {
          200: wrapped(z.array(z.object({ to: z.string(), text: z.string(), createdAt: z.string() }))),
        },
      },
    },
    async (request) => {
      if (!isLoopbackClient(request)) throw forbidden()
      return ok(await listSmsOutbox(db, request.query.to))
    },
  )
}
