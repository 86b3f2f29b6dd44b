#!/usr/bin/env node
/**
 * `npm test`: every suite of the portal, in order, with one closing line `N passed, N failed` summing them.
 *   1. static checks: TypeScript (strict) and Biome + dependency-cruiser boundaries
 *   2. API and unit tests (Vitest) on embedded PGlite
 *   3. the same tests on the PostgreSQL server (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/test);
 *      each test file creates and drops its own fresh database there. An unreachable server fails the run.
 *   3b. three API instances behind Debian's nginx on that PostgreSQL and Redis (scripts/nginx-cluster-test.mjs):
 *      sign-in, registration, load spread and per-IP limits through the shipped nginx configuration
 *   4. the web app built and driven end to end in Debian's Chromium (Playwright)
 * Exit code 0 only when every suite ran and nothing failed.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from './pg-probe.cjs'

const root = resolve(import.meta.dirname, '..')
const out = join(root, 'test-results')
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
const pgUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const totals = { passed: 0, failed: 0, skipped: 0 }
const problems = []

function run(title, command, args, opts = {}) {
  console.log(`\n=== ${title}`)
  const started = Date.now()
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: opts.cwd ?? root,
    env: { ...process.env, ...opts.env },
  })
  console.log(`=== ${title}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return result.status === 0
}

function countVitest(file, label) {
  if (!existsSync(file)) return problems.push(`${label}: no report`)
  const report = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  if (report.numTotalTests === 0) problems.push(`${label}: ran no test`)
  if (report.numFailedTestSuites > 0) problems.push(`${label}: ${report.numFailedTestSuites} file(s) failed`)
}

function countPlaywright(file, label) {
  if (!existsSync(file)) return problems.push(`${label}: no report`)
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8'))
  totals.passed += stats.expected + stats.flaky
  totals.failed += stats.unexpected
  totals.skipped += stats.skipped
  if (stats.expected + stats.unexpected + stats.flaky === 0) problems.push(`${label}: ran no test`)
  if (errors?.length) problems.push(`${label}: ${errors.length} error(s) outside tests`)
}

// 1. static checks
if (!run('typecheck', 'npm', ['run', 'typecheck'])) problems.push('typecheck failed')
if (!run('lint', 'npm', ['run', 'lint'])) problems.push('lint failed')

// 2. API tests on PGlite
const vitestArgs = (name) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(out, name)}`,
]
run('API tests on PGlite', 'npx', vitestArgs('vitest-pglite.json'), {
  cwd: join(root, 'apps/api'),
  env: { TEST_DATABASE_URL: '' },
})
countVitest(join(out, 'vitest-pglite.json'), 'API tests on PGlite')

// 3. API tests on PostgreSQL
const reachable = await pg.probe(pgUrl)
if (reachable !== true) {
  problems.push(`PostgreSQL at ${pgUrl} is unreachable (${reachable}); start it or set TEST_PG_URL`)
  totals.failed += 1
} else {
  run('API tests on PostgreSQL', 'npx', vitestArgs('vitest-postgres.json'), {
    cwd: join(root, 'apps/api'),
    env: { TEST_DATABASE_URL: pgUrl },
  })
  countVitest(join(out, 'vitest-postgres.json'), 'API tests on PostgreSQL')

  // 3b. the deployment: three instances behind nginx
  const clusterReport = join(out, 'nginx-cluster.json')
  run('three instances behind nginx', 'node', ['scripts/nginx-cluster-test.mjs', '--json', clusterReport], {
    env: { TEST_PG_URL: pgUrl },
  })
  if (!existsSync(clusterReport)) {
    problems.push('three instances behind nginx: no report')
    totals.failed += 1
  } else {
    const cluster = JSON.parse(readFileSync(clusterReport, 'utf8'))
    totals.passed += cluster.passed
    totals.failed += cluster.failed
    if (cluster.passed + cluster.failed === 0) problems.push('three instances behind nginx: ran no check')
  }
}

// 4. end to end in Chromium
if (!existsSync('/usr/bin/chromium')) {
  problems.push('Debian Chromium is missing at /usr/bin/chromium (apt-get install -y chromium)')
  totals.failed += 1
} else if (run('web build', 'npm', ['run', 'build', '-w', '@unacs/web'])) {
  const report = join(out, 'playwright.json')
  run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    cwd: join(root, 'apps/web'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report, CI: process.env.CI ?? '' },
  })
  countPlaywright(report, 'end-to-end tests')
} else {
  problems.push('web build failed')
}

console.log('')
for (const p of problems) console.log(`problem: ${p}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(problems.length || totals.failed ? 1 : 0)
