/**
 * The request path, measured in one run on one machine (`npm run bench`, second part; issue 23 "The request
 * path"). Three targets at the same concurrency, each over keep-alive loopback HTTP from this process:
 *   1. a bare Fastify hello-world in its own process (the ceiling of Node + Fastify on this box);
 *   2. our `GET /api/Menu/GetUnacsMenuListByRoleId` with a staff token (guard, session check, menu, wrapper);
 *   3. our `POST /api/Registration/Basket/Add`, each request a different student (the rush's add).
 * The API runs as its own process on a fresh loopback PostgreSQL database (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards) with its default logging (LOG_LEVEL or info).
 * It prints requests/s, p50 and p99 of each and the ratios to hello-world, then the menu call at a fixed
 * offered rate (latency counted from the scheduled send, so a stall is not hidden). `BENCH_CPU_PROF=<dir>`
 * writes a V8 CPU profile of the API process there.
 * Options: --students N (5000) --connections C (50) --seconds S (8) --rate R (1000) --pool P (20)
 */
import { spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { loadConfig } from '../src/config.ts'
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../src/db/client.ts'
import { seedDemoUniversity } from '../src/db/seed/index.ts'
import { rows } from '../src/features/registration/registration.repo.ts'
import { createIdentityServices } from '../src/identity/index.ts'

const { values: o } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    students: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '8' },
    rate: { type: 'string', default: '1000' },
    pool: { type: 'string', default: '20' },
  },
})
const num = (k: keyof typeof o) => Number(o[k])
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(ADMIN_URL).hostname)) {
  console.error('the benchmark runs against a loopback PostgreSQL only')
  process.exit(2)
}

/** One request to send: method, path, headers and body. */
interface Req {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}
/** Results of a run: requests per second and latencies (ms). */
interface Run {
  name: string
  sent: number
  seconds: number
  statuses: Record<string, number>
  lat: number[]
}

const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number
}

/** Sends one request and resolves with its status once the answer is read. */
function send(agent: http.Agent, port: number, r: Req): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: r.method, path: r.path, agent, headers: r.headers },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', () => resolve(-1))
    req.end(r.body)
  })
}

/** Closed loop: `connections` clients, each sending the next request as soon as the last one answered. */
async function closedLoop(name: string, port: number, next: () => Req | null): Promise<Run> {
  const connections = num('connections')
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const run: Run = { name, sent: 0, seconds: 0, statuses: {}, lat: [] }
  const start = performance.now()
  const deadline = start + num('seconds') * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let r = next(); r && performance.now() < deadline; r = next()) {
        const t = performance.now()
        const status = await send(agent, port, r)
        run.lat.push(performance.now() - t)
        run.sent++
        run.statuses[status] = (run.statuses[status] ?? 0) + 1
      }
    }),
  )
  run.seconds = (performance.now() - start) / 1000
  agent.destroy()
  return run
}

/** Open loop: `rate` requests per second for `seconds`, latency from each request's scheduled time. */
async function openLoop(name: string, port: number, rate: number, req: () => Req): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const run: Run = { name, sent: 0, seconds: 0, statuses: {}, lat: [] }
  const total = rate * num('seconds')
  const start = performance.now()
  const pending: Promise<void>[] = []
  let issued = 0
  await new Promise<void>((done) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate))
      for (; issued < due; issued++) {
        const scheduled = start + (issued / rate) * 1000
        pending.push(
          send(agent, port, req()).then((status) => {
            run.lat.push(performance.now() - scheduled)
            run.sent++
            run.statuses[status] = (run.statuses[status] ?? 0) + 1
          }),
        )
      }
      if (issued >= total) {
        clearInterval(tick)
        done()
      }
    }, 1)
  })
  await Promise.all(pending)
  run.seconds = (performance.now() - start) / 1000
  agent.destroy()
  return run
}

const rps = (r: Run) => r.sent / r.seconds
const line = (r: Run) =>
  `${r.name.padEnd(34)} ${rps(r).toFixed(0).padStart(6)} req/s  p50 ${pct(r.lat, 50).toFixed(1)} ms  p99 ${pct(r.lat, 99).toFixed(1)} ms  statuses ${JSON.stringify(r.statuses)}`

/** Resolves when GET `path` on `port` answers 200 (polling for up to two minutes). */
async function waitFor(port: number, path: string) {
  for (let i = 0; i < 600; i++) {
    const ok = await new Promise<boolean>((res) => {
      http
        .get({ host: '127.0.0.1', port, path }, (r) => res(r.statusCode === 200))
        .on('error', () => res(false))
    })
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`nothing answers on port ${port}`)
}

const HELLO = `const app = require('fastify')({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })`

