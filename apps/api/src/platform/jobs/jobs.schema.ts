/**
 * The status of background jobs (platform/jobs, docs/adr/0001-background-jobs.md): one row per job, read by the
 * features' status endpoints. The queue itself (delivery, retries, expiry) is pg-boss's schema `pgboss`.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/** One job. At most one queued or running job per (kind, key): two people starting the same work share it. */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    input: jsonb('input'),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    startedBy: integer('started_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('background_jobs_active_key').on(t.kind, t.key).where(sql`state in ('queued', 'running')`),
    index('background_jobs_latest_idx').on(t.kind, t.key, t.createdAt),
  ],
)
