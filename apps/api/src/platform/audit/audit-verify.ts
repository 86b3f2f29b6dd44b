/**
 * Verifying the audit log's hash chain (issue 15 "Data safety"; sealed behind a watermark since issue 40,
 * docs/adr/0002-audit-chain-sealing.md): walks the rows in id order with their seals, recomputes each sealed
 * row's hash from its stored content and the previous row's hash with this file's own copy of the canonical
 * expression (not the database's function, so a replaced function is noticed), compares the newest sealed row
 * and the seal count with the watermark, and checks the rows above the watermark (not sealed yet) for what can
 * be checked there. Used by `npm run audit:verify` (audit-verify.cli.ts).
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
  /** The row was not written through the chain (it links to nothing, it lies in the sealed range without a
   * seal, or — above the watermark — it was inserted around the insert trigger or sealed around the sealer). */
  | 'forged'
  /** The watermark (chain head) disagrees with the seals: its hash or seal count was changed, or it was moved
   * back below sealed rows. */
  | 'watermark'

/** The verifier's answer: intact with the row count (of which `unsealed` await the sealer), or the first
 * broken row and why. */
export type AuditVerification =
  | { ok: true; count: number; unsealed: number }
  | { ok: false; count: number; id: number; problem: AuditBreak; detail: string }

interface ChainRow {
  id: number
  /**
   * Written through the insert trigger: its writer's transaction id is stamped and lies below the walk's
   * snapshot's xmax (a row the walk sees was committed by a transaction that began before the walk).
   */
  stamped: boolean
  /** The row's seal (null when it has none). */
  prevHash: string | null
  hash: string | null
  /** The hash recomputed from the content and the seal's prev_hash (null without a seal). */
  computed: string | null
}

const BATCH = 5000

