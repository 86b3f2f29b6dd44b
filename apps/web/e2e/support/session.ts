/**
 * Sign-in (spec §2, §7): the app sends the browser to /api/Identity/Auth/Login, the development identity
 * provider at /idp lists the demo accounts as buttons, and the callback hands the token to /tokenreader, which
 * goes on to the return address. `signIn` runs the provider part as requests (see `handOffUrl`).
 */
import { expect, type Page } from '@playwright/test'

/** Escapes `text` for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The sign-in through the development provider as HTTP requests in the page's own context (its cookies: the
 * provider's interaction cookie, then the portal's refresh cookie): the portal's login redirect, the provider's
 * account form answered with `email`, its redirects back to the portal's callback, up to the callback's
 * hand-off address `/tokenreader#token=…&returnUrl=…`, which is returned. The same endpoints the browser flow
 * uses; only the provider's page is not drawn (session.spec and the OIDC check sign in through the pages).
 */
async function handOffUrl(page: Page, email: string, path: string): Promise<string> {
  const request = page.context().request
  let url = `/api/Identity/Auth/Login?returnUrl=${encodeURIComponent(path)}`
  for (let hop = 0; hop < 12; hop++) {
    const res = url.endsWith('/login')
      ? await request.post(url, { form: { email }, maxRedirects: 0 })
      : await request.get(url, { maxRedirects: 0 })
    const location = res.headers().location
    if (location) {
      if (location.includes('/tokenreader')) return location
      url = location
      continue
    }
    const form = /<form[^>]*action="([^"]+\/login)"/.exec(await res.text())
    if (res.status() !== 200 || !form?.[1]) break
    url = form[1]
  }
  throw new Error(`the development provider did not hand a token back for ${email}`)
}

/**
 * Signs in as `email` at the development provider and waits until the app shows `path` (default /ana-sayfa):
 * the provider's exchange runs as requests (`handOffUrl`), then the browser opens the hand-off page, which
 * stores the token as after a real sign-in and goes on to `path`. About one second less per sign-in than
 * drawing the provider's page and the app twice, over some 250 sign-ins of the suite.
 */
export async function signIn(page: Page, email: string, path = '/ana-sayfa'): Promise<void> {
  await page.goto(await handOffUrl(page, email, path))
  const target = new URL(path, 'http://x')
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search)
  await expect(page.locator('[data-layout]').first()).toBeVisible()
}

/** The stored portal token's payload. */
export async function tokenClaims(page: Page): Promise<Record<string, unknown>> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  if (!token) throw new Error('no token stored')
  const part = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>
}

/** The main navigation (sidebar or drawer). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /Ana menü|Main menu/ })
}

/**
 * Switches the signed-in (Turkish) page to the role named `role` from the header's role menu and waits for the
 * switch's success message, so the new token is stored before the caller navigates (a `goto` right after the
 * click could still carry the old role and meet "Yetkiniz yok").
 */
export async function switchRole(page: Page, role: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: role }).click()
  await expect(page.getByText(`Başarılı bir şekilde ${role} rolüne geçiş yaptınız.`)).toBeVisible()
}
