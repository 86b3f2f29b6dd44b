/**
 * The signed-in chrome paints without antd (issue 23, fourth pass). The build's chunk graph: the shell layout's
 * chunk and everything it imports statically hold no antd and no @ant-design/icons chunk (the antd parts load
 * lazily, each in its own frame). In a real browser, in tr light, en dark, at 375 px, with the sidebar collapsed
 * and in the semibox layout: the top bar, sidebar frame, breadcrumb and footer are drawn with no antd element
 * (only the lazily loaded controls in their slots are antd), the names and the theme are right, axe finds
 * nothing serious; and the top bar asks for no antd code until a control is first used, when the antd control
 * takes its light stand-in's place with its menu open (nothing in the bar moves; CLS).
 */
import { readFileSync } from 'node:fs'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

interface ManifestEntry {
  file: string
  name?: string
  src?: string
  isDynamicEntry?: boolean
  imports?: string[]
}

/** The build's chunk graph (apps/web/dist/.vite/manifest.json, as scripts/web-budget.mjs reads it). */
function manifest(): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'))
}

/** The files of the chunk of source module `src` (or of the shared chunk named after it) and its static imports. */
function staticClosure(graph: Record<string, ManifestEntry>, src: string): string[] {
  const name = src.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
  const start = Object.keys(graph).find(
    (key) =>
      key === src || graph[key]?.src === src || (graph[key]?.isDynamicEntry && graph[key]?.name === name),
  )
  expect(start, `${src} in the manifest`).toBeDefined()
  const seen = new Set<string>()
  const todo = [start as string]
  while (todo.length > 0) {
    const key = todo.pop() as string
    if (seen.has(key)) continue
    seen.add(key)
    todo.push(...(graph[key]?.imports ?? []))
  }
  return [...seen].map((key) => graph[key]?.file ?? key)
}

/** antd's own chunks (vite.config.ts groups) and @ant-design/icons' per-icon chunks. */
const ANTD_CHUNK = /assets\/(antd-[a-z]+|[A-Z][A-Za-z]*(Outlined|Filled|TwoTone))-[\w-]+\.js$/

test('the shell layout chunk imports no antd chunk', () => {
  const graph = manifest()
  const shell = staticClosure(graph, 'src/app/layouts/ShellLayout.tsx')
  console.log(`shell layout, static imports: ${shell.join(' ')}`)
  expect(shell.filter((file) => ANTD_CHUNK.test(file))).toEqual([])
  // The check sees antd where it is: the frame and the top bar's antd controls do import it.
  expect(staticClosure(graph, 'src/app/AntdFrame.tsx').some((file) => ANTD_CHUNK.test(file))).toBe(true)
  expect(staticClosure(graph, 'src/app/shell/TopBarControls.tsx').some((file) => ANTD_CHUNK.test(file))).toBe(
    true,
  )
})

/** The chrome's elements that carry an antd class, outside the lazily loaded slots and the sidebar's menu. */
function antdInChrome(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      document.querySelector('[data-layout]'),
      ...document.querySelectorAll(
        'header, aside, main, footer, nav[aria-label="Sayfa konumu"], nav[aria-label="You are here"]',
      ),
    ].filter((el): el is Element => el !== null)
    const antd = (el: Element) => /(^|\s)ant-/.test(el.getAttribute('class') ?? '')
    const inSlot = (el: Element) =>
      el.closest('[data-slot], nav[aria-label="Ana menü"], nav[aria-label="Main menu"]')
    const found = parts.filter(antd).map((el) => el.tagName)
    for (const part of [
      ...document.querySelectorAll(
        'header, footer, nav[aria-label="Sayfa konumu"], nav[aria-label="You are here"]',
      ),
    ])
      for (const el of part.querySelectorAll('[class*="ant-"]'))
        if (!inSlot(el) && antd(el)) found.push(el.outerHTML.slice(0, 80))
    return found
  })
}

