/**
 * The last outcome of each outside system's calls (issue 38 "The operator's page": last success, last failure
 * with its message), stored in `status_outside_systems` so every instance shows what any instance saw. Fed by
 * the metrics' call listener (platform/metrics `onOutsideCall`), so every client that is counted is recorded.
 * Writes are fire-and-forget: a failed write is logged and never reaches the call it observes. A success is
 * written at most once per 5 s per system by each instance (a busy client does not write per call), and at
 * once after a failure; every failure is written.
 */
import { desc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { OutsideCallEvent } from '../../platform/metrics/metrics.ts'
import { statusOutsideSystems } from './system-status.schema.ts'

/** A stored outcome row. */
export type OutsideOutcomeRow = typeof statusOutsideSystems.$inferSelect

/** The store: `record` an event (returns at once), `flush` waits for the writes under way, `list` reads all. */
export interface OutcomeStore {
  record(event: OutsideCallEvent): void
  flush(): Promise<void>
  list(): Promise<OutsideOutcomeRow[]>
}

const SUCCESS_EVERY_MS = 5000
const MESSAGE_MAX = 300

/**
 * The failure's text for the operator: the error's message (or its string form), whitespace collapsed, URLs
 * without their credentials and query strings (a Moodle URL carries its token there), at most 300 characters.
 */
export function failureMessage(error: unknown): string {
  const raw =
    error instanceof Error ? error.message || error.name : error == null ? 'unknown error' : String(error)
  const text = raw
    .replace(/\b(https?:\/\/)[^/\s@]+@/gi, '$1')
    .replace(/\b(https?:\/\/[^\s?#]+)[?#]\S*/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text || 'unknown error'
}

/** Creates the store on `db`; `log` receives write failures. */
export function createOutcomeStore(
  db: Database,
  log: { warn(obj: unknown, msg?: string): void },
): OutcomeStore {
  const pending = new Set<Promise<unknown>>()
  const lastSuccessWrite = new Map<string, number>()

  const write = (work: Promise<unknown>) => {
    const p = work
      .catch((err) => log.warn({ err }, 'status: outside outcome not recorded'))
      .finally(() => pending.delete(p))
    pending.add(p)
  }

  return {
    record({ system, outcome, seconds, error }) {
      const at = new Date()
      const durationMs = Math.round(seconds * 1000)
      if (outcome === 'ok') {
        const last = lastSuccessWrite.get(system) ?? 0
        if (at.getTime() - last < SUCCESS_EVERY_MS) return
        lastSuccessWrite.set(system, at.getTime())
        write(
          db
            .insert(statusOutsideSystems)
            .values({ system, lastSuccessAt: at, lastDurationMs: durationMs })
            .onConflictDoUpdate({
              target: statusOutsideSystems.system,
              set: { lastSuccessAt: at, lastDurationMs: durationMs },
            }),
        )
        return
      }
      lastSuccessWrite.delete(system) // the next success is written at once: it ends the failure
      const values = {
        lastFailureAt: at,
        lastFailureOutcome: outcome,
        lastFailureMessage: failureMessage(error),
        lastDurationMs: durationMs,
      }
      write(
        db
          .insert(statusOutsideSystems)
          .values({ system, ...values })
          .onConflictDoUpdate({ target: statusOutsideSystems.system, set: values }),
      )
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending])
    },
    list() {
      return db
        .select()
        .from(statusOutsideSystems)
        .orderBy(
          desc(sql`greatest(${statusOutsideSystems.lastSuccessAt}, ${statusOutsideSystems.lastFailureAt})`),
        )
    },
  }
}
