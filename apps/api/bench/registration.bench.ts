/**
 * Registration-day rush benchmark (`npm run bench:registration`; issue 7 "Benchmark"). On a fresh PostgreSQL
 * database (127.0.0.1, created and dropped here) seeded with the demo university (50,000 students by default):
 * 1. the active term's seats are emptied, sessions are started for the rushing students;
 * 2. the API runs as a separate process; concurrent HTTP clients (loopback, bounded in count and time) add
 *    sections: "spread" (each student one section of their curriculum) and "hot" (everyone the same section);
 * 3. it prints registrations/s, p50/p95/p99 latency, the p99 of "section full" answers, errors by status,
 *    overbooked sections (must be 0), and the ceiling: pgbench running the same conditional update;
 * 4. a small PGlite run (in-process app) for comparison (none with --pglite-students 0).
 * Options: --students N --clients C --seconds S --spread N --hot N --hot-quota Q --pool P --pglite-students N --keep
 * --instances 1,2 (one PostgreSQL run per entry: the API as that many processes on as many ports, sharing the
 * database, the clients spread over them round-robin; each process has its own pool of P connections)
 * --socket DIR (the API reaches PostgreSQL through the Unix socket in DIR, e.g. /var/run/postgresql, instead
 * of TCP on 127.0.0.1)
 * --no-audit-chain (experiment only: disables the audit log's hash-chain trigger in the benchmark's own
 * database, to show what the chain's single head row costs the rush; the printed lines say so).
 * --database NAME (issue 40, last points: the database to use instead of a fresh one; created and seeded when
 * absent or holding fewer students than --students, else only migrated and its term emptied again; kept
 * afterwards. Repeated runs then skip the seeding, the comparison of runs with and without a change is on the
 * same data.)
 */

import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { type Database, type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts'
import { seedDemoUniversity } from '../src/db/seed/index.ts'
import { rows } from '../src/features/registration/registration.repo.ts'
import { createIdentityServices } from '../src/identity/index.ts'
import { runPgbench } from './pgbench.ts'

const { values: o } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    students: { type: 'string', default: '50000' },
    clients: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    spread: { type: 'string', default: '8000' },
    hot: { type: 'string', default: '4000' },
    'hot-quota': { type: 'string', default: '3000' },
    pool: { type: 'string', default: '20' },
    'pglite-students': { type: 'string', default: '3000' },
    instances: { type: 'string', default: '1' },
    socket: { type: 'string' },
    'no-audit-chain': { type: 'boolean', default: false },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
})
const num = (k: keyof typeof o) => Number(o[k])
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(ADMIN_URL).hostname)) {
  console.error('the benchmark runs against a loopback PostgreSQL only')
  process.exit(2)
}

interface Job {
  token: string
  sectionId: number
}
interface RushResult {
  sent: number
  ok: number
  full: number
  seconds: number
  byStatus: Record<string, number>
  all: number[]
  okLat: number[]
  fullLat: number[]
  /** Other refusals by their message (the plan should cause none). */
  reasons: Record<string, number>
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number
}
const ms = (x: number) => `${x.toFixed(1)} ms`
const load = () =>
  `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`
/** The issuer every API process and the token minting share (tokens are checked against it). */
const PUBLIC_URL = 'http://localhost:18000'

/** CPU seconds (user + system) used so far by the processes `pids` (Linux /proc; 0 elsewhere). */
function cpuOf(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(f[11]) + Number(f[12])
    } catch {}
  }
  return ticks / 100
}
/** CPU seconds all processes of the box have used so far (Linux /proc/stat; 0 elsewhere). */
function boxCpu(): number {
  try {
    const f =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? []
    // user nice system idle iowait irq softirq steal: all but idle and iowait
    return ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0)) / 100
  } catch {
    return 0
  }
}
/** The pids of PostgreSQL's processes on this box (the postmaster and its backends; Linux /proc). */
function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
        } catch {
          return false
        }
      })
  } catch {
    return []
  }
}
/**
 * Measures the CPU the API processes and this process (the load generator) spend while `work` runs, and the
 * rest of the box (PostgreSQL, plus whatever else runs there: compare with the load average).
 */
