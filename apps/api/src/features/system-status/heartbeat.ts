/**
 * Each API instance's heartbeat (issue 38 "The operator's page": each instance's version and uptime): a row in
 * `status_instances` written at start and every STATUS_HEARTBEAT_SECONDS, with the outside services' states
 * as its /readyz sees them and its open circuit breakers, so any instance can list all of them. A breaker that
 * opens or closes is written at once. The row is marked stopped on a graceful close; rows silent for a day are
 * removed by the next beat of any instance. A failed write is logged; the next beat tries again.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { asc, eq, lt } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { openCircuits } from '../../platform/metrics/metrics.ts'
import { statusInstances } from './system-status.schema.ts'

/** A stored instance row. */
export type InstanceRow = typeof statusInstances.$inferSelect

/** What the heartbeat needs: the database, the release, the interval and the services' current states. */
export interface HeartbeatDeps {
  db: Database
  version: string
  beatSeconds: number
  /** The outside services' states (`redis`, `smtp`, `sms` as /readyz names them); never throws. */
  services: () => Promise<Record<string, string>>
  /** Called after each beat (the scheduled audit verification's check). */
  onBeat?: () => Promise<void>
  log: { warn(obj: unknown, msg?: string): void }
}

/** The heartbeat of this instance. */
export interface Heartbeat {
  /** This instance's id. */
  id: string
  /** Writes the row now (resolves when written; a failure is logged, not thrown). */
  beat(): Promise<void>
  /** Writes the first beat and starts the timer. */
  start(): Promise<void>
  /** Stops the timer and marks the row stopped. */
  stop(): Promise<void>
  /** Every instance on record (stopped and silent ones of the last day included), oldest start first. */
  list(): Promise<InstanceRow[]>
}

const KEEP_SILENT_MS = 24 * 3600 * 1000

/** Creates the heartbeat of a new instance id. */
export function createHeartbeat(deps: HeartbeatDeps): Heartbeat {
  const { db } = deps
  const id = randomUUID()
  const host = `${hostname()} (pid ${process.pid})`
  const startedAt = new Date()
  let timer: NodeJS.Timeout | null = null
  let stopped = false

  async function beat(): Promise<void> {
    if (stopped) return
    try {
      const now = new Date()
      const row = {
        host,
        version: deps.version,
        beatAt: now,
        beatSeconds: deps.beatSeconds,
        services: await deps.services(),
        openCircuits: openCircuits(),
      }
      await db
        .insert(statusInstances)
        .values({ id, startedAt, ...row })
        .onConflictDoUpdate({ target: statusInstances.id, set: row })
      await db
        .delete(statusInstances)
        .where(lt(statusInstances.beatAt, new Date(now.getTime() - KEEP_SILENT_MS)))
    } catch (err) {
      deps.log.warn({ err }, 'status: heartbeat not written')
    }
  }

  return {
    id,
    beat,
    async start() {
      await beat()
      timer = setInterval(() => {
        void beat().then(() => deps.onBeat?.().catch((err) => deps.log.warn({ err }, 'status: after beat')))
      }, deps.beatSeconds * 1000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      if (stopped) return
      stopped = true
      await db
        .update(statusInstances)
        .set({ stoppedAt: new Date() })
        .where(eq(statusInstances.id, id))
        .catch((err) => deps.log.warn({ err }, 'status: stop not written'))
    },
    list() {
      return db.select().from(statusInstances).orderBy(asc(statusInstances.startedAt))
    },
  }
}
