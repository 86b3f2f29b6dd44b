/**
 * The signed-in home page's frame from the HTML (issue 23, fifth pass; src/app/shell-skeleton, prerender plugin):
 * GET /ana-sayfa answers the built ana-sayfa.html, whose welcome banner paints before any script runs for a
 * signed-in visitor; the app, rendered behind it, takes its place with nothing moved and no console errors.
 * A signed-out, English or dark visitor never sees it (its guard drops it before the first paint).
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { holdScripts } from './support/hold-scripts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

const WELCOME = 'Üniversite Akademik Sistemine Hoş Geldiniz'

/** Console errors and uncaught page errors, collected from now on. */
function watchErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(e.message))
  return problems
}

test('the HTML of /ana-sayfa holds the home frame and asks for no script before its first paint', async ({
  request,
}) => {
  const res = await request.get('/ana-sayfa', { headers: { accept: 'text/html' } })
  expect(res.status()).toBe(200)
  const html = await res.text()
  expect(html).toMatch(/<div id="shell-skeleton"[^>]*>/)
  expect(html).toContain(`<h2 style="font-size:clamp(1.3rem, 1rem + 1.5vw, 1.9rem)">${WELCOME}</h2>`)
  expect(html).toContain('<div id="root"></div>')
  expect(html).not.toMatch(/<script[^>]* src=/)
  // Style sheets come inline; their links stay only `disabled` (never fetched: a marker for Vite's chunk loader).
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)[^>]*>/)
  // After the paint, one starter preloads the shell's and the home page's chunks and imports the entry.
  expect(html).toMatch(
    /const s=\(\)=>\{if\(s\.d\)return;s\.d=1;const q=\[[^\]]*"\/assets\/HomePage-[\w-]+\.js"[^\]]*\]/,
  )
  expect(html).toMatch(/"\/assets\/ShellLayout-[\w-]+\.js"/)
  // Its inline scripts are allowed by their hashes, and only on this answer.
  expect(res.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+/)
})

for (const narrow of [true, false]) {
  test(`a signed-in visitor sees the welcome banner before any script runs, then the app in its place (${narrow ? '375 px' : '1280 px'})`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { narrow })
    if (!narrow) await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page, accounts.multiRole)
    const problems = watchErrors(page)
    const release = await holdScripts(page)
    await page.goto('/ana-sayfa', { waitUntil: 'commit' })
    const banner = page.getByRole('heading', { level: 2, name: WELCOME })
    await expect(banner).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeVisible()
    await expect(page.locator('#shell-skeleton')).toHaveCount(1)
    await shot(page, `home-skeleton-${narrow ? '375' : '1280'}`)
    const before = await banner.boundingBox()
    release()
    // The app's own banner (with the greeting) replaces the frame's, in the same place.
    await expect(page.getByText('Sayın Şükrü Güneş, aktif rolünüz: Öğrenci İşleri.')).toBeVisible()
    await expect(page.locator('#shell-skeleton')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 2, name: WELCOME })).toHaveCount(1)
    const after = await page.getByRole('heading', { level: 2, name: WELCOME }).boundingBox()
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? -99))).toBeLessThanOrEqual(1)
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? -99))).toBeLessThanOrEqual(1)
    expect(Math.abs((after?.width ?? 0) - (before?.width ?? -99))).toBeLessThanOrEqual(1)
    await expect(page.getByRole('banner').getByRole('button', { name: /Aktif rol/ })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await page.context().close()
  })
}

test('the home frame preloads the home page’s chunks after its paint, each asked for once', async ({
  browser,
}) => {
  const page = await pageWith(browser)
  await signIn(page, accounts.multiRole)
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.reload()
  await expect(page.getByText('Sayın Şükrü Güneş, aktif rolünüz: Öğrenci İşleri.')).toBeVisible()
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (l) => new URL(l.href).pathname,
    ),
  )
  const home = links.filter((p) => /\/(HomePage|ShellLayout)-[\w-]+\.js$/.test(p))
  expect(home).toHaveLength(2)
  for (const file of home) expect(requested.filter((p) => p === file)).toHaveLength(1)
  await page.context().close()
})

for (const [name, setup] of [
  ['a signed-out', { clearToken: true }],
  ['an English', { lang: 'en' as const }],
  ['a dark', { theme: 'dark' as const }],
  ['a semibox', { layout: 'semibox' }],
] as const) {
  test(`${name} visitor never sees the home frame`, async ({ browser }) => {
    const page = await pageWith(browser, 'lang' in setup || 'theme' in setup ? setup : {})
    if ('layout' in setup)
      await page.addInitScript((layout) => localStorage.setItem('layoutType', layout), setup.layout)
    if (!('clearToken' in setup)) await signIn(page, accounts.multiRole)
    const release = await holdScripts(page)
    await page.goto('/ana-sayfa', { waitUntil: 'commit' })
    // Parsed (the guard has run), scripts still held: no frame, nothing of the home page painted.
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('#shell-skeleton')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: WELCOME })).toHaveCount(0)
    release()
    if ('clearToken' in setup) await page.waitForURL(/\/idp\//)
    else
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: 'lang' in setup ? 'Welcome to the University Academic System' : WELCOME,
        }),
      ).toBeVisible()
    await page.context().close()
  })
}
