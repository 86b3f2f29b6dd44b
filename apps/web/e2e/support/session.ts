/**
 * Sign-in through the real flow (spec §2, §7): the app sends the browser to /api/Identity/Auth/Login,
 * the development identity provider at /idp lists the demo accounts as buttons, and the callback
 * hands the token to /tokenreader, which goes on to the return address.
 */
import { expect, type Page } from '@playwright/test'

/** Escapes `text` for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Opens `path` signed out, signs in as `email` at the development provider and waits until the app
 * shows `path` again (default /ana-sayfa).
 */
export async function signIn(page: Page, email: string, path = '/ana-sayfa'): Promise<void> {
  await page.goto(path)
  await page.waitForURL(/\/idp\//)
  await page.getByRole('button', { name: new RegExp(escapeRegExp(email)) }).click()
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
