#!/usr/bin/env node
/**
 * The deployment test (issue 15 "Deployment"): three API instances on loopback behind Debian's nginx, with the
 * shipped configuration (deploy/nginx/unacs.conf.template), sharing one fresh PostgreSQL database and Redis.
 * Through nginx: a student signs in end to end with the development identity provider's real OIDC flow, adds a
 * section to the registration basket, requests are served by more than one instance, and the per-IP limit of
 * guest code verification counts the client address nginx saw: two client source addresses (127.0.0.2 and
 * 127.0.0.3) have separate buckets, and a client's own X-Forwarded-For does not open a new one.
 *
 * Usage: node scripts/nginx-cluster-test.mjs [--json <file>]. Env: TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/test; a database is created beside it and dropped), REDIS_URL (default
 * redis://127.0.0.1:6379). Prints one line per check and `N passed, N failed`; `--json` writes
 * { passed, failed, checks } for scripts/test-all.mjs. Exit code 0 only when every check passed.
 * Needs /usr/sbin/nginx (scripts/ensure-system-packages.sh installs Debian's). Bounded: every wait has a limit.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Redis } from 'ioredis'
import pg from 'pg'
import { assert, createChecks, freePort } from './check-harness.mjs'

const root = resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { json: { type: 'string' } } })
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const NGINX = '/usr/sbin/nginx'
const INSTANCES = 3
const started = Date.now()
const { checks, check, fail, finish } = createChecks()
const children = []
const work = mkdtempSync(join(tmpdir(), 'unacs-nginx-'))
const dbName = `unacs_nginx_${randomBytes(5).toString('hex')}`
const dbUrl = (() => {
  const u = new URL(pgUrl)
  u.pathname = `/${dbName}`
  return u.toString()
})()

const log = (text) => console.log(`[nginx-cluster ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/** One HTTP request with a chosen source address; never follows redirects. Resolves status, headers, body. */
function send(url, { method = 'GET', headers = {}, body, localAddress = '127.0.0.1' } = {}) {
  return new Promise((resolveAnswer, reject) => {
    const target = new URL(url)
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        localAddress,
        timeout: 30_000,
      },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`timeout: ${method} ${url}`)))
    req.on('error', reject)
    req.end(body)
  })
}

/** Polls `url` until it answers 200, at most `seconds`; throws with `name` otherwise. */
async function waitFor(url, seconds, name, child) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`)
    const answer = await send(url).catch(() => null)
    if (answer?.status === 200) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${name} did not answer 200 at ${url} within ${seconds} s`)
}

/** Starts a child process, its output to `<work>/<name>.log`. */
function start(name, command, argv, env) {
  const out = join(work, `${name}.log`)
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks = []
  child.stdout.on('data', (c) => chunks.push(c))
  child.stderr.on('data', (c) => chunks.push(c))
  child.on('exit', () => writeFileSync(out, Buffer.concat(chunks)))
  child.output = () => Buffer.concat(chunks).toString()
  children.push(child)
  return child
}

