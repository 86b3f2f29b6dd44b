/**
 * Liveness and readiness probes for load balancers and orchestrators (issue "Foundation" §2).
 * Plain JSON, not the /api wrapper: these are infrastructure endpoints.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * GET /healthz → 200 `{ status: 'ok' }` while the process serves requests.
 * GET /readyz → 200 `{ status: 'ready', database: 'ok' }` when the database answers, else
 * 503 `{ status: 'unready', database: 'unreachable' }`.
 */
export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness probe',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )
  api.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness probe: checks the database',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.literal('ok') }),
          503: z.object({ status: z.literal('unready'), database: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await opts.ping()
        return { status: 'ready' as const, database: 'ok' as const }
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unreachable')
        return reply.code(503).send({ status: 'unready' as const, database: 'unreachable' as const })
      }
    },
  )
}
