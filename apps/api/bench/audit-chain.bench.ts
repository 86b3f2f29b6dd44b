/**
 * What the audit chain costs audited writes (`npm run bench:audit-chain`; issue 40 "Measure"). On a fresh
 * loopback PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; created
 * and dropped here), pgbench with 16 clients for 8 s, each transaction inserting one audit row, alternately:
 * - "no chain": the insert trigger disabled and no sealer (the rate without the chain);
 * - "chain": the insert trigger on and the sealer sealing behind the watermark in this process meanwhile.
 * Each run starts after a checkpoint, and the pairs alternate which run goes first.
 * Each pair prints both rates and the ratio, then how long the sealer took to empty the backlog left at the
 * end of the chain run; at the end `verifyAuditChain` walks the log. Options: --pairs N (default 2), --seconds S
 * (default 8), --clients C (default 16), --verify-rows N (first adds N rows in one statement through the insert
 * trigger, times sealing them and the walk), --keep (then `npm run audit:verify` can be timed on the database),
 * --no-sealer (the chain runs with the trigger only: what the trigger costs apart from the sealer). The sealer
 * pauses `AUDIT_SEAL_INTERVAL_MS` (default 500, as in the portal) after a step that sealed less than a batch.
 */

import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts'
import { type AuditBacklog, auditBacklog, sealAuditLog } from '../src/platform/audit/audit-seal.ts'
import { runAuditSealer } from '../src/platform/audit/audit-sealer.ts'
import { verifyAuditChain } from '../src/platform/audit/audit-verify.ts'
import { runPgbench } from './pgbench.ts'

const { values: o } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    pairs: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '8' },
    clients: { type: 'string', default: '16' },
    'verify-rows': { type: 'string', default: '0' },
    'no-sealer': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(ADMIN_URL).hostname)) {
  console.error('the benchmark runs against a loopback PostgreSQL only')
  process.exit(2)
}
const load = () => `load ${loadavg()[0]?.toFixed(1)}`

/** One audit row per transaction, the shape of a registration add's row. */
const SCRIPT = `\\set id random(1, 1000000)
insert into audit_log (actor_person_id, entity, entity_id, action, after)
values (:id, 'registration-item', :id::text || ':42', 'add', jsonb_build_object('basketId', :id::int, 'sectionId', 42, 'courseId', 7, 'studentNo', '2026' || :id::text));
`

/** pgbench on `url` running SCRIPT: resolves the transactions per second. */
function pgbench(url: string): Promise<number> {
  return runPgbench(url, SCRIPT, Number(o.clients), Number(o.seconds))
}

const name = `unacs_bench_audit_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(ADMIN_URL)
url.pathname = `/${name}`
let handle: DatabaseHandle | null = null
try {
  handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4, statementTimeoutMs: 0 })
  await migrateDatabase(handle)
  const db = handle.db
  console.log(
    `audit chain pgbench: ${o.clients} clients, ${o.seconds} s, one audit row per transaction; ${load()}`,
  )
  /** The plain run: without the insert trigger; its rows are removed afterwards. */
  const runPlain = async (): Promise<number> => {
    const [{ top }] = (
      (await db.execute(sql`select coalesce(max(id), 0)::bigint as top from audit_log`)) as unknown as {
        rows: { top: string }[]
      }
    ).rows as [{ top: string }]
    await db.execute(sql`alter table audit_log disable trigger audit_log_chain`)
    await db.execute(sql`checkpoint`)
    const rate = await pgbench(url.toString())
    await db.execute(sql`alter table audit_log enable trigger audit_log_chain`)
    // Not part of the log (the sealer would seal them as anyone's rows): removed around the append-only trigger.
    await db.execute(sql`alter table audit_log disable trigger user`)
    await db.execute(sql`delete from audit_log where id > ${top}`)
    await db.execute(sql`alter table audit_log enable trigger user`)
    // The deleted rows are vacuumed now, not by autovacuum during the next run (which slowed it).
    await db.execute(sql`vacuum audit_log`)
    return rate
  }
  /** The chain run: the insert trigger, and the sealer meanwhile (unless --no-sealer). */
  const runChain = async (): Promise<{ rate: number; sealed: number; left: AuditBacklog }> => {
    await db.execute(sql`checkpoint`)
    const stop = new AbortController()
    // The sealer as a portal instance runs it: AUDIT_SEAL_INTERVAL_MS, default 500 ms.
    const pauseMs = Number(process.env.AUDIT_SEAL_INTERVAL_MS ?? 500)
    const sealer = o['no-sealer']
      ? Promise.resolve(0)
      : runAuditSealer(db, { pauseMs, runMs: 3_600_000, signal: stop.signal })
    const rate = await pgbench(url.toString())
    stop.abort()
    const sealed = await sealer
    return { rate, sealed, left: await auditBacklog(db) }
  }
  for (let pair = 1; pair <= Number(o.pairs); pair++) {
    const before = load()
    // Alternating which run goes first, so a drift of the machine during a pair favours neither.
    const plainFirst = pair % 2 === 1 ? await runPlain() : null
    const chain = await runChain()
    const plain = plainFirst ?? (await runPlain())
    const { left } = chain
    const t = performance.now()
    await sealAuditLog(db, { timeoutMs: 600_000 })
    const drain = (performance.now() - t) / 1000
    console.log(
      `pair ${pair}: no chain ${plain.toFixed(0)} rows/s, chain ${chain.rate.toFixed(0)} rows/s, ratio ${(chain.rate / plain).toFixed(2)}; ` +
        `sealed during the run ${chain.sealed}, left ${left.count} (oldest ${left.oldestAgeSeconds.toFixed(1)} s) sealed in ${drain.toFixed(1)} s; ${before} → ${load()}`,
    )
  }
  const extra = Number(o['verify-rows'])
  if (extra > 0) {
    let t0 = performance.now()
    await db.execute(sql`
      insert into audit_log (actor_person_id, entity, entity_id, action, before, after, reason)
      select g % 50000, 'registration-item', g || ':42', 'add', null,
        jsonb_build_object('basketId', g, 'sectionId', 42, 'courseId', 7, 'studentNo', '2026' || g),
        case when g % 10 = 0 then 'bulk' end
      from generate_series(1, ${extra}) g`)
    console.log(`inserted ${extra} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${load()}`)
    t0 = performance.now()
    const sealed = await sealAuditLog(db, { timeoutMs: 3_600_000 })
    const s = (performance.now() - t0) / 1000
    console.log(`sealed ${sealed} rows in ${s.toFixed(1)} s (${(sealed / s).toFixed(0)} rows/s); ${load()}`)
  }
  const t = performance.now()
  const verified = await verifyAuditChain(db)
  console.log(
    `audit:verify ${verified.ok ? `OK, ${verified.count} rows` : `BROKEN at ${verified.id}`} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  )
} finally {
  await handle?.close()
  if (!o.keep) await admin.query(`drop database if exists ${name} with (force)`)
  else console.log(`kept database ${name}`)
  await admin.end()
}
