/**
 * Verifying the audit log's hash chain (issue 15 "Data safety"; core migration 0009): walks the rows in id
 * order, recomputes each row's hash from its stored content and the previous row's hash with this file's
 * own copy of the canonical expression (not the database's function, so a replaced function is noticed),
 * and compares the newest row with the chain head. Used by `npm run audit:verify` (audit-verify.cli.ts).
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64)

/** How the chain is broken at a row. */
export type AuditBreak =
  /** The row's content (or its stored hash) no longer matches its hash. */
  | 'changed'
  /** One or more rows before this one (or after the newest, per the chain head) are missing. */
  | 'removed'
  /** The row was not written through the chain (it links to nothing, or the head never included it). */
  | 'forged'

/** The verifier's answer: intact with the row count, or the first broken row and why. */
export type AuditVerification =
  | { ok: true; count: number }
  | { ok: false; count: number; id: number; problem: AuditBreak; detail: string }

interface ChainRow {
  id: number
  prevHash: string | null
  hash: string | null
  computed: string
}

const BATCH = 5000

/** Rows after `afterId` in id order, at most BATCH, with the hash recomputed from the stored content. */
async function readBatch(db: Database, afterId: number): Promise<ChainRow[]> {
  const result = await db.execute(sql`
    select id::text as id, prev_hash, hash,
      encode(sha256(convert_to(coalesce(prev_hash, '') || '|' || jsonb_build_array(
        id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), actor_person_id,
        impersonator_person_id, on_behalf_of_registry_no, entity, entity_id, action, before, after, reason
      )::text, 'UTF8')), 'hex') as computed
    from audit_log where audit_log.id > ${afterId} order by audit_log.id limit ${BATCH}`)
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
  return rows.map((r) => ({
    id: Number(r.id),
    prevHash: (r.prev_hash as string | null) ?? null,
    hash: (r.hash as string | null) ?? null,
    computed: String(r.computed),
  }))
}

/** Every row in id order, read in batches (constant memory on a large log). */
async function* walk(db: Database): AsyncGenerator<ChainRow> {
  let after = 0
  for (;;) {
    const batch = await readBatch(db, after)
    yield* batch
    const last = batch.at(-1)
    if (!last || batch.length < BATCH) return
    after = last.id
  }
}

/**
 * Walks the whole chain of `db`'s audit log. Resolves `{ ok: true, count }` when every row links to the
 * previous one, its hash matches its content, and the chain head names the newest row; otherwise the first
 * broken row: `changed` (content or hash edited), `removed` (rows missing before it, or after the newest
 * row), `forged` (a row the chain never included). Rejects only when the database cannot be read.
 */
export async function verifyAuditChain(db: Database): Promise<AuditVerification> {
  // One snapshot for the walk and the head, so rows written meanwhile are neither half seen nor "removed".
  return db.transaction((tx) => verifyIn(tx as unknown as Database), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
}

async function verifyIn(db: Database): Promise<AuditVerification> {
  const rows = walk(db)
  let expectedPrev = GENESIS_HASH
  let count = 0
  let lastId = 0
  let next = await rows.next()
  while (!next.done) {
    const row = next.value
    next = await rows.next()
    const linked = row.prevHash === expectedPrev
    const intact = row.hash === row.computed
    if (linked && intact) {
      expectedPrev = row.hash as string
      lastId = row.id
      count++
      continue
    }
    const broken = (problem: AuditBreak, detail: string): AuditVerification => ({
      ok: false,
      count,
      id: row.id,
      problem,
      detail,
    })
    if (linked) return broken('changed', 'its content or hash was changed after it was written')
    if (!next.done && next.value.prevHash === expectedPrev) {
      return broken('forged', 'it is not part of the chain: the next row links to the row before it')
    }
    if (intact && row.hash !== null) {
      return broken('removed', `a row before it is missing (it links to a hash no row before it has)`)
    }
    return broken('forged', 'it links to no row and its hash does not match its content')
  }
  const head = await db.execute(sql`select last_id::text as last_id, hash from audit_chain_head where id = 1`)
  const headRow = (head as unknown as { rows: { last_id: string; hash: string }[] }).rows[0]
  const headId = headRow ? Number(headRow.last_id) : 0
  const headHash = headRow?.hash ?? GENESIS_HASH
  if (headId === lastId && headHash === expectedPrev) return { ok: true, count }
  if (headId > lastId) {
    return {
      ok: false,
      count,
      id: headId,
      problem: 'removed',
      detail: `the newest rows are missing: the chain head names row ${headId}, the log ends at ${lastId || 'no row'}`,
    }
  }
  return {
    ok: false,
    count,
    id: lastId,
    problem: 'forged',
    detail: `the chain head names row ${headId}, but the log goes on to row ${lastId} (rows written around the chain)`,
  }
}

/** One line for a person: "audit log OK: N rows" or where and why the chain is broken. */
export function describeVerification(v: AuditVerification): string {
  if (v.ok) return `audit log OK: ${v.count} rows, hash chain intact`
  return `audit log BROKEN at row ${v.id}: ${v.problem} — ${v.detail} (${v.count} rows before it verified)`
}