async function withCpu<T>(
  apiPids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; cpu: string; pgSeconds: number }> {
  const pg0 = new Map(postgresPids().map((pid) => [pid, cpuOf([pid])]))
  const [api0, box0, me0] = [cpuOf(apiPids), boxCpu(), process.cpuUsage()]
  const t = performance.now()
  const result = await work()
  const wall = (performance.now() - t) / 1000
  const meUsage = process.cpuUsage(me0)
  const me = (meUsage.user + meUsage.system) / 1e6
  const api = cpuOf(apiPids) - api0
  const share = (x: number) => `${x.toFixed(1)} s (${(x / wall).toFixed(2)} core)`
  const cpu =
    `CPU in ${wall.toFixed(1)} s: API ${share(api)}, load generator ${share(me)}, ` +
    `PostgreSQL and the rest of the box ${share(boxCpu() - box0 - api - me)}`
  // PostgreSQL's processes alive at the end: their CPU since the start, or since they started (the API's
  // pool opens its backends during the rush). A backend that ended meanwhile is not counted.
  const pgSeconds = postgresPids().reduce((sum, pid) => sum + cpuOf([pid]) - (pg0.get(pid) ?? 0), 0)
  return { result, cpu: `${cpu}, of it PostgreSQL's processes ${share(pgSeconds)}`, pgSeconds }
}

/**
 * Sends every job once (at most `seconds`), `clients` at a time, over keep-alive loopback HTTP; client i
 * talks to `ports[i % ports.length]` (one API process per port).
 */
async function rush(ports: number[], jobs: Job[], clients: number, seconds: number): Promise<RushResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const r: RushResult = {
    sent: 0,
    ok: 0,
    full: 0,
    seconds: 0,
    byStatus: {},
    all: [],
    okLat: [],
    fullLat: [],
    reasons: {},
  }
  const start = performance.now()
  const deadline = start + seconds * 1000
  let next = 0
  const one = (job: Job, port: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const payload = JSON.stringify({ SectionId: job.sectionId })
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/Registration/Basket/Add',
          agent,
          headers: {
            authorization: `Bearer ${job.token}`,
            'idempotency-key': randomUUID(),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'accept-language': 'en',
          },
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c) => {
            body += c
          })
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const port = ports[client % ports.length] as number
      while (next < jobs.length && performance.now() < deadline) {
        const job = jobs[next++] as Job
        const t = performance.now()
        let status = 0
        let body = ''
        try {
          ;({ status, body } = await one(job, port))
        } catch {
          status = -1
        }
        const took = performance.now() - t
        r.sent++
        r.all.push(took)
        r.byStatus[status] = (r.byStatus[status] ?? 0) + 1
        if (status === 200) {
          r.ok++
          r.okLat.push(took)
        } else if (status === 422 && body.includes(' is full')) {
          r.full++
          r.fullLat.push(took)
        } else {
          const why = /"(?:message|Message)"\s*:\s*"([^"]{0,80})/.exec(body)?.[1] ?? body.slice(0, 80)
          r.reasons[`${status} ${why}`] = (r.reasons[`${status} ${why}`] ?? 0) + 1
        }
      }
    }),
  )
  r.seconds = (performance.now() - start) / 1000
  agent.destroy()
  return r
}

function report(name: string, r: RushResult): string {
  const line =
    `${name}: ${r.sent} requests in ${r.seconds.toFixed(2)} s; ${r.ok} registered = ${(r.ok / r.seconds).toFixed(0)}/s; ` +
    `latency p50 ${ms(pct(r.all, 50))} p95 ${ms(pct(r.all, 95))} p99 ${ms(pct(r.all, 99))}; ` +
    `section-full ${r.full} (p99 ${ms(pct(r.fullLat, 99))}); statuses ${JSON.stringify(r.byStatus)}; ${load()}` +
    (Object.keys(r.reasons).length
      ? `; refusals other than full: ${Object.entries(r.reasons)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, v]) => `${v}× ${k}`)
          .join(' | ')}`
      : '')
  console.log(line)
  return line
}

/**
 * Active term id, with its registration emptied: the seed's baskets of the active term (and, by cascade, their
 * items) deleted and its sections' seats emptied, so the rush starts from an empty registration and the counts
 * agree with the held items (the seed registers the active students, so zeroing the counts alone left drift);
 * earlier terms' idempotency keys in place and the tables vacuumed and analysed, as on a real morning.
 */
