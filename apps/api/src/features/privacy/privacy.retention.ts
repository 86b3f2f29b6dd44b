/**
 * Retention of the privacy feature's own tables (issue 39 "Retention"; the rules are in features/retention):
 * - the access log: rows older than the rule's cut-off *and* older than the legal period are deleted. The table's
 *   append-only trigger (migration 0000_privacy) refuses any other change, so the period is enforced twice;
 * - "my personal data" exports: a built ZIP is deleted once it has expired (kept 7 days, docs/decisions.md).
 */
import { and, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { privacyAccessLog, privacyExports } from './privacy.schema.ts'

/** The legal keeping period of the access log in years (the trigger's `interval '2 years'`). */
export const ACCESS_LOG_YEARS = 2

/**
 * Deletes access records made before `before` that are also older than {@link ACCESS_LOG_YEARS} by the database's
 * clock (the trigger's own test); resolves with how many were deleted.
 */
export async function purgeAccessLog(before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(privacyAccessLog)
    .where(
      and(
        lt(privacyAccessLog.at, before),
        sql`${privacyAccessLog.at} < now() - make_interval(years => ${ACCESS_LOG_YEARS})`,
      ),
    )
    .returning({ id: privacyAccessLog.id })
  return rows.length
}

/** Deletes the exports of personal data that expired before the database's now; resolves with how many. */
export async function purgeExpiredExports(_before: Date, tx: Database): Promise<number> {
  const rows = await tx
    .delete(privacyExports)
    .where(sql`${privacyExports.expiresAt} < now()`)
    .returning({ id: privacyExports.id })
  return rows.length
}
