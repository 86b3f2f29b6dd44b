/**
 * Turkish student search over a large university (`npm run bench:search`, also part of `npm run
 * bench`; issue 36 "on PostgreSQL served by an index so a search over 50,000 students stays fast"). On a
 * fresh loopback PostgreSQL database (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * dropped afterwards) with the demo university of N students (default 50,000), times the students search's
 * own queries (students.repo `whereOf` + `studentRows` + `studentCount`, the registrar's whole-university
 * scope) for several typed forms of seeded surnames, with the migration's trigram index and then without it.
 * Prints p50 / p95 / max per form and the plan's index use. Options: --students N (50000) --runs R (15)
 */
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts'
import { seedDemoUniversity } from '../src/db/seed/index.ts'
import { studentCount, studentRows, whereOf } from '../src/features/students/students.repo.ts'

const { values: o } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: { students: { type: 'string', default: '50000' }, runs: { type: 'string', default: '15' } },
})
const students = Number(o.students)
const runs = Number(o.runs)
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(ADMIN_URL).hostname)) {
  console.error('the benchmark runs against a loopback PostgreSQL only')
  process.exit(2)
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0
const ms = (x: number) => `${x.toFixed(1)} ms`

/** What people type for two seeded surnames: as written, ASCII, upper case; and a two-word name. */
const FORMS = [
  'Öztürk',
  'ozturk',
  'ÖZTÜRK',
  'OZTURK',
  'ışık',
  'ISIK',
  'şahin',
  'SAHIN',
  'ayşe yılmaz',
  'zzqx',
]

async function measure(handle: DatabaseHandle, label: string, root: number): Promise<void> {
  console.log(`\n${label}`)
  for (const q of FORMS) {
    const where = whereOf({ q } as never, [root])
    const times: number[] = []
    let hits = 0
    for (let i = 0; i < runs; i++) {
      const t = performance.now()
      const [rows, total] = await Promise.all([
        studentRows(handle.db, where, 'tr', 0, 20),
        studentCount(handle.db, where),
      ])
      times.push(performance.now() - t)
      hits = total
      if (rows.length > 20) throw new Error('page too long')
    }
    console.log(
      `  q=${JSON.stringify(q).padEnd(14)} ${String(hits).padStart(5)} students  p50 ${ms(pct(times, 0.5))}  p95 ${ms(pct(times, 0.95))}  max ${ms(Math.max(...times))}`,
    )
  }
  const plan = (await handle.db.execute(
    sql`explain select count(*) from students join persons on persons.id = students.person_id where ${whereOf({ q: 'ozturk' } as never, [root])}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] }
  const text = plan.rows.map((r) => r['QUERY PLAN']).join(' ')
  console.log(
    `  plan uses ${/persons_name_fold_trgm_idx/.test(text) ? 'the trigram index' : 'no name index'}`,
  )
}

const name = `unacs_bench_search_${Date.now()}`
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(ADMIN_URL)
url.pathname = `/${name}`
let handle: DatabaseHandle | undefined
try {
  handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 4 })
  const t = performance.now()
  await migrateDatabase(handle)
  await seedDemoUniversity(handle.db, { students })
  await handle.db.execute(sql`analyze`)
  console.log(`migrate + seed ${students} students: ${((performance.now() - t) / 1000).toFixed(1)} s`)
  const [root] = (
    (await handle.db.execute(sql`select id from units where parent_id is null`)) as unknown as {
      rows: { id: number }[]
    }
  ).rows
  if (!root) throw new Error('no university unit')
  await measure(handle, 'with the trigram index (migration students/0001_name_search_index)', root.id)
  await handle.db.execute(sql`drop index if exists persons_name_fold_trgm_idx`)
  await handle.db.execute(sql`drop index if exists persons_name_fold_idx`)
  await measure(handle, 'without it (sequential scan of the folded names)', root.id)
} finally {
  await handle?.close()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