async function prepareTerm(db: Database): Promise<number> {
  const [t] = await rows<{ id: number }>(db, sql`select id from academic_terms where is_active`)
  if (!t) throw new Error('no active term')
  await db.execute(sql`delete from registration_baskets where term_id = ${t.id}`)
  await db.execute(sql`update sections set registered_count = 0, basket_count = 0 where term_id = ${t.id}`)
  // A reused database (--database) whose earlier run raised the quotas for the ceiling and stopped before
  // lowering them again.
  await db.execute(sql`update sections set quota = quota - 1000000, capacity = capacity - 1000000
    where term_id = ${t.id} and quota >= 1000000`)
  // A registration morning does not start on an empty key table: the idempotency keys of earlier terms' adds
  // stay (nothing purges them). On an empty, analysed table the add's prepared statements would keep the
  // generic plan made for it (a sequential scan of the keys, 1,100 buffers per add after 11,000 adds), which
  // production would replace at the next automatic analyse; one earlier key per student stands for them.
  await db.execute(sql`insert into registration_idempotency (person_id, key, request_hash, status_code, response)
    select person_id, 'earlier-term-' || id, md5(id::text), 200, '{}'::jsonb from students on conflict do nothing`)
  await db.execute(
    sql`vacuum analyze registration_baskets, registration_items, sections, registration_idempotency`,
  )
  return t.id
}

/**
 * Spread jobs: `n` active students, each one section of their department in the active term, of a course the
 * student has not taken in an earlier term (the demo transcripts give class-N students their earlier years: a
 * repeat of a passed course is refused, and the rush's usual add is a first take).
 */
async function spreadPlan(db: Database, termId: number, n: number) {
  return rows<{ personId: number; studentNo: string; sectionId: number }>(
    db,
    sql`select distinct on (st.id) st.person_id as "personId", st.student_no as "studentNo", s.id as "sectionId"
      from (select * from students where status = 'active' and class_year >= 1 order by md5(id::text) limit ${n}) st
      join units p on p.id = st.programme_id join courses c on c.unit_id = p.parent_id
      join sections s on s.course_id = c.id and s.term_id = ${termId}
      where not exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
        where b2.student_id = st.id and b2.status = 'approved' and r2.course_id = c.id)
      order by st.id, md5(st.id::text || s.id::text)`,
  )
}

/**
 * Hot plan: one common-course section with `quota` seats and `n` undergraduates not in `exclude` who have not
 * taken its course before (in the demo university mostly the first-year students).
 */
async function hotPlan(db: Database, termId: number, n: number, quota: number, exclude: Set<string>) {
  const [s] = await rows<{ id: number }>(
    db,
    sql`select s.id from sections s join courses c on c.id = s.course_id join units u on u.id = c.unit_id
      join units up on up.id = u.parent_id where up.kind = 'university' and s.term_id = ${termId}
      order by s.id limit 1`,
  )
  if (!s) throw new Error('no common-course section')
  await db.execute(
    sql`update sections set quota = ${quota}, capacity = greatest(capacity, ${quota}) where id = ${s.id}`,
  )
  const students = await rows<{ personId: number; studentNo: string }>(
    db,
    sql`select st.person_id as "personId", st.student_no as "studentNo" from students st join units p on p.id = st.programme_id
      where st.status = 'active' and p.level in ('bachelor', 'associate')
        and not exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
          join sections s2 on s2.id = ${s.id} where b2.student_id = st.id and b2.status = 'approved' and r2.course_id = s2.course_id)
      order by md5(st.id::text || 'hot') limit ${n + exclude.size}`,
  )
  return { sectionId: s.id, students: students.filter((x) => !exclude.has(x.studentNo)).slice(0, n) }
}

/** Session tokens for the students (8 at a time). */
async function tokensFor(db: Database, students: { personId: number; studentNo: string }[]) {
  const identity = await createIdentityServices(db, loadConfig({ DATA_DIR: 'memory', PUBLIC_URL }))
  const out = new Map<string, string>()
  for (let i = 0; i < students.length; i += 8) {
    await Promise.all(
      students.slice(i, i + 8).map(async (s) => {
        const started = await identity.sessions.start({
          kind: 'student',
          personId: s.personId,
          activeStudentNo: s.studentNo,
        })
        out.set(s.studentNo, started.token)
      }),
    )
  }
  return out
}

async function overbooked(db: Database, termId: number) {
  const [r] = await rows<{ over: number; drift: number }>(
    db,
    sql`select (select count(*)::int from sections where registered_count + basket_count > quota) as over,
      (select count(*)::int from sections s where s.term_id = ${termId} and s.basket_count <>
        (select count(*) from registration_items ri where ri.section_id = s.id)) as drift`,
  )
  return r ?? { over: -1, drift: -1 }
}

