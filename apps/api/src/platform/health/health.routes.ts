/**
 * Liveness and readiness probes for load balancers and orchestrators (issue "Foundation" §2).
 * Plain JSON, not the /api wrapper: these are infrastructure endpoints.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** What the probes need: a trivial query, and the list of shipped migrations the database lacks. */
export interface HealthDeps {
  ping: () => Promise<void>
  /** Shipped migrations not applied, as `<table>/<tag>` (db/migration-status.ts); throws when unreachable. */
  pendingMigrations: () => Promise<string[]>
}

/**
 * GET /healthz → 200 `{ status: 'ok' }` while the process serves requests.
 * GET /readyz → 200 `{ status: 'ready', database: 'ok', migrations: 'ok' }` when the database answers and
 * has every shipped migration applied (issue 15); 503 `{ status: 'unready', database: 'ok',
 * migrations: 'pending', pending: N }` when some are missing (an instance newer than its database), 503
 * `{ status: 'unready', database: 'unreachable' }` when the database does not answer.
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthDeps) {
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
        summary: 'Readiness probe: checks the database and its migrations',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.literal('ok'),
            migrations: z.literal('ok'),
          }),
          503: z.union([
            z.object({ status: z.literal('unready'), database: z.literal('unreachable') }),
            z.object({
              status: z.literal('unready'),
              database: z.literal('ok'),
              migrations: z.literal('pending'),
              pending: z.number().int(),
            }),
          ]),
        },
      },
    },
    async (request, reply) => {
      let pending: string[]
      try {
        await opts.ping()
        pending = await opts.pendingMigrations()
      } catch (err) {
        request.log.warn({ err }, 'readiness: database unreachable')
        return reply.code(503).send({ status: 'unready' as const, database: 'unreachable' as const })
      }
      if (pending.length > 0) {
        request.log.warn({ pending }, 'readiness: migrations not applied')
        return reply.code(503).send({
          status: 'unready' as const,
          database: 'ok' as const,
          migrations: 'pending' as const,
          pending: pending.length,
        })
      }
      return { status: 'ready' as const, database: 'ok' as const, migrations: 'ok' as const }
    },
  )
}
