#!/usr/bin/env node
/**
 * The metrics test against a real Prometheus (issue 38 "Metrics"): Debian's `promtool` checks the shipped
 * alert rules (deploy/prometheus/alerts.yml); a portal on loopback (embedded database in memory, 20 seeded
 * students) serves /metrics on its own METRICS_PORT listener; Debian's `prometheus` scrapes it every second
 * with the shipped configuration's job and rules (targets and intervals replaced for the test); requests are
 * driven at the portal; then Prometheus's own HTTP query API must show that the series exist and move:
 * the target is up, `rate(http_requests_total{route="/api/Menu/GetUnacsMenuListByRoleId"}[1m]) > 0`, the
 * latency histogram gives a p99, the process and job-queue series are there, and the rule group is loaded.
 *
 * Usage: node scripts/prometheus-test.mjs [--json <file>]. Prints one line per check and
 * `N passed, N failed`; `--json` writes { passed, failed, checks } for scripts/test-all.mjs. Exit code 0
 * only when every check passed. Needs /usr/bin/prometheus and /usr/bin/promtool
 * (scripts/ensure-system-packages.sh installs Debian's `prometheus`). Every wait is bounded.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { assert, createChecks, freePort } from './check-harness.mjs'

const root = resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { json: { type: 'string' } } })
const started = Date.now()
const { check, fail, finish } = createChecks()
const children = []
const work = mkdtempSync(join(tmpdir(), 'unacs-prometheus-'))
const log = (text) => console.log(`[prometheus ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)

/** Starts a child process; its output is kept for the report. */
function start(name, command, argv, env = {}) {
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const chunks = []
  child.stdout.on('data', (c) => chunks.push(c))
  child.stderr.on('data', (c) => chunks.push(c))
  child.output = () => Buffer.concat(chunks).toString()
  child.label = name
  children.push(child)
  return child
}

/** Waits until `url` answers 200 (at most `seconds`). */
async function waitFor(url, seconds, name) {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${name} did not answer 200 at ${url} within ${seconds} s`)
}

/** An instant query to Prometheus's HTTP API; resolves its result vector. */
async function query(base, expr) {
  const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`, {
    signal: AbortSignal.timeout(5000),
  })
  const body = await res.json()
  if (body.status !== 'success') throw new Error(`query failed: ${body.error ?? res.status}`)
  return body.data.result
}

/** Polls `expr` until it returns at least one sample (at most `seconds`); resolves the samples. */
async function eventually(base, expr, seconds = 45) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const result = await query(base, expr)
    if (result.length > 0) return result
    if (Date.now() > until) throw new Error(`no sample for ${expr} within ${seconds} s`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

try {
  await check('promtool accepts the shipped alert rules', () => {
    const out = spawnSync('promtool', ['check', 'rules', 'deploy/prometheus/alerts.yml'], {
      cwd: root,
      encoding: 'utf8',
    })
    assert(out.status === 0, `promtool: ${out.stdout}${out.stderr}`.trim())
    return out.stdout.trim().split('\n').pop()
  })

  const apiPort = await freePort()
  const metricsPort = await freePort()
  const promPort = await freePort()
  const tsx = join(root, 'node_modules/.bin/tsx')
  log(`portal on ${apiPort} (metrics on ${metricsPort}), Prometheus on ${promPort}`)
  const api = start('api', tsx, ['apps/api/src/server.ts'], {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory',
    SEED_STUDENTS: '20',
    WEB_DIST: 'none',
    LOG_LEVEL: 'warn',
    METRICS_PORT: String(metricsPort),
    PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
  })
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 180, 'the portal')

  // The shipped configuration, with this test's target, a 1 s interval and the rules beside it.
  const shipped = readFileSync(join(root, 'deploy/prometheus/prometheus.yml'), 'utf8')
  const config = shipped
    .replace(/scrape_interval: \d+s/, 'scrape_interval: 1s')
    .replace(/evaluation_interval: \d+s/, 'evaluation_interval: 1s')
    .replace(/- targets: \[.*\]/, `- targets: ['127.0.0.1:${metricsPort}']`)
  writeFileSync(join(work, 'prometheus.yml'), config)
  writeFileSync(join(work, 'alerts.yml'), readFileSync(join(root, 'deploy/prometheus/alerts.yml')))
  start('prometheus', 'prometheus', [
    `--config.file=${join(work, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(work, 'data')}`,
    `--web.listen-address=127.0.0.1:${promPort}`,
  ])
  const prom = `http://127.0.0.1:${promPort}`
  await waitFor(`${prom}/-/ready`, 60, 'Prometheus')

  // Traffic while Prometheus watches: the menu call (unauthenticated: 401, counted under its route all the
  // same) and a health check every 200 ms until the checks are done, so successive scrapes see counters move.
  let driving = true
  const traffic = (async () => {
    while (driving) {
      await Promise.all(
        Array.from({ length: 5 }, () =>
          fetch(`http://127.0.0.1:${apiPort}/api/Menu/GetUnacsMenuListByRoleId`).then((r) => r.arrayBuffer()),
        ),
      ).catch(() => undefined)
      await fetch(`http://127.0.0.1:${apiPort}/healthz`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined)
      await new Promise((r) => setTimeout(r, 200))
    }
  })()

  await check('Prometheus scrapes the portal (up == 1)', async () => {
    const up = await eventually(prom, 'up{job="unacs"} == 1')
    return `instance ${up[0].metric.instance}`
  })
  await check('the menu call is counted by route pattern and its rate moves', async () => {
    const r = await eventually(
      prom,
      'sum(rate(http_requests_total{job="unacs",route="/api/Menu/GetUnacsMenuListByRoleId"}[1m])) > 0',
    )
    return `${Number(r[0].value[1]).toFixed(2)} req/s`
  })
  await check('the latency histogram gives a p99', async () => {
    const r = await eventually(
      prom,
      'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{job="unacs"}[1m])))',
    )
    const p99 = Number(r[0].value[1])
    assert(Number.isFinite(p99) && p99 > 0, `p99 ${r[0].value[1]}`)
    return `p99 ${(p99 * 1000).toFixed(1)} ms`
  })
  await check('process and job-queue series exist', async () => {
    await eventually(prom, 'process_resident_memory_bytes{job="unacs"}')
    await eventually(prom, 'nodejs_eventloop_lag_p99_seconds{job="unacs"}')
    const meta = await fetch(`${prom}/api/v1/metadata?metric=jobs_oldest_age_seconds`).then((r) => r.json())
    assert(meta.data?.jobs_oldest_age_seconds, 'no jobs_oldest_age_seconds metadata')
  })
  await check('the alert rules are loaded and evaluated', async () => {
    const rules = await fetch(`${prom}/api/v1/rules`).then((r) => r.json())
    const group = rules.data.groups.find((g) => g.name === 'unacs')
    assert(group, 'no rule group "unacs"')
    assert(
      group.rules.every((r) => r.health === 'ok' || r.health === 'unknown'),
      'a rule is unhealthy',
    )
    return `${group.rules.length} rules`
  })
  await check('/metrics is not served on the main port when METRICS_PORT is set', async () => {
    const res = await fetch(`http://127.0.0.1:${apiPort}/metrics`)
    assert(res.status === 404, `status ${res.status}`)
  })
  driving = false
  await traffic
  if (api.exitCode !== null) log(`the portal exited early:\n${api.output()}`)
} catch (err) {
  fail('set-up', err)
  for (const child of children) console.log(`--- ${child.label}\n${child.output().slice(-3000)}`)
} finally {
  for (const child of children) child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 500))
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
}

log('done')
finish(args.json)
