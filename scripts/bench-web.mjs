#!/usr/bin/env node
/**
 * `npm run bench:web` (issue 23): Lighthouse (the npm package, mobile profile: its default, with simulated
 * slow 4G and 4× CPU slowdown) in Debian's Chromium on three pages, three runs each, and the medians of the
 * performance score, LCP, CLS, TBT and FCP:
 *   - /guest-login (signed out);
 *   - /ana-sayfa signed in as the multi-role staff demo account;
 *   - the instructor's grade entry of a section being graded (the instructor-advisor demo account, this term's
 *     BIL101-1: its grade book, the grade grid of its students and the actions).
 * It builds the web app when its sources changed (apps/web/build-if-stale.ts), starts the API on a free port
 * over an in-memory database seeded with SEED_STUDENTS (default 300) students, signs in through the
 * development identity provider with puppeteer-core, and empties the browser cache before every run (a first
 * visit; the sign-in stays in local storage). Prints the load average beside the figures: run it on a quiet
 * machine. Options: --runs N (3); --pages app|public|all (all): `public` measures only the public programme
 * guide (issue 19: /public/rehber and a /public/rehber-detail page, served as HTML by the API, signed out), with
 * the accessibility score beside the performance one; --save DIR writes each run's Lighthouse report (JSON) there,
 * to see the LCP element, its phases and the request chains.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'all' },
    save: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!['app', 'public', 'all'].includes(values.pages)) {
  console.error('bench-web: --pages must be app, public or all')
  process.exit(2)
}
const port = 18500 + Math.floor(Math.random() * 400)
const base = `http://127.0.0.1:${port}`

const built = spawnSync('npx', ['tsx', 'apps/web/build-if-stale.ts'], { cwd: root, stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: resolve(root, 'apps/api'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory',
    SEED_STUDENTS: process.env.SEED_STUDENTS ?? '300',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})

/** Resolves once the API is ready (GET /readyz answers 200), within ten minutes (seeding on a busy machine). */
async function ready() {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the API did not start')
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

let chrome
let browser
try {
  await ready()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  })
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })

  /** Signs in at the development identity provider as `email`, starting from `path`; returns the final URL. */
  async function signIn(email, path, pick) {
    const page = await browser.newPage()
    const cdp = await page.createCDPSession()
    // Signed out: no cookies (the provider's session included) and no stored token of the previous account.
    await cdp.send('Network.clearBrowserCookies')
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'local_storage' })
    // The app sends the browser on to the provider before the first load ends: that aborts `goto`, expected.
    await page.goto(`${base}${path}`).catch(() => undefined)
    await page.waitForFunction(() => location.pathname.startsWith('/idp/'), { timeout: 60_000 })
    await page.locator(`::-p-text(${email})`).click()
    await page.waitForFunction((p) => location.pathname === p, { timeout: 60_000 }, path)
    if (pick) await pick(page)
    const url = page.url()
    await page.close()
    return url
  }

  /**
   * Three (or --runs) Lighthouse runs of `url` with an empty cache; the medians. With `a11y` the accessibility
   * category is measured too and its median score printed.
   */
  async function measure(label, url, signedIn, a11y = false) {
    console.log(`measuring ${label} (${url})`)
    const results = []
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage()
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await page.close()
      // A run Lighthouse could not measure (e.g. NO_NAVSTART from a cold browser: score null) is run again, at
      // most twice, rather than counted as a 0.
      let result
      for (let attempt = 0; attempt < 3; attempt++) {
        result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: a11y ? ['performance', 'accessibility'] : ['performance'],
          disableStorageReset: signedIn,
        })
        if (!result.lhr.runtimeError) break
        console.log(`  run ${i + 1}: ${result.lhr.runtimeError.code}, measuring again`)
      }
      const a = result.lhr.audits
      if (values.save) {
        mkdirSync(values.save, { recursive: true })
        const name = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${i + 1}.json`
        writeFileSync(resolve(values.save, name), JSON.stringify(result.lhr))
      }
      if (result.lhr.finalDisplayedUrl.includes('/idp/')) throw new Error(`${label}: not signed in`)
      results.push({
        score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
        a11y: a11y ? Math.round((result.lhr.categories.accessibility.score ?? 0) * 100) : null,
        lcp: a['largest-contentful-paint'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        fcp: a['first-contentful-paint'].numericValue,
      })
    }
    const m = (k) => median(results.map((r) => r[k]))
    return {
      label,
      line:
        `${label.padEnd(34)} performance ${String(m('score')).padStart(3)}  LCP ${(m('lcp') / 1000).toFixed(2)} s  ` +
        `CLS ${m('cls').toFixed(3)}  TBT ${Math.round(m('tbt'))} ms  FCP ${(m('fcp') / 1000).toFixed(2)} s` +
        `  (scores ${results.map((r) => r.score).join(', ')})` +
        (a11y ? `  accessibility ${m('a11y')} (${results.map((r) => r.a11y).join(', ')})` : ''),
    }
  }

  const lines = []
  const load = loadavg()[0].toFixed(2)
  if (values.pages !== 'public') {
    lines.push((await measure('/guest-login', `${base}/guest-login`, false)).line)
    const home = await signIn('sukru.gunes@anadoluteknik.edu.tr', '/ana-sayfa')
    lines.push((await measure('/ana-sayfa (signed in)', home, true)).line)
    const gradeEntry = await signIn(
      'zeynep.celik@anadoluteknik.edu.tr',
      '/ogretim/not-girisi',
      async (page) => {
        // The section's open button: its accessible name (aria-label or text) ends with the section's code, in
        // the row of this term's section (being graded: exams and students), not last summer's finalised one.
        const openButton = () =>
          [...document.querySelectorAll('button')].find(
            (b) =>
              (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().endsWith('BIL101-1') &&
              !/Kesinleşti|Finali[sz]ed/.test(b.closest('tr')?.textContent ?? ''),
          )
        await page.waitForFunction(`(${openButton})() !== undefined`, { timeout: 60_000 })
        await page.evaluate(`(${openButton})().click()`)
        await page.waitForFunction(() => /\/ogretim\/not-girisi\/\d+$/.test(location.pathname), {
          timeout: 60_000,
        })
      },
    )
    lines.push((await measure('grade entry, section BIL101-1', gradeEntry, true)).line)
  }
  if (values.pages !== 'app') {
    // The guide's first programme for the detail page (published data, no sign-in).
    const guide = await (await fetch(`${base}/api/Public/Rehber/Liste?pageSize=1`)).json()
    const programId = guide.responseData.items[0].ProgrammeId
    lines.push((await measure('/public/rehber', `${base}/public/rehber`, false, true)).line)
    lines.push(
      (
        await measure(
          '/public/rehber-detail',
          `${base}/public/rehber-detail?programId=${programId}`,
          false,
          true,
        )
      ).line,
    )
  }
  console.log(
    `\n=== Lighthouse ${runs}× per page, mobile profile, medians (load average ${load} before, ${loadavg()[0].toFixed(2)} after) ===`,
  )
  console.log(lines.join('\n'))
} finally {
  await browser?.disconnect()
  chrome?.kill()
  api.kill('SIGTERM')
}
process.exit(0)
