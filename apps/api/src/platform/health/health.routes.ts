/**
 * Liveness and readiness probes for load balancers and orchestrators (issue "Foundation" §2).
 * Plain JSON, not the /api wrapper: these are infrastructure endpoints.
 */
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/**
 * An outside service /readyz reports (issue 33 §3): its name (the JSON field), whether the portal is unready
 * without it, and its state — 'ok', 'down: <reason>', or 'unchecked' (a passively watched service not used
 * yet). `state` must answer within a few seconds (the clients bound their own timeouts) and never throw.
 */
export interface DependencyProbe {
  name: 'redis' | 'smtp' | 'sms'
  required: boolean
  state: () => Promise<string> | string
}

/** What the probes need: a trivial query, the list of shipped migrations the database lacks, outside services. */
export interface HealthDeps {
  ping: () => Promise<void>
  /** Shipped migrations not applied, as `<table>/<tag>` (db/migration-status.ts); throws when unreachable. */
  pendingMigrations: () => Promise<string[]>
  /** The configured outside services (none when every one is replaced by its development outbox). */
  dependencies?: DependencyProbe[]
}

/** Each configured outside service's state, as `/readyz` reports it. */
const dependencyFields = {
  redis: z.string().optional().describe("'ok' or 'down: <reason>' (REDIS_URL set; required)"),
  smtp: z
    .string()
    .optional()
    .describe("'unchecked', 'ok' or 'down: <reason>' of the last send (SMTP_URL set)"),
  sms: z.string().optional().describe("'unchecked', 'ok' or 'down: <reason>' of the last send (SMS_URL set)"),
}

/**
 * GET /healthz → 200 `{ status: 'ok' }` while the process serves requests.
 * GET /readyz → 200 `{ status: 'ready', database: 'ok', migrations: 'ok' }` when the database answers and
 * has every shipped migration applied (issue 15) and every required outside service answers; 503
 * `{ status: 'unready', database: 'ok', migrations: 'pending', pending: N }` when some are missing (an
 * instance newer than its database), 503 `{ status: 'unready', database: 'unreachable' }` when the database
 * does not answer. Each configured outside service adds its field (issue 33 §3): `redis` ('ok' or
 * 'down: ECONNREFUSED'; required: down → 503), `smtp` and `sms` (the last send's outcome, 'unchecked' before
 * one; reported, never unready: a mail or SMS outage must not take every instance out of the load balancer).
 */
export async function healthRoutes(app: FastifyInstance, opts: HealthDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const dependencies = opts.dependencies ?? []
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
        summary: 'Readiness probe: checks the database, its migrations and the outside services',
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.literal('ok'),
            migrations: z.literal('ok'),
            ...dependencyFields,
          }),
          503: z.object({
            status: z.literal('unready'),
            database: z.enum(['ok', 'unreachable']),
            migrations: z.enum(['ok', 'pending']).optional(),
            pending: z.number().int().optional(),
            ...dependencyFields,
          }),
        },
      },
    },
    async (request, reply) => {
      const [database, states] = await Promise.all([
        databaseState(opts).catch((err) => {
          request.log.warn({ err }, 'readiness: database unreachable')
          return { database: 'unreachable' as const }
        }),
        Promise.all(dependencies.map(async (d) => [d, await d.state()] as const)),
      ])
      const outside: Partial<Record<DependencyProbe['name'], string>> = {}
      for (const [d, state] of states) outside[d.name] = state
      const down = states.filter(([d, state]) => d.required && state !== 'ok').map(([d]) => d.name)
      if (database.database === 'ok' && database.migrations === 'ok' && down.length === 0) {
        return { status: 'ready' as const, database: 'ok' as const, migrations: 'ok' as const, ...outside }
      }
      if ('pendingList' in database)
        request.log.warn({ pending: database.pendingList }, 'readiness: migrations not applied')
      if (down.length > 0) request.log.warn({ dependencies: outside }, `readiness: ${down.join(', ')} down`)
      const { pendingList: _, ...fields } = { pendingList: null, ...database }
      return reply.code(503).send({ status: 'unready' as const, ...fields, ...outside })
    },
  )
}

/** The database's and its migrations' state; throws when the database does not answer. */
async function databaseState(opts: HealthDeps) {
  await opts.ping()
  const pending = await opts.pendingMigrations()
  return pending.length > 0
    ? {
        database: 'ok' as const,
        migrations: 'pending' as const,
        pending: pending.length,
        pendingList: pending,
      }
    : { database: 'ok' as const, migrations: 'ok' as const }
}
