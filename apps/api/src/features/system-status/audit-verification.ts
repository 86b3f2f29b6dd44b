/**
 * The audit chain's verifications for the operator's page (issue 38: "the audit chain's last verification"):
 * a background job that walks the chain with the platform's verifier (the same walk as `npm run audit:verify`)
 * and records its result in `status_audit_verifications`; started by the schedule (every AUDIT_VERIFY_HOURS
 * hours, checked after each heartbeat by any instance, one job for the whole cluster through the job key) or
 * by the operator ("Verify now").
 */
import { desc } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { verifyAuditChain } from '../../platform/audit/audit-verify.ts'
import type { JobHandler, Jobs } from '../../platform/jobs/jobs.ts'
import { statusAuditVerifications } from './system-status.schema.ts'

/** The job kind and its one key (a second start while one runs joins it). */
export const AUDIT_VERIFY_JOB = 'system-status.audit-verify'
export const AUDIT_VERIFY_KEY = 'chain'

/** Who started a verification. */
export type VerificationSource = 'schedule' | 'operator'

/** A stored verification. */
export type VerificationRow = typeof statusAuditVerifications.$inferSelect

/** The job's handler: verifies the chain, records the result, returns it (`{ intact, rowCount, brokenId }`). */
export function auditVerifyHandler(db: Database): JobHandler<{ source: VerificationSource }> {
  return {
    kind: AUDIT_VERIFY_JOB,
    async run(input, ctx) {
      const startedAt = new Date()
      await ctx.progress(0, 1)
      const result = await verifyAuditChain(db)
      const row = {
        source: input?.source === 'operator' ? 'operator' : 'schedule',
        startedAt,
        finishedAt: new Date(),
        intact: result.ok,
        rowCount: result.count,
        brokenId: result.ok ? null : result.id,
        problem: result.ok ? null : result.problem,
        detail: result.ok ? null : result.detail.slice(0, 500),
      }
      await db.insert(statusAuditVerifications).values(row)
      await ctx.progress(1, 1)
      return { intact: row.intact, rowCount: row.rowCount, brokenId: row.brokenId }
    },
  }
}

/** The latest `n` verifications, newest first. */
export function latestVerifications(db: Database, n: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(statusAuditVerifications)
    .orderBy(desc(statusAuditVerifications.finishedAt))
    .limit(n)
}

/**
 * Starts the scheduled verification when the latest one finished more than `everyHours` hours ago (or there is
 * none); nothing when `everyHours` is 0. Resolves with whether a job was started or joined.
 */
export async function startScheduledVerification(
  db: Database,
  jobs: Jobs,
  everyHours: number,
): Promise<boolean> {
  if (everyHours <= 0) return false
  const [last] = await latestVerifications(db, 1)
  if (last && Date.now() - last.finishedAt.getTime() < everyHours * 3600 * 1000) return false
  const running = await jobs.latest(AUDIT_VERIFY_JOB, AUDIT_VERIFY_KEY)
  // A failed verification is the operator's to retry; the schedule tries again after the next period.
  if (running?.state === 'failed' && Date.now() - Date.parse(running.createdAt) < everyHours * 3600 * 1000)
    return false
  await jobs.start(AUDIT_VERIFY_JOB, { source: 'schedule' }, { key: AUDIT_VERIFY_KEY, personId: null })
  return true
}
