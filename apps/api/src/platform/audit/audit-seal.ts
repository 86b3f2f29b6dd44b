/**
 * Sealing the audit chain behind its watermark (issue 40; docs/adr/0002-audit-chain-sealing.md): the calls
 * of the database's `audit_seal()` (core migration 0014) and the unsealed backlog the operator sees. The
 * background job that calls them on one instance at a time is audit-sealer.ts.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

/** Rows one `audit_seal()` call seals at most (one transaction; a few tens of milliseconds). */
export const SEAL_BATCH = 5000

/** What is not sealed yet: rows above the watermark and the age of the oldest in seconds (0 when none). */
export interface AuditBacklog {
  count: number
  oldestAgeSeconds: number
}

/**
 * One sealer step: seals at most `maxRows` rows in id order after the watermark and returns how many (0 when
 * nothing is sealable yet: nothing new, a bound still waiting for running transactions, or another sealer at
 * work). Each call runs in its own transaction (never pass a transaction: the function refuses to run after
 * another write). Rejects only when the database cannot be reached.
 */
export async function sealAuditStep(db: Database, maxRows = SEAL_BATCH): Promise<number> {
  const result = await db.execute(sql`select audit_seal(${maxRows}::int) as n`)
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)
}

/**
 * Seals until the backlog is empty (tests, `npm run restore`, benchmarks): steps, pausing `pauseMs` while a
 * bound waits for running transactions. Resolves the number of rows sealed; rejects when rows are still
 * unsealed after `timeoutMs` (a transaction that stays open holds the watermark back).
 */
export async function sealAuditLog(
  db: Database,
  opts: { timeoutMs?: number; pauseMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + (opts.timeoutMs ?? 30_000)
  let sealed = 0
  for (;;) {
    const n = await sealAuditStep(db)
    sealed += n
    if (n > 0) continue
    const backlog = await auditBacklog(db)
    if (backlog.count === 0) return sealed
    if (Date.now() > deadline) {
      throw new Error(`audit log: ${backlog.count} rows still unsealed after ${opts.timeoutMs ?? 30_000} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, opts.pauseMs ?? 20))
  }
}

/**
 * The unsealed backlog (issue 40, for the operator's page and `unacs_audit_unsealed_rows`): the rows visible
 * above the watermark and the age in seconds of the oldest of them by its `at` (0 when none). One read;
 * rejects only when the database cannot be read.
 */
export async function auditBacklog(db: Database): Promise<AuditBacklog> {
  const result = await db.execute(sql`
    select count(*)::int as n, coalesce(extract(epoch from now() - min(l.at)), 0)::float8 as age
    from audit_log l
    where l.id > coalesce((select h.last_id from audit_chain_head h where h.id = 1), 0)`)
  const row = (result as unknown as { rows: { n: number; age: number }[] }).rows[0]
  return { count: Number(row?.n ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.age ?? 0)) }
}