/** The spread and hot jobs of a run, with a session per student (made once, used by every run). */
async function plans(db: Database, termId: number, spreadN: number, hotN: number, hotQuota: number) {
  const spread = await spreadPlan(db, termId, spreadN)
  const hot = await hotPlan(db, termId, hotN, hotQuota, new Set(spread.map((s) => s.studentNo)))
  const t = performance.now()
  const tokens = await tokensFor(db, [...spread, ...hot.students])
  console.log(`sessions for ${tokens.size} students: ${((performance.now() - t) / 1000).toFixed(1)} s`)
  return {
    hotSection: hot.sectionId,
    hotQuota,
    spread: spread.map((s) => ({ token: tokens.get(s.studentNo) as string, sectionId: s.sectionId })),
    hot: hot.students.map((s) => ({ token: tokens.get(s.studentNo) as string, sectionId: hot.sectionId })),
  }
}
type Plans = Awaited<ReturnType<typeof plans>>

/** Runs both rushes of `p` against `ports` (API processes `apiPids`, none when in this process); report lines. */
async function rushes(db: Database, ports: number[], termId: number, p: Plans, apiPids: number[] = []) {
  const clients = num('clients')
  const seconds = num('seconds')
  const lines: string[] = []
  const spread = await withCpu(apiPids, () => rush(ports, p.spread, clients, seconds))
  lines.push(report(`spread (${clients} clients)`, spread.result))
  const hot = await withCpu(apiPids, () => rush(ports, p.hot, clients, seconds))
  lines.push(report(`hot section ${p.hotSection}, quota ${p.hotQuota} (${clients} clients)`, hot.result))
  const perAdd = (pg: number, r: RushResult) =>
    `database CPU ${((pg * 1000) / Math.max(1, r.ok)).toFixed(2)} ms per add, ${((pg * 1000) / Math.max(1, r.sent)).toFixed(2)} ms per request`
  lines.push(
    `  spread ${spread.cpu}; ${perAdd(spread.pgSeconds, spread.result)}`,
    `  hot ${hot.cpu}; ${perAdd(hot.pgSeconds, hot.result)}`,
  )
  console.log(lines.slice(-2).join('\n'))
  const check = await overbooked(db, termId)
  lines.push(
    `overbooked sections: ${check.over}; active-term sections whose basket count differs from held items: ${check.drift}`,
  )
  console.log(lines.at(-1))
  return lines
}

/** pgbench on the same database with the same conditional update (quotas raised so every update takes). */
function pgbench(url: string, script: string, clients: number): Promise<number> {
  return runPgbench(url, script, clients, 8)
}

