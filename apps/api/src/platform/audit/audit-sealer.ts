/**
 * The audit sealer as a recurring background task (issue 40; docs/adr/0002-audit-chain-sealing.md): on one
 * instance at a time (platform/jobs `every`, pg-boss's stately queue), a run steps `audit_seal()` until about
 * RUN_MS have passed, pausing `pauseMs` whenever it has caught up; the next run (already waiting) takes
 * over. A run lost with its instance is picked up by another within TASK_EXPIRE_SECONDS; sealing resumes from
 * the watermark (each step is one transaction). Also feeds the unsealed-backlog gauges of platform/metrics.
 */
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../jobs/jobs.ts'
import { readAuditBacklogWith } from '../metrics/metrics.ts'
import { auditBacklog, SEAL_BATCH, sealAuditStep } from './audit-seal.ts'

/** The task's name in the queue. */
export const AUDIT_SEAL_TASK = 'audit-seal'
/** How long one run seals before handing over (well under the queue's expiry). */
const RUN_MS = 30_000
/** How often each instance asks for a run (a request while one waits is dropped). */
const ASK_EVERY_MS = 5_000

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

/**
 * One sealer run: steps until `runMs` have passed or `signal` aborts, pausing `pauseMs` (ms) after a step that
 * sealed less than a full batch (nothing sealable yet, or the backlog caught up). Resolves the number of rows sealed; rejects when the database fails (the next run retries).
 */
export async function runAuditSealer(
  db: Database,
  opts: { pauseMs: number; runMs?: number; signal: AbortSignal },
): Promise<number> {
  const until = Date.now() + (opts.runMs ?? RUN_MS)
  let sealed = 0
  while (!opts.signal.aborted && Date.now() < until) {
    const n = await sealAuditStep(db)
    sealed += n
    // A partial batch means the sealer reached its bound: pause, so that rows gather and the next step seals
    // them in one batch. Stepping again at once kept one backend and this process busy sealing a few rows at
    // a time under a steady write load (issue 40: pgbench with the chain at 0.61-0.76 of the rate without it
    // on a quiet 2-core machine). A row is still sealed within about two pauses of its commit.
    if (n < SEAL_BATCH) await pause(opts.pauseMs, opts.signal)
  }
  return sealed
}

/**
 * Registers the sealer with the app's job service and the backlog gauges with the metrics. `pauseMs`
 * (AUDIT_SEAL_INTERVAL_MS) is the pause between steps when nothing is sealable; 0 leaves this instance without
 * a sealer (another instance, or tests that seal by hand).
 */
export function registerAuditSealer(jobs: Jobs, db: Database, opts: { pauseMs: number }): void {
  readAuditBacklogWith(() => auditBacklog(db))
  if (opts.pauseMs <= 0) return
  jobs.every({
    name: AUDIT_SEAL_TASK,
    everyMs: ASK_EVERY_MS,
    run: async (signal) => {
      await runAuditSealer(db, { pauseMs: opts.pauseMs, signal })
    },
  })
}