/** A minimal browser cookie jar for one host. */
class CookieJar {
  cookies = new Map()
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  keep(setCookie) {
    for (const line of setCookie ?? []) {
      const [pair, ...attrs] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}

/** A browser step through nginx: the jar's cookies out, Set-Cookie kept, no redirect followed. */
async function browse(jar, url, init = {}) {
  const headers = { 'accept-language': 'tr', ...(init.headers ?? {}) }
  const cookie = jar.header()
  if (cookie) headers.cookie = cookie
  const answer = await send(url, { ...init, headers })
  jar.keep(answer.headers['set-cookie'])
  return answer
}

/** Follows GET redirects until an answer that is not one, or one into /tokenreader (the web app). */
async function follow(jar, answer, base) {
  let current = answer
  for (let i = 0; i < 10; i++) {
    const location = current.headers.location
    if (current.status < 300 || current.status >= 400 || !location) return current
    const next = new URL(location, base).href
    if (new URL(next).pathname === '/tokenreader') return current
    current = await browse(jar, next)
  }
  throw new Error('too many redirects')
}

const upstreams = new Set()
/** Remembers which instance served an answer (X-Unacs-Upstream, added by the test's nginx config). */
const served = (answer) => {
  if (answer.headers['x-unacs-upstream']) upstreams.add(answer.headers['x-unacs-upstream'])
  return answer
}

async function main() {
  // 1. a fresh database, Redis keys of this test's client addresses cleared
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  await admin.end()
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  for (const ip of ['127.0.0.2', '127.0.0.3']) {
    const keys = await redis.keys(`unacs:rl:guest:*:ip:${ip}:*`)
    if (keys.length) await redis.del(...keys)
  }
  redis.disconnect()

  // 2. ports, and the three instances (the first migrates and seeds a small university, then the others)
  const nginxPort = await freePort()
  const base = `http://127.0.0.1:${nginxPort}`
  const ports = []
  for (let i = 0; i < INSTANCES; i++) ports.push(await freePort())
  const apiEnv = (i) => ({
    PORT: String(ports[i]),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: redisUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: base,
    WEB_DIST: 'none',
    SEED_STUDENTS: i === 0 ? '40' : '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  })
  const tsx = join(root, 'node_modules/.bin/tsx')
  const first = start('api-0', tsx, ['apps/api/src/server.ts'], apiEnv(0))
  await waitFor(`http://127.0.0.1:${ports[0]}/readyz`, 150, 'API instance 1 (migrate + seed)', first)
  log('instance 1 migrated, seeded and ready')
  const others = [1, 2].map((i) => start(`api-${i}`, tsx, ['apps/api/src/server.ts'], apiEnv(i)))
  await Promise.all(
    others.map((c, k) => waitFor(`http://127.0.0.1:${ports[k + 1]}/readyz`, 90, `API instance ${k + 2}`, c)),
  )
  log('three instances ready')

  // 3. nginx from the shipped template: all instances upstream; the development identity provider keeps its
  //    interactions in process memory, so /idp goes to the first instance only (a real provider is external)
  const template = readFileSync(join(root, 'deploy/nginx/unacs.conf.template'), 'utf8')
  const fill = {
    UNACS_UPSTREAMS: ports.map((p) => `server 127.0.0.1:${p};`).join(' '),
    UNACS_LISTEN: `127.0.0.1:${nginxPort}`,
    UNACS_TLS: '',
  }
  // As the nginx image's envsubst does: only these names, nginx's own $variables untouched.
  const site = template.replace(/\$\{(UNACS_\w+)\}/g, (whole, name) => fill[name] ?? whole)
  assert(!/\$\{UNACS_/.test(site), 'the template has a placeholder the test does not fill')
  mkdirSync(join(work, 'unacs.d'))
  writeFileSync(
    join(work, 'unacs.d/dev-idp.conf'),
    `location /idp/ {
    proxy_pass http://127.0.0.1:${ports[0]};
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
}\n`,
  )
  writeFileSync(join(work, 'site.conf'), site)
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
    access_log ${work}/access.log;
    client_body_temp_path ${work}/client_body;
    proxy_temp_path ${work}/proxy;
    fastcgi_temp_path ${work}/fastcgi;
    uwsgi_temp_path ${work}/uwsgi;
    scgi_temp_path ${work}/scgi;
    # Test only: which instance served each answer.
    add_header X-Unacs-Upstream $upstream_addr always;
    include site.conf;
}\n`,
  )
  const nginx = start('nginx', NGINX, ['-p', work, '-c', join(work, 'nginx.conf'), '-g', 'daemon off;'], {})
  await waitFor(`${base}/healthz`, 20, 'nginx', nginx)
  log(`nginx on ${base}`)

  // 4. the checks, all through nginx
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 })
  const one = async (text, params) => (await pool.query(text, params)).rows[0]
  let token = ''

  await check('a student signs in end to end (development provider, OIDC + PKCE) through nginx', async () => {
    const { email } = await one(`select email from persons where email like '2025104001@%'`)
    const jar = new CookieJar()
    const login = served(await browse(jar, `${base}/api/Identity/Auth/Login?returnUrl=%2Fana-sayfa`))
    assert(login.status === 302, `Login answered ${login.status}`)
    assert(login.headers.location?.startsWith(`${base}/idp/auth?`), `Login went to ${login.headers.location}`)
    const page = await follow(jar, login, base)
    assert(page.status === 200, `provider page answered ${page.status}`)
    const action = /<form method="post" action="([^"]+\/login)"/.exec(page.text)?.[1]
    assert(action, 'no login form on the provider page')
    const posted = await browse(jar, new URL(action, base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }).toString(),
    })
    assert(posted.status === 303, `login form answered ${posted.status}`)
    const callback = served(await follow(jar, posted, base))
    const location = new URL(callback.headers.location ?? '', base)
    assert(location.pathname === '/tokenreader', `callback went to ${callback.headers.location}`)
    token = new URLSearchParams(location.hash.slice(1)).get('token') ?? ''
    assert(token.split('.').length === 3, 'no token in the /tokenreader fragment')
    const menu = served(
      await send(`${base}/api/Menu/GetUnacsMenuListByRoleId`, {
        headers: { authorization: `Bearer ${token}` },
      }),
    )
    assert(menu.status === 200, `menu with the token answered ${menu.status}`)
    return `callback at ${base}, token accepted`
  })

  await check(
    'the signed-in student adds a section to the registration basket (Idempotency-Key)',
    async () => {
      assert(token, 'no token (sign-in failed)')
      // The demo student's registration of this term is approved in the seed (issue 37): reopen it as the
      // advisor's "remove approval and return" does (approved → returned, registered seats back to basket seats).
      await pool.query(
        `with b as (
           update registration_baskets b set status = 'returned' from students st, academic_terms t
           where st.id = b.student_id and st.student_no = '2025104001' and t.id = b.term_id and t.is_active
             and b.status = 'approved' returning b.id)
         update sections s set registered_count = s.registered_count - 1, basket_count = s.basket_count + 1
         from registration_items ri where ri.basket_id in (select id from b) and ri.section_id = s.id`,
      )
      const sections = (
        await pool.query(
          `select s.id from sections s join courses c on c.id = s.course_id
           join academic_terms t on t.id = s.term_id and t.is_active
           join students st on st.student_no = '2025104001' join units p on p.id = st.programme_id
         where c.unit_id = p.parent_id and s.registered_count + s.basket_count < s.quota
           -- not a course she passed or takes already (the seed's registration story; registration refuses those)
           and not exists (select 1 from course_results r join sections s2 on s2.id = r.section_id
                           where s2.course_id = s.course_id and r.student_id = st.id)
         order by s.id limit 5`,
        )
      ).rows
      assert(sections.length > 0, 'no open section in the student curriculum')
      const key = `nginx-${randomBytes(6).toString('hex')}`
      const add = (id) =>
        send(`${base}/api/Registration/Basket/Add`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify({ SectionId: id }),
        }).then(served)
      const added = await add(sections[0].id)
      assert(added.status === 200, `Basket/Add answered ${added.status}: ${added.text.slice(0, 200)}`)
      const replay = await add(sections[0].id)
      assert(
        replay.status === 200 && replay.text === added.text,
        'the same key did not replay the same answer',
      )
      const { n } = await one(
        `select count(*)::int as n from registration_items ri join registration_baskets b on b.id = ri.basket_id
        join students st on st.id = b.student_id where st.student_no = '2025104001' and ri.section_id = $1`,
        [sections[0].id],
      )
      assert(n === 1, `${n} basket items for the section (expected exactly 1)`)
      return `section ${sections[0].id}`
    },
  )

  await check('requests are served by more than one instance', async () => {
    for (let i = 0; i < 6; i++) served(await send(`${base}/readyz`))
    assert(upstreams.size >= 2, `only ${[...upstreams].join(', ')} served`)
    return [...upstreams].sort().join(', ')
  })

  await check(
    'the per-IP limit counts the client address nginx saw, not a header the client sends',
    async () => {
      const verify = (localAddress, forwardedFor) =>
        send(`${base}/api/IdentityGuest/auth/verify-otp`, {
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
          },
          body: JSON.stringify({
            email: `nginx.${randomBytes(4).toString('hex')}@example.org`,
            code: '000000',
          }),
        }).then(served)
      const PER_IP = 50 // GUEST_LIMITS.verifyPerIp
      for (let i = 0; i < PER_IP; i++) {
        const r = await verify('127.0.0.2', `203.0.113.${i % 250}`)
        assert(r.status === 422, `attempt ${i + 1} from 127.0.0.2 answered ${r.status}`)
      }
      const over = await verify('127.0.0.2')
      assert(over.status === 429, `attempt ${PER_IP + 1} from 127.0.0.2 answered ${over.status}, not 429`)
      assert(over.headers['retry-after'], 'no Retry-After on the 429')
      const spoofed = await verify('127.0.0.2', '198.51.100.200')
      assert(spoofed.status === 429, `a spoofed X-Forwarded-For opened a new bucket (${spoofed.status})`)
      const other = await verify('127.0.0.3')
      assert(other.status === 422, `127.0.0.3 answered ${other.status}: it shares 127.0.0.2's bucket`)
      return '127.0.0.2 limited after 50 (rotating X-Forwarded-For), 127.0.0.3 not'
    },
  )

  await pool.end()
}

let crashed = null
try {
  await main()
} catch (err) {
  crashed = err
  fail('set-up', err)
} finally {
  for (const child of children.reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  await Promise.all(
    children.map(
      (c) =>
        new Promise((r) => {
          if (c.exitCode !== null) return r()
          const timer = setTimeout(() => {
            c.kill('SIGKILL')
            r()
          }, 12_000)
          c.on('exit', () => {
            clearTimeout(timer)
            r()
          })
        }),
    ),
  )
  if (crashed || checks.some((c) => !c.ok)) {
    for (const c of children)
      console.log(`--- ${c.spawnargs.slice(0, 2).join(' ')}\n${c.output().slice(-3000)}`)
    try {
      console.log(`--- nginx error.log\n${readFileSync(join(work, 'error.log'), 'utf8').slice(-2000)}`)
    } catch {}
  }
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin
    .connect()
    .then(() => admin.query(`drop database if exists ${dbName} with (force)`))
    .catch((err) => console.log(`could not drop ${dbName}: ${err.message}`))
    .finally(() => admin.end().catch(() => {}))
  rmSync(work, { recursive: true, force: true })
}

log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
finish(args.json)