async function waitFor(port: number) {
  for (let i = 0; i < 600; i++) {
    const ok = await new Promise<boolean>((res) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (r) => res(r.statusCode === 200))
        .on('error', () => res(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('API did not start')
}

// ---------------------------------------------------------------- PostgreSQL
const name = o.database ?? `unacs_bench_${randomBytes(4).toString('hex')}`
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name))
  throw new Error(`--database ${name}: lower-case letters, digits, _`)
const keep = o.keep || o.database !== undefined
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
if (!exists) await admin.query(`create database ${name}`)
const url = new URL(ADMIN_URL)
url.pathname = `/${name}`
const dbUrl = url.toString()
let handle: DatabaseHandle | null = null
let servers: ReturnType<typeof spawn>[] = []
/** Stops the API processes and waits for them to exit (so a CPU profile is written). */
async function stopServers() {
  await Promise.all(
    servers.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.exitCode !== null) return resolve()
          p.once('exit', () => resolve())
          p.kill('SIGTERM')
        }),
    ),
  )
  servers = []
}
const okOf = (l: string | undefined) => Number(/= (\d+)\/s/.exec(l ?? '')?.[1] ?? 0)
const summary: string[] = []
try {
  handle = await openDatabase({ engine: 'postgres', url: dbUrl, poolSize: 8 })
  await migrateDatabase(handle)
  const [seeded] = exists
    ? await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from students`)
    : [{ n: 0 }]
  if ((seeded?.n ?? 0) >= num('students')) console.log(`reusing ${name}: ${seeded?.n} students`)
  else {
    const t = performance.now()
    await seedDemoUniversity(handle.db, { students: num('students') })
    console.log(
      `seeded ${num('students')} students on PostgreSQL: ${((performance.now() - t) / 1000).toFixed(1)} s`,
    )
  }
  const termId = await prepareTerm(handle.db)
  if (o['no-audit-chain']) await handle.db.execute(sql`alter table audit_log disable trigger audit_log_chain`)
  const plan = await plans(handle.db, termId, num('spread'), num('hot'), num('hot-quota'))
  const apiUrl = o.socket
    ? `postgres://${url.username || 'postgres'}@localhost/${name}?host=${encodeURIComponent(o.socket)}`
    : dbUrl
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  const okRates: number[][] = []
  for (const n of String(o.instances).split(',').map(Number)) {
    await prepareTerm(handle.db)
    const base = 18000 + Math.floor(Math.random() * 1000)
    const ports = Array.from({ length: n }, (_, i) => base + i)
    servers = ports.map((port) =>
      spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: apiUrl,
          DATABASE_POOL_SIZE: String(num('pool')),
          DATABASE_CONNECT_TIMEOUT_MS: '2000',
          PORT: String(port),
          PUBLIC_URL,
          HOST: '127.0.0.1',
          SEED_STUDENTS: '0',
          WEB_DIST: 'none',
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    )
    await Promise.all(ports.map(waitFor))
    summary.push(
      `PostgreSQL, ${num('students')} students, API as ${n} process(es) on their own ports, pool ${num('pool')} each, ` +
        `${o.socket ? `Unix socket ${o.socket}` : 'TCP 127.0.0.1'}` +
        `${o['no-audit-chain'] ? ', EXPERIMENT: audit hash-chain trigger disabled' : ''}; ${load()}:`,
    )
    const lines = await rushes(
      handle.db,
      ports,
      termId,
      plan,
      servers.map((x) => x.pid ?? 0),
    )
    summary.push(...lines)
    okRates.push([okOf(lines[0]), okOf(lines[1])])
    await stopServers()
  }
  // Ceiling: the same conditional update, raw, with every seat available.
  const [range] = await rows<{ lo: number; hi: number }>(
    handle.db,
    sql`select min(id) as lo, max(id) as hi from sections where term_id = ${termId}`,
  )
  await handle.db.execute(
    sql`update sections set quota = quota + 1000000, capacity = capacity + 1000000 where term_id = ${termId}`,
  )
  const update =
    'update sections set basket_count = basket_count + 1 where id = :id and registered_count + basket_count < quota returning id;\n'
  const spreadTps = await pgbench(dbUrl, `\\set id random(${range?.lo}, ${range?.hi})\n${update}`, 16)
  const hotTps = await pgbench(dbUrl, `\\set id ${plan.hotSection}\n${update}`, 16)
  await handle.db.execute(
    sql`update sections set quota = quota - 1000000, capacity = capacity - 1000000 where term_id = ${termId}`,
  )
  const ratios = okRates
    .map(
      ([sp, ho], i) =>
        `run ${i + 1}: spread ${((sp ?? 0) / spreadTps).toFixed(3)}, hot ${((ho ?? 0) / hotTps).toFixed(3)}`,
    )
    .join('; ')
  const ceiling =
    `ceiling (pgbench, 16 clients, same conditional update): spread ${spreadTps.toFixed(0)} tps, hot ${hotTps.toFixed(0)} tps; ` +
    `HTTP/ceiling ratio ${ratios}; ${load()}`
  console.log(ceiling)
  summary.push(ceiling)
} finally {
  await stopServers()
  await handle?.close()
  if (!keep) await admin.query(`drop database if exists ${name} with (force)`)
  else console.log(`kept database ${name}`)
  await admin.end()
}

// ---------------------------------------------------------------- PGlite (skipped with --pglite-students 0)
if (num('pglite-students') > 0) {
  const n = num('pglite-students')
  const lite = await openDatabase({ engine: 'pglite', dataDir: null })
  try {
    await migrateDatabase(lite)
    await seedDemoUniversity(lite.db, { students: n })
    const termId = await prepareTerm(lite.db)
    const port = 19000 + Math.floor(Math.random() * 1000)
    const config = loadConfig({
      DATA_DIR: 'memory',
      WEB_DIST: 'none',
      SEED_STUDENTS: '0',
      PORT: String(port),
      PUBLIC_URL,
    })
    const app = await buildApp({ config, database: lite, logger: false })
    await app.listen({ port, host: '127.0.0.1' })
    summary.push(`PGlite, ${n} students, API in the benchmark process (one embedded connection):`)
    const plan = await plans(lite.db, termId, Math.floor(n / 4), Math.floor(n / 4), Math.floor(n / 8))
    const lines = await rushes(lite.db, [port], termId, plan)
    summary.push(...lines)
    await app.close()
  } finally {
    await lite.close()
  }
}

console.log(`\n=== summary ===\n${summary.join('\n')}`)
process.exit(0)