for (const [name, opts, setup, texts] of [
  [
    'tr-light',
    { theme: 'light', lang: 'tr' },
    {},
    { home: 'Ana Sayfa', language: 'Dil', dark: 'Karanlık mod' },
  ],
  ['en-dark', { theme: 'dark', lang: 'en' }, {}, { home: 'Home', language: 'Language', dark: 'Dark mode' }],
  [
    'tr-375',
    { theme: 'light', lang: 'tr', narrow: true },
    {},
    { home: 'Ana Sayfa', language: 'Dil', dark: 'Karanlık mod' },
  ],
  [
    'tr-collapsed',
    { theme: 'light', lang: 'tr' },
    { collapse: 'yes' },
    { home: 'Ana Sayfa', language: 'Dil', dark: 'Karanlık mod' },
  ],
  [
    'en-dark-semibox',
    { theme: 'dark', lang: 'en' },
    { layoutType: 'semibox' },
    { home: 'Home', language: 'Language', dark: 'Dark mode' },
  ],
] as const) {
  test(`the signed-in chrome is drawn without antd (${name})`, async ({ browser }) => {
    const page = await pageWith(browser, opts)
    if ('layoutType' in setup)
      await page.addInitScript((layout) => localStorage.setItem('layoutType', layout), setup.layoutType)
    await signIn(page, accounts.registrar)
    const banner = page.getByRole('banner')
    // The user's collapse is kept in `hoverd`, which a sign-in clears: collapse it by the button, then reload.
    if ('collapse' in setup) {
      await banner.getByRole('button', { name: 'Menüyü daralt' }).click()
      await page.reload()
    }
    await expect(page.getByRole('heading', { level: 1, name: texts.home })).toBeVisible()
    await expect(banner.getByRole('radiogroup', { name: texts.language })).toBeVisible()
    await expect(banner.getByRole('switch', { name: texts.dark })).toHaveAttribute(
      'aria-checked',
      opts.theme === 'dark' ? 'true' : 'false',
    )
    await expect(page.getByRole('navigation', { name: /Sayfa konumu|You are here/ })).toContainText(
      texts.home,
    )
    await expect(page.getByRole('contentinfo')).toContainText('©')
    // The top bar's controls are there (light until used; the profile menu is the last of them).
    await expect(banner.getByRole('button', { name: /Kullanıcı menüsü|User menu/ })).toBeVisible()
    // The welcome toast (3 s) has gone: it is not part of the chrome checked below.
    await expect(page.locator('.light-toast')).toHaveCount(0, { timeout: 6000 })
    expect(await antdInChrome(page)).toEqual([])
    const layout = page.locator('[data-layout]').first()
    if ('layoutType' in setup) await expect(layout).toHaveAttribute('data-layout', 'semibox')
    if (!('narrow' in opts)) {
      const sider = page.locator('aside[data-collapsed]')
      const collapsed = 'collapse' in setup
      await expect(sider).toHaveAttribute('data-collapsed', String(collapsed))
      expect(Math.round((await sider.boundingBox())?.width ?? 0)).toBe(collapsed ? 72 : 250)
    }
    expect(Math.round((await banner.boundingBox())?.height ?? 0)).toBe(64)
    const colours = await page.evaluate(() => ({
      bar: getComputedStyle(document.querySelector('header') as Element).backgroundColor,
      layout: getComputedStyle(document.querySelector('[data-layout]') as Element).backgroundColor,
    }))
    expect(colours).toEqual(
      opts.theme === 'dark'
        ? { bar: 'rgb(20, 20, 20)', layout: 'rgb(0, 0, 0)' }
        : { bar: 'rgb(255, 255, 255)', layout: 'rgb(245, 245, 245)' },
    )
    await shot(page, `shell-light-${name}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })
}

for (const narrow of [false, true]) {
  test(`the top bar loads no antd until a control is used; then its menu opens in place (${narrow ? '375 px' : '1440 px'})`, async ({
    browser,
  }) => {
    const page = await pageWith(browser, { narrow })
    if (!narrow) await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page, accounts.multiRole)
    const banner = page.getByRole('banner')
    // A fresh load of the home page: no antd code is asked for (the bar, the sidebar and the home page are light).
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await page.reload()
    const roleButton = banner.getByRole('button', { name: /Aktif rol/ })
    const profile = banner.getByRole('button', { name: /Kullanıcı menüsü/ })
    await expect(roleButton).toBeVisible()
    await expect(profile).toBeVisible()
    await expect(page.locator('.light-home-cards')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(requested.filter((p) => /\/assets\/(antd-|TopBarControls-|AntdFrame-)/.test(p))).toEqual([])
    expect(await page.locator('header [class*="ant-"]').count()).toBe(0)
    const theme = banner.getByRole('switch', { name: 'Karanlık mod' })
    const before = { role: await roleButton.boundingBox(), theme: await theme.boundingBox() }
    // The first click loads the switch (antd) in the same place, with its menu open and the focus on it.
    await roleButton.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem', { name: 'Yetkili Personel' })).toBeVisible()
    await expect(roleButton).toHaveClass(/ant-btn/)
    await expect(roleButton).toBeFocused()
    const after = { role: await roleButton.boundingBox(), theme: await theme.boundingBox() }
    for (const key of ['role', 'theme'] as const) {
      expect(Math.abs((after[key]?.x ?? 0) - (before[key]?.x ?? -99)), key).toBeLessThanOrEqual(2)
      expect(Math.abs((after[key]?.y ?? 0) - (before[key]?.y ?? -99)), key).toBeLessThanOrEqual(1)
      expect(Math.abs((after[key]?.width ?? 0) - (before[key]?.width ?? -99)), key).toBeLessThanOrEqual(2)
    }
    await shot(page, `shell-light-role-menu-${narrow ? '375' : '1440'}`)
    // Contrast is measured once the menu's opening and the button's colour transitions are over.
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      )
      .toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    // Escape closes it; a second click opens it again (the antd switch now answers by itself).
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await roleButton.click()
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Yetkili Personel' })).toBeVisible()
    await page.keyboard.press('Escape')
    // The profile menu: the same on its first click, by keyboard this time.
    await profile.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu').getByRole('menuitem', { name: /Çıkış/ })).toBeVisible()
    await expect(profile).toBeFocused()
    // The browser's own measure: the layout shifts since the reload add up to at most 0.05 (issue 23, CLS).
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number
              hadRecentInput: boolean
            })[])
              if (!entry.hadRecentInput) total += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve(total), 200)
        }),
    )
    console.log(`${narrow ? '375' : '1440'} px: layout shift ${cls.toFixed(4)}`)
    expect(cls).toBeLessThanOrEqual(0.05)
    await page.context().close()
  })
}
