/**
 * Serving the metrics (issue 38 "Metrics"; README "Metrics"): `GET /metrics` in the Prometheus text format,
 * not public — it answers only a loopback client (the socket peer and, behind a trusted proxy, the resolved
 * client address both loopback) or a caller with `Authorization: Bearer $METRICS_TOKEN`; anyone else gets the
 * same 404 as an unknown path. With METRICS_PORT set, the metrics are served on that port instead (a
 * separate listener for a private network; the main port's /metrics is then 404 for everyone). Also counts
 * every answer by route pattern (onResponse) and reads the pool and job-queue gauges at scrape time.
 */
import { timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Gauge } from 'prom-client'
import type { DatabaseHandle } from '../../db/client.ts'
import { sendError } from '../http/error-handler.ts'
import { languageFrom, translate } from '../i18n/messages.ts'
import { observeRequest, registry } from './metrics.ts'

/** The database the scrape-time gauges read: the most recently installed app's (one per process in production). */
let current: DatabaseHandle | null = null

new Gauge({
  name: 'db_pool_connections',
  help: 'Connections of the PostgreSQL pool by state (in_use, idle) and requests waiting for one (waiting)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const stats = current?.poolStats?.()
    if (!stats) return
    this.set({ state: 'in_use' }, stats.inUse)
    this.set({ state: 'idle' }, stats.idle)
    this.set({ state: 'waiting' }, stats.waiting)
  },
})

interface JobRow {
  name: string
  state: string
  n: number
  age: number
}

/** The queue's jobs by name and state, read once per scrape (both job gauges use the same read). */
let jobRead: Promise<JobRow[]> | null = null
function jobRows(): Promise<JobRow[]> {
  if (!jobRead) {
    const db = current?.db
    jobRead = (async () => {
      if (!db) return []
      try {
        const result = (await db.execute(
          sql`select name, state::text as state, count(*)::int as n,
                     coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as age
                from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by 1, 2`,
        )) as unknown as { rows: JobRow[] }
        return result.rows
      } catch {
        return [] // the queue's schema not there (yet): no job series
      }
    })().finally(() => setTimeout(() => (jobRead = null), 0))
  }
  return jobRead
}

new Gauge({
  name: 'jobs',
  help: 'Background jobs queued (created, retry), running (active) or failed, by job name',
  labelNames: ['name', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    for (const r of await jobRows()) this.set({ name: r.name, state: r.state }, Number(r.n))
  },
})
new Gauge({
  name: 'jobs_oldest_age_seconds',
  help: 'Age in seconds of the oldest job in each name and state (queued, running or failed)',
  labelNames: ['name', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    for (const r of await jobRows()) this.set({ name: r.name, state: r.state }, Number(r.age))
  },
})

/** Loopback addresses (IPv4, IPv6, IPv4-mapped). */
const isLoopback = (ip: string | undefined) =>
  !!ip && (ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.'))

/** True when `request` may read the metrics: a loopback client (peer and resolved address) or the token. */
function mayScrape(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization ?? ''
  if (token && header.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice(7))
    const expected = Buffer.from(token)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true
  }
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)
}

/**
 * Installs the request counters and, unless `metricsPort` is set, `GET /metrics` on `app`
 * (`token`: METRICS_TOKEN or null). The scrape-time gauges read `database`.
 */
export function installMetrics(
  app: FastifyInstance,
  opts: { database: DatabaseHandle; token: string | null; metricsPort: number | null },
): void {
  current = opts.database
  app.addHook('onClose', (_app, done) => {
    if (current === opts.database) current = null
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (opts.metricsPort !== null || !mayScrape(request, opts.token)) {
      const lang = languageFrom(request.headers['accept-language'])
      return sendError(reply, 404, translate(lang, 'error.routeNotFound'))
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics())
  })
}

/**
 * Starts the separate metrics listener on `port` at `host` (METRICS_PORT): GET /metrics only, 404 otherwise.
 * Resolves with the server once it listens; close it on shutdown.
 */
export function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
