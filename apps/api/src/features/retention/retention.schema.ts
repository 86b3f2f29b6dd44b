/**
 * The runs of the retention rules (issue 39 "Retention"): one row per run, by the daily schedule or an
 * operator, with each category's count of rows deleted or anonymised and its error, shown on the operator's
 * page. A run interrupted with its instance stays `running` until the next run marks it failed.
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One category's outcome in a run. */
export interface RunResult {
  category: string
  count: number
  error: string | null
  skipped: boolean
}

/** One run of the rules. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** `schedule` (the daily run) or `operator` ("Run now"). */
    trigger: text('trigger').$type<'schedule' | 'operator'>().notNull(),
    /** The person who asked (operator runs). */
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, done (every category tried; some may carry an error), failed (interrupted). */
    state: text('state').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    results: jsonb('results').$type<RunResult[]>().notNull().default([]),
  },
  (t) => [index('retention_runs_started_idx').on(t.startedAt)],
)