/** Rows after `afterId` in id order, at most BATCH, with their seals and the recomputed hashes. */
async function readBatch(db: Database, afterId: number): Promise<ChainRow[]> {
  const result = await db.execute(sql`
    select l.id::text as id,
      coalesce(l.writer_xid < pg_snapshot_xmax(pg_current_snapshot()), false) as stamped, s.prev_hash, s.hash,
      case when s.id is not null then encode(sha256(convert_to(s.prev_hash || '|' || jsonb_build_array(
        l.id, to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), l.actor_person_id,
        l.impersonator_person_id, l.on_behalf_of_registry_no, l.entity, l.entity_id, l.action, l.before,
        l.after, l.reason
      )::text, 'UTF8')), 'hex') end as computed
    from (select * from audit_log where audit_log.id > ${afterId} order by audit_log.id limit ${BATCH}) l
    left join audit_seal s on s.id = l.id
    order by l.id`)
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows
  return rows.map((r) => ({
    id: Number(r.id),
    stamped: r.stamped === true,
    prevHash: (r.prev_hash as string | null) ?? null,
    hash: (r.hash as string | null) ?? null,
    computed: (r.computed as string | null) ?? null,
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
 * Walks the whole chain of `db`'s audit log in one snapshot. Resolves `{ ok: true, count, unsealed }` when every
 * sealed row links to the previous one, its hash matches its content, the watermark names the newest sealed row
 * with its hash and the seal count, and every row above the watermark was written through the insert trigger
 * (its stamp names a transaction that had ended when the walk began) and carries no seal; otherwise the first
 * broken row: `changed`, `removed`, `forged` or `watermark` (AuditBreak).
 * Rejects only when the database cannot be read.
 */
export async function verifyAuditChain(db: Database): Promise<AuditVerification> {
  // One snapshot for the walk and the watermark, so rows written or sealed meanwhile are neither half seen nor
  // "removed".
  return db.transaction((tx) => verifyIn(tx as unknown as Database), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
}

interface Watermark {
  lastId: number
  hash: string
  sealedCount: number
}

async function watermarkOf(db: Database): Promise<Watermark> {
  const head = await db.execute(
    sql`select last_id::text as last_id, hash, sealed_count::text as n from audit_chain_head where id = 1`,
  )
  const row = (head as unknown as { rows: { last_id: string; hash: string; n: string }[] }).rows[0]
  return row
    ? { lastId: Number(row.last_id), hash: row.hash, sealedCount: Number(row.n) }
    : { lastId: 0, hash: GENESIS_HASH, sealedCount: 0 }
}

async function verifyIn(db: Database): Promise<AuditVerification> {
  const mark = await watermarkOf(db)
  const rows = walk(db)
  let expectedPrev = GENESIS_HASH
  let count = 0
  let sealed = 0
  let lastSealedId = 0
  let next = await rows.next()
  while (!next.done) {
    const row = next.value
    next = await rows.next()
    const broken = (problem: AuditBreak, detail: string): AuditVerification => ({
      ok: false,
      count,
      id: row.id,
      problem,
      detail,
    })
    if (row.id > mark.lastId) {
      // Above the watermark: not sealed yet (the sealer reaches it within seconds).
      if (row.hash !== null) {
        return broken(
          'watermark',
          `it is sealed but lies above the watermark (row ${mark.lastId || 'none'}): the watermark was moved back or the row sealed around the sealer`,
        )
      }
      // The insert trigger stamps a transaction that had ended before this walk began: no stamp, or one of a
      // transaction not yet begun, was written around it.
      if (!row.stamped)
        return broken('forged', 'it is not sealed yet and was inserted around the insert trigger')
      count++
      continue
    }
    if (row.hash === null) {
      return broken('forged', 'it lies in the sealed range but has no seal (written around the chain)')
    }
    const linked = row.prevHash === expectedPrev
    const intact = row.hash === row.computed
    if (linked && intact) {
      expectedPrev = row.hash
      lastSealedId = row.id
      sealed++
      count++
      continue
    }
    if (linked) return broken('changed', 'its content or hash was changed after it was written')
    if (!next.done && next.value.prevHash === expectedPrev) {
      return broken('forged', 'it is not part of the chain: the next row links to the row before it')
    }
    if (intact) {
      return broken('removed', `a row before it is missing (it links to a hash no row before it has)`)
    }
    return broken('forged', 'it links to no row and its hash does not match its content')
  }
  const unsealed = count - sealed
  if (mark.lastId > lastSealedId) {
    return {
      ok: false,
      count,
      id: mark.lastId,
      problem: 'removed',
      detail: `the newest sealed rows are missing: the watermark names row ${mark.lastId}, the sealed rows end at ${lastSealedId || 'no row'}`,
    }
  }
  if (mark.hash !== expectedPrev) {
    return {
      ok: false,
      count,
      id: mark.lastId,
      problem: 'watermark',
      detail: `the watermark's hash is not the hash of row ${mark.lastId || 'none'} (the watermark was changed)`,
    }
  }
  if (mark.sealedCount !== sealed) {
    return {
      ok: false,
      count,
      id: mark.lastId,
      problem: 'watermark',
      detail: `the watermark counts ${mark.sealedCount} sealed rows, the log has ${sealed} (rows removed and the chain rewritten, or the watermark changed)`,
    }
  }
  const orphan = await db.execute(sql`select min(id)::text as id from audit_seal where id > ${mark.lastId}`)
  const orphanId = (orphan as unknown as { rows: { id: string | null }[] }).rows[0]?.id
  if (orphanId) {
    return {
      ok: false,
      count,
      id: Number(orphanId),
      problem: 'watermark',
      detail: `a seal above the watermark (row ${mark.lastId || 'none'}) has no row: written around the sealer`,
    }
  }
  return { ok: true, count, unsealed }
}

/** One line for a person: "audit log OK: N rows" or where and why the chain is broken. */
export function describeVerification(v: AuditVerification): string {
  if (v.ok) {
    const waiting = v.unsealed > 0 ? ` (${v.unsealed} not sealed yet)` : ''
    return `audit log OK: ${v.count} rows, hash chain intact${waiting}`
  }
  return `audit log BROKEN at row ${v.id}: ${v.problem} — ${v.detail} (${v.count} rows before it verified)`
}