const name = `unacs_bench_${randomBytes(4).toString('hex')}`
const admin = new pg.Client({ connectionString: ADMIN_URL })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(ADMIN_URL)
url.pathname = `/${name}`
let handle: DatabaseHandle | null = null
const children: ReturnType<typeof spawn>[] = []
const out: string[] = []
try {
  handle = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 8 })
  await migrateDatabase(handle)
  await seedDemoUniversity(handle.db, { students: num('students') })
  const [term] = await rows<{ id: number }>(handle.db, sql`select id from academic_terms where is_active`)
  // The seed registers the active students: their active-term baskets (items by cascade) go, so each add
  // starts from an empty draft basket and the counts agree with the items.
  await handle.db.execute(sql`delete from registration_baskets where term_id = ${term?.id}`)
  await handle.db.execute(
    sql`update sections set registered_count = 0, basket_count = 0, quota = quota + 100000, capacity = capacity + 100000 where term_id = ${term?.id}`,
  )
  const students = await rows<{ personId: number; studentNo: string; sectionId: number }>(
    handle.db,
    sql`select distinct on (st.id) st.person_id as "personId", st.student_no as "studentNo", s.id as "sectionId"
      from students st join units p on p.id = st.programme_id join courses c on c.unit_id = p.parent_id
      join sections s on s.course_id = c.id and s.term_id = ${term?.id}
      where st.status = 'active' and st.class_year >= 1
        -- a course taken in an earlier term is a repeat (refused when passed): the add is a first take
        and not exists (select 1 from registration_items r2 join registration_baskets b2 on b2.id = r2.basket_id
          where b2.student_id = st.id and b2.status = 'approved' and r2.course_id = c.id)
      order by st.id, md5(st.id::text || s.id::text)`,
  )
  const [staff] = await rows<{ id: number }>(
    handle.db,
    sql`select id from persons where email = 'sukru.gunes@anadoluteknik.edu.tr'`,
  )
  const apiPort = 18000 + Math.floor(Math.random() * 1000)
  const helloPort = apiPort + 1000
  const identity = await createIdentityServices(
    handle.db,
    loadConfig({ DATA_DIR: 'memory', PORT: String(apiPort) }),
  )
  const staffToken = (await identity.sessions.start({ kind: 'staff', personId: staff?.id as number })).token
  const tokens: string[] = []
  for (let i = 0; i < students.length; i += 16) {
    const batch = students.slice(i, i + 16)
    tokens.push(
      ...(await Promise.all(
        batch.map(
          async (s) =>
            (
              await identity.sessions.start({
                kind: 'student',
                personId: s.personId,
                activeStudentNo: s.studentNo,
              })
            ).token,
        ),
      )),
    )
  }
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : []
  children.push(
    spawn(process.execPath, ['-e', HELLO], {
      env: { ...process.env, PORT: String(helloPort) },
      stdio: 'inherit',
    }),
    spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        DATABASE_POOL_SIZE: String(num('pool')),
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        SEED_STUDENTS: '0',
        WEB_DIST: 'none',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  )
  await waitFor(helloPort, '/')
  await waitFor(apiPort, '/healthz')
  const menu: Req = {
    method: 'GET',
    path: '/api/Menu/GetUnacsMenuListByRoleId',
    headers: {
      authorization: `Bearer ${staffToken}`,
      'accept-language': 'tr',
      'accept-encoding': 'br, gzip',
    },
  }
  // Warm-up: the JIT, the pools and the lazily compiled schemas, so that the first run is not penalised.
  await closedLoop('warm-up', helloPort, () => ({ method: 'GET', path: '/', headers: {} }))
  await closedLoop('warm-up', apiPort, () => menu)
  const before = loadavg()[0]?.toFixed(2)
  const hello = await closedLoop('fastify hello-world', helloPort, () => ({
    method: 'GET',
    path: '/',
    headers: {},
  }))
  const menuRun = await closedLoop('GET menu (staff token)', apiPort, () => menu)
  let k = 0
  const addRun = await closedLoop('POST registration add', apiPort, () => {
    const s = students[k]
    const token = tokens[k++]
    if (!s || !token) return null
    const body = JSON.stringify({ SectionId: s.sectionId })
    return {
      method: 'POST',
      path: '/api/Registration/Basket/Add',
      body,
      headers: {
        authorization: `Bearer ${token}`,
        'idempotency-key': randomUUID(),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'accept-language': 'tr',
      },
    }
  })
  const fixed = await openLoop(`GET menu at ${num('rate')} req/s offered`, apiPort, num('rate'), () => menu)
  out.push(
    `request path, ${num('connections')} connections, ${num('seconds')} s each, ${num('students')} students; load average ${before} before, ${loadavg()[0]?.toFixed(2)} after`,
    line(hello),
    line(menuRun),
    line(addRun),
    `ratios to hello-world: menu ${(rps(menuRun) / rps(hello)).toFixed(3)}, add ${(rps(addRun) / rps(hello)).toFixed(3)} (targets 0.40 and 0.25)`,
    `${line(fixed)} (target p99 < 10 ms)`,
  )
  if (addRun.sent >= tokens.length)
    out.push(`note: the add run used every student (${tokens.length}); seed more with --students`)
} finally {
  for (const c of children) c.kill('SIGTERM')
  await handle?.close()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
console.log(`\n=== request path ===\n${out.join('\n')}`)
process.exit(0)
