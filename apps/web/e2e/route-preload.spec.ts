/**
 * The first load in one wave (issue 23; src/app/routes/route-preloads.ts, public/route-preload.js): a signed-in
 * visit asks for its route's layout and page chunks from the HTML's head, before the entry chunk has run; a
 * signed-out visit and the pages outside the shell ask for nothing extra.
 */

import { pageWith, seriousViolations } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** The chunk files the page was told to preload (the links route-preload.js adds). */
async function preloaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
  )
}

/** The chunk files of a kind in the build's data block of the page. */
async function kindFiles(page: Page, kind: string): Promise<string[]> {
  return page.evaluate(
    (k) => JSON.parse(document.getElementById('route-preloads')?.textContent ?? '{}').kinds[k].scripts,
    kind,
  )
}

test('a signed-in visit preloads its route’s chunks; outside the shell and signed out nothing more', async ({
  browser,
}) => {
  const page = await pageWith(browser)
  await signIn(page, accounts.multiRole)

  // /: the home kind, whose files include the home page's chunk and the shell layout's (/ana-sayfa itself has a
  // prerendered page that preloads the same files after its first paint: home-skeleton.spec.ts).
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto('/')
  await expect(page).toHaveURL(/\/ana-sayfa$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const home = await kindFiles(page, 'home')
  expect(home.some((f) => /\/HomePage-[\w-]+\.js$/.test(f))).toBe(true)
  expect(home.some((f) => /\/ShellLayout-[\w-]+\.js$/.test(f))).toBe(true)
  const links = (await preloaded(page)).map((h) => new URL(h).pathname)
  for (const file of home) expect(links).toContain(file)
  // Each asked for once: the app's own import of a chunk reuses the preloaded one.
  for (const file of home) expect(requested.filter((p) => p === file)).toHaveLength(1)
  expect(await seriousViolations(page)).toEqual([])

  // A menu page: the shell kind (the menu route resolver), not the home page.
  await page.goto('/ogrenci-isleri/askerlik')
  const menuLinks = (await preloaded(page)).map((h) => new URL(h).pathname)
  expect(menuLinks.some((p) => /\/MenuRoutePage-[\w-]+\.js$/.test(p))).toBe(true)
  expect(menuLinks.some((p) => /\/HomePage-[\w-]+\.js$/.test(p))).toBe(false)

  // Outside the shell (the system status page): nothing from the data block.
  await page.goto('/durum')
  expect(await preloaded(page)).not.toContain(expect.stringMatching(/ShellLayout/))
  await page.context().close()

  // Signed out: the guest sign-in asks for none of the shell's chunks.
  const guest = await pageWith(browser)
  await guest.goto('/guest-login')
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await preloaded(guest)).filter((h) => /ShellLayout|HomePage|MenuRoutePage/.test(h))).toEqual([])
  await guest.context().close()
})
