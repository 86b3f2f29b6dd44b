/**
 * The retention service (issue 39 "Retention"): applies every rule of retention.rules.ts with the purge its
 * owning feature passed in, one transaction per category (a failing category is recorded and the others
 * still run), and records the run with its counts in `retention_runs`. Audit rows are never touched: purges
 * delete or anonymise live rows only, so the audit hash chain stays intact.
 */
import type { RetentionCategory, RetentionOverview, RetentionRun } from '@unacs/contracts'
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { Language } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import { cutoffOf, RETENTION_RULES } from './retention.rules.ts'
import { type RunResult, retentionRuns } from './retention.schema.ts'

/**
 * A category's purge, implemented by the feature that owns the table: deletes or anonymises what the rule
 * covers before `before` in `tx`, and resolves with the number of rows (or records) changed. Idempotent.
 */
export type Purge = (before: Date, tx: Database) => Promise<number>

/** The purges by category; a category without one is reported as skipped. */
export type Purges = Partial<Record<RetentionCategory, Purge>>

/** Who started a run. */
export interface RunTrigger {
  trigger: 'schedule' | 'operator'
  personId: number | null
}

type Row = typeof retentionRuns.$inferSelect

/** A stored run as the contract's shape. */
function runOf(row: Row): RetentionRun {
  return {
    id: row.id,
    trigger: row.trigger,
    startedBy: row.startedBy,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    state: row.state,
    results: row.results.map((r) => ({ ...r, category: r.category as RetentionCategory })),
  }
}

/** Creates the service over `db`; `clock` sets "now" for the cut-offs. */
export function createRetentionService(db: Database, clock: Clock, purges: Purges) {
  return {
    /**
     * Runs every rule now and records the run; resolves with it. Runs left `running` by a lost instance are
     * marked failed first (the job service runs one retention job at a time, so none is really running).
     */
    async run(by: RunTrigger): Promise<RetentionRun> {
      const now = clock()
      await db
        .update(retentionRuns)
        .set({ state: 'failed', finishedAt: new Date() })
        .where(eq(retentionRuns.state, 'running'))
      const [started] = await db
        .insert(retentionRuns)
        .values({ trigger: by.trigger, startedBy: by.personId, startedAt: new Date(), state: 'running' })
        .returning()
      if (!started) throw new Error('retention run not recorded')
      const results: RunResult[] = []
      for (const rule of RETENTION_RULES) {
        const purge = purges[rule.category]
        if (!purge) {
          results.push({ category: rule.category, count: 0, error: null, skipped: true })
          continue
        }
        try {
          const count = await db.transaction((tx) => purge(cutoffOf(rule, now), tx as unknown as Database))
          results.push({ category: rule.category, count, error: null, skipped: false })
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          results.push({ category: rule.category, count: 0, error: message.slice(0, 300), skipped: false })
        }
      }
      const [done] = await db
        .update(retentionRuns)
        .set({ state: 'done', finishedAt: new Date(), results })
        .where(eq(retentionRuns.id, started.id))
        .returning()
      return runOf(done ?? started)
    },

    /** The newest `n` runs, newest first. */
    async latest(n: number): Promise<RetentionRun[]> {
      const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(n)
      return rows.map(runOf)
    },

    /** The rules in `lang` with whether each is wired, and the last `n` runs; `running` from the job's state. */
    async overview(lang: Language, running: boolean, n = 10): Promise<RetentionOverview> {
      return {
        rules: RETENTION_RULES.map((r) => ({
          category: r.category,
          kept: r.kept[lang],
          months: r.months ?? null,
          days: r.days ?? null,
          action: r.action,
          basis: r.basis[lang],
          wired: purges[r.category] !== undefined,
        })),
        runs: await this.latest(n),
        running,
      }
    },
  }
}

/** The retention service. */
export type RetentionService = ReturnType<typeof createRetentionService>
