/**
 * Every menu page of the demo accounts, at 375 px in Turkish (light theme) and at 1366 px in English (dark theme)
 * (issue 24 "every page the e2e tests visit is screenshotted at 375 px and checked for overlap and clipping"; issue
 * 23 "0 serious and 0 critical axe violations on every signed-in page in light and dark themes"; issue 36 "every
 * menu page of every demo role at 1366 px and at 375 px": row actions in reach): each account signs in once, its
 * menu (as the server gives it) is walked by client-side navigation, and each page gets the layout check of
 * support/overflow.ts, the axe check of support/a11y.ts (serious and critical violations), the generic keyboard
 * check of support/keyboard.ts (no empty date range traps Tab, every row action and the pager are in the Tab order)
 * and the row-action reach check of support/actions.ts (at 1366 px in view without a sideways scroll; at 375 px
 * never cut off). Pages another account already walked are skipped. With E2E_SHOTS set every page is saved as
 * `sweep-<width>-<lang>-<path>.png`.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { unreachableRowActions } from './support/actions.ts'
import { keyboardProblems } from './support/keyboard.ts'
import { expectNoOverflow } from './support/overflow.ts'
import { signIn, switchRole } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 240_000 })

const D = 'anadoluteknik.edu.tr'

/** The accounts walked, with the role to switch to first (by its Turkish name) where it is not the first one. */
const WALKS: { email: string; role?: string }[] = [
  { email: `2024101001@ogr.${D}` },
  { email: `2019302001@ogr.${D}` },
  { email: `zeynep.celik@${D}` },
  { email: `zeynep.celik@${D}`, role: 'Danışman' },
  { email: `2026101901@ogr.${D}` },
  { email: `mustafa.kilic@${D}`, role: 'Bölüm Başkanı' },
  { email: `ilknur.dogan@${D}`, role: 'Hazırlık Okulu Yöneticisi' },
  { email: `hakan.erdem@${D}` },
  { email: `oguz.yildirim@${D}` },
  { email: `elif.arslan@${D}` },
  { email: `sukru.gunes@${D}`, role: 'Yetkili Personel' },
  { email: `busra.yildiz@${D}`, role: 'Jüri Üyesi' },
  { email: `serkan.aksoy@${D}` },
  { email: `cagri.erdogan@${D}` },
  { email: `ozlem.kaya@${D}` },
  { email: `tugba.polat@${D}` },
  { email: `baris.unal@${D}` },
]

interface Entry {
  path: string | null
  isShown: boolean
  children: Entry[]
}

/** The paths of the active role's shown menu pages without parameters, read from the server's menu. */
async function menuPaths(page: Page): Promise<string[]> {
  const tree = await page.evaluate(async () => {
    const res = await fetch('/api/Menu/GetUnacsMenuListByRoleId', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Accept-Language': 'tr' },
    })
    return ((await res.json()) as { responseData: unknown }).responseData
  })
  const out: string[] = []
  const walk = (entries: Entry[]) => {
    for (const e of entries) {
      if (e.isShown && e.path && !e.path.includes(':')) out.push(`/${e.path.replace(/^\/+/, '')}`)
      walk(e.children)
    }
  }
  walk(tree as Entry[])
  return out
}

/** Counts the page's API calls in flight, so a walk can wait until a page has its data. */
function trackRequests(page: Page): () => number {
  let inFlight = 0
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/')
  page.on('request', (r) => {
    if (isApi(r.url())) inFlight++
  })
  const done = (r: { url: () => string }) => {
    if (isApi(r.url())) inFlight--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () => inFlight
}

/** Opens `path` inside the app (no reload) and waits until its calls are answered and nothing spins. */
async function open(page: Page, path: string, inFlight: () => number) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page.waitForURL((url) => url.pathname === path)
  let quiet = 0
  await expect
    .poll(
      async () => {
        const spinning = await page
          .locator('main .ant-spin-spinning, main .ant-skeleton, main [aria-busy="true"]')
          .count()
        quiet = inFlight() === 0 && spinning === 0 ? quiet + 1 : 0
        return quiet
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(2)
  // Checked from the top, as the page first shows: a popstate keeps the scroll position (a link's navigation starts
  // at the top), and the previous page's keyboard check or a field's focus may have scrolled it under the bar.
  await page.evaluate(() => window.scrollTo(0, 0))
}

const walked = new Set<string>()

/**
 * The two passes of every walk (issue 36: the 1366 px sweep folded into this one, so the CI keeps its time): a
 * 375 px phone in Turkish and light, then a 1366 px laptop in English and dark. Each page gets the layout, axe,
 * keyboard and row-action checks at that width.
 */
const PASSES = [
  { lang: 'tr', theme: 'light', width: 375, reach: 'phone' },
  { lang: 'en', theme: 'dark', width: 1366, reach: 'desktop' },
] as const

for (const walk of WALKS) {
  test(`every menu page of ${walk.email.split('@')[0]}${walk.role ? ` (${walk.role})` : ''}: 375 px TR light, 1366 px EN dark`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { narrow: true })
    const inFlight = trackRequests(page)
    await signIn(page, walk.email)
    if (walk.role) await switchRole(page, walk.role)
    const paths = ['/ana-sayfa', ...(await menuPaths(page))].filter((p) => !walked.has(p))
    for (const p of paths) walked.add(p)
    const violations: string[] = []
    for (const pass of PASSES) {
      const where = `${pass.width} ${pass.lang}`
      if (pass.lang === 'en') {
        // After pageWith's own init script (which stores Turkish and light), so English and dark win on the reload.
        await page.addInitScript(() => {
          localStorage.setItem('language', 'en')
          localStorage.setItem('themeMode', 'dark')
        })
        await page.setViewportSize({ width: pass.width, height: 768 })
        await page.reload()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      }
      for (const path of paths) {
        await open(page, path, inFlight)
        await expectNoOverflow(page, `${where} ${path}`)
        for (const v of await seriousViolations(page)) violations.push(`${where} ${path}: ${v}`)
        for (const k of await keyboardProblems(page)) violations.push(`${where} ${path}: ${k}`)
        for (const a of await unreachableRowActions(page, pass.reach))
          violations.push(`${where} ${path}: ${a}`)
        await shot(page, `sweep-${pass.width}-${pass.lang}-${path.replace(/\//g, '_')}`)
      }
    }
    expect(violations).toEqual([])
    await page.context().close()
  })
}
