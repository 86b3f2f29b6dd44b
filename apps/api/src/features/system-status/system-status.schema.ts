/**
 * The operator's status tables (issue 38 "The operator's page"), shared by every instance through the database:
 * - `status_instances`: one row per running API instance, refreshed by its heartbeat (version, start, the outside
 *   services it sees and its open circuit breakers), so any instance can list all of them;
 * - `status_outside_systems`: per outside system, the last success and the last failure with its message, as
 *   reported by whichever instance made the call;
 * - `status_audit_verifications`: each audit chain verification's result (scheduled or asked for).
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** One API instance (a process), identified by a random id chosen at its start. */
export const statusInstances = pgTable('status_instances', {
  id: uuid('id').primaryKey(),
  /** The host name and process id, e.g. `api-2 (pid 17)`. */
  host: text('host').notNull(),
  /** The release it runs (APP_VERSION). */
  version: text('version').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  /** The last heartbeat; an instance whose heartbeat is older than three intervals counts as gone. */
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull(),
  /** Seconds between its heartbeats. */
  beatSeconds: integer('beat_seconds').notNull(),
  /** The outside services' states as its /readyz reports them, e.g. `{ "redis": "ok" }`. */
  services: jsonb('services').notNull().default(sql`'{}'::jsonb`),
  /** The outside systems whose circuit breaker in this instance refuses calls now. */
  openCircuits: text('open_circuits').array().notNull().default(sql`'{}'::text[]`),
  /** Set when the instance stopped gracefully. */
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
})

/** The last outcomes of calls to one outside system (yoksis, moodle, military, bank, sms, smtp, sso). */
export const statusOutsideSystems = pgTable('status_outside_systems', {
  system: text('system').primaryKey(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  /** `error` (the service answered with a fault) or `unavailable` (not reached). */
  lastFailureOutcome: text('last_failure_outcome'),
  /** The failure's message, at most 300 characters, query strings of URLs removed. */
  lastFailureMessage: text('last_failure_message'),
  /** Duration of the last call in milliseconds. */
  lastDurationMs: integer('last_duration_ms'),
})

/** One verification of the audit log's hash chain. */
export const statusAuditVerifications = pgTable(
  'status_audit_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `schedule` (AUDIT_VERIFY_HOURS) or `operator` (asked for on the status page). */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    intact: boolean('intact').notNull(),
    /** Rows walked. */
    rowCount: integer('row_count').notNull(),
    /** The first broken row and why (changed, removed, forged), when not intact. */
    brokenId: integer('broken_id'),
    problem: text('problem'),
    detail: text('detail'),
  },
  (t) => [index('status_audit_verifications_finished_idx').on(t.finishedAt)],
)
