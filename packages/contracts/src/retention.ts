/**
 * Retention (issue 39 "Retention"): the rules per category of personal data and the runs of the scheduled
 * job that applies them (GET /api/Retention/Overview/Get, POST /api/Retention/Runs/Start; system administrator
 * only). Dates are ISO 8601 UTC.
 */
import { z } from 'zod'
import { ZJobStarted } from './jobs.ts'

/** The categories of data with a retention rule (retention.rules.ts on the API). */
export const ZRetentionCategory = z.enum([
  'guestApplicants',
  'oneTimeCodes',
  'outboxes',
  'sessions',
  'notifications',
  'accessLog',
  'exports',
])
export type RetentionCategory = z.infer<typeof ZRetentionCategory>

/** One rule: what is kept, for how long, what happens after, and why (the legal basis), in the caller's language. */
export const ZRetentionRule = z.object({
  category: ZRetentionCategory,
  /** What the category holds and what stays after the action. */
  kept: z.string(),
  /** The period, in months or days (one of them). */
  months: z.number().int().nullable(),
  days: z.number().int().nullable(),
  action: z.enum(['delete', 'anonymise']),
  basis: z.string(),
  /** False while the owning feature has not passed in its purge (the rule is then skipped). */
  wired: z.boolean(),
})
export type RetentionRule = z.infer<typeof ZRetentionRule>

/** One category's outcome in a run: rows deleted or anonymised, or the error; `skipped` when not wired. */
export const ZRetentionRunResult = z.object({
  category: ZRetentionCategory,
  count: z.number().int(),
  error: z.string().nullable(),
  skipped: z.boolean(),
})
export type RetentionRunResult = z.infer<typeof ZRetentionRunResult>

/** One run of the rules: by the schedule or an operator, its state and per-category results. */
export const ZRetentionRun = z.object({
  id: z.number().int(),
  trigger: z.enum(['schedule', 'operator']),
  startedBy: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  state: z.enum(['running', 'done', 'failed']),
  results: z.array(ZRetentionRunResult),
})
export type RetentionRun = z.infer<typeof ZRetentionRun>

/** The operator's card: the rules, the last runs (newest first) and whether a run is queued or running. */
export const ZRetentionOverview = z.object({
  rules: z.array(ZRetentionRule),
  runs: z.array(ZRetentionRun),
  running: z.boolean(),
})
export type RetentionOverview = z.infer<typeof ZRetentionOverview>

/** POST /api/Retention/Runs/Start answers the job started or joined. */
export const ZRetentionStarted = ZJobStarted
export type RetentionStarted = z.infer<typeof ZRetentionStarted>
