/**
 * The session (spec §4, §8, §9): idle warning with its countdown, both buttons and the timeout
 * (browser clock, no real waiting), the 960 s token refresh, tabs sharing idle state and logout, and
 * the API client's 401/403 handling for staff and students.
 */

import type { BrowserContext } from '@playwright/test'
import { accounts } from './support/accounts.ts'
import { mainNav, signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'UYARI' })
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'))

/**
 * Signs in as the registrar and waits until the shell's lazily loaded parts are in (the sidebar menu, the top
 * bar's antd controls and notification bell, the home page in its antd frame; issues 23, 39): the chrome paints first, and a clock jump of
 * 120 s or more while a part is still loading times that chunk out (spec §7), which no real wait would do here.
 */
async function signInSettled(page: Page): Promise<void> {
  await signIn(page, accounts.registrar)
  await expect(
    page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Menüde ara' })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: 'Askerlik İşlemleri' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Bildirimler/ })).toBeVisible()
}

/**
 * Opens a second tab of `context` on the home page and waits until the app runs there: the welcome heading is also
 * the HTML's frame (drawn before any script), so activity and timers count once the shell has replaced the frame.
 */
async function secondTab(context: BrowserContext): Promise<Page> {
  const other = await context.newPage()
  await other.goto('/ana-sayfa')
  await expect(
    other.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
  ).toBeVisible()
  await expect(other.locator('#shell-skeleton')).toHaveCount(0, { timeout: 20_000 })
  return other
}

test('after 900 idle seconds the UYARI dialog counts down; extending resets the counter', async ({
  page,
}) => {
  await page.clock.install()
  await signInSettled(page)
  await page.clock.fastForward(895_000)
  await expect(dialog(page)).toHaveCount(0)
  await page.clock.fastForward(6_000)
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText('Oturum Sürenizin dolmasına 60 saniye kalmıştır.')
  await page.clock.fastForward(10_000)
  await expect(dialog(page)).toContainText('Oturum Sürenizin dolmasına 50 saniye kalmıştır.')

  await dialog(page).getByRole('button', { name: 'Oturum Sürem Uzasın' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await page.clock.fastForward(895_000)
  await expect(dialog(page)).toHaveCount(0)
  await page.clock.fastForward(6_000)
  await expect(dialog(page)).toBeVisible()
  expect(await storedToken(page)).not.toBeNull()
})

test('the dialog is keyboard operable and keeps the focus inside', async ({ page }) => {
  await page.clock.install()
  await signInSettled(page)
  await page.clock.fastForward(901_000)
  await expect(dialog(page)).toBeVisible()
  const extend = dialog(page).getByRole('button', { name: 'Oturum Sürem Uzasın' })
  await expect(extend).toBeFocused()
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab')
    const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
    expect(inside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeVisible()
  await extend.focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toHaveCount(0)
})

test('"Çıkış yapmak istiyorum" clears storage and goes to the identity logout', async ({ page }) => {
  await page.clock.install()
  await signInSettled(page)
  await page.clock.fastForward(901_000)
  const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Identity/Auth/Logout')
  await dialog(page).getByRole('button', { name: 'Çıkış yapmak istiyorum' }).click()
  await logout
  await page.waitForURL(/\/idp\//)
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('menus')])).toEqual([
    null,
    null,
  ])
})

test('when the countdown runs out, storage is cleared and the browser goes to the identity logout', async ({
  page,
}) => {
  await page.clock.install()
  await signInSettled(page)
  await page.clock.fastForward(901_000)
  await expect(dialog(page)).toBeVisible()
  const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Identity/Auth/Logout')
  await page.clock.fastForward(61_000)
  await logout
  await page.waitForURL(/\/idp\//)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr')
})

test('the token is refreshed after 960 s and the new one stored', async ({ page }) => {
  await page.clock.install()
  await signInSettled(page)
  const before = await storedToken(page)
  await page.clock.fastForward(901_000)
  expect(await storedToken(page)).toBe(before)
  // The idle warning comes first (900 s); staying keeps the session going.
  await dialog(page).getByRole('button', { name: 'Oturum Sürem Uzasın' }).click()
  const refresh = page.waitForResponse((r) =>
    r.url().includes('/api/Identity/RefreshToken/GenerateRefreshToken'),
  )
  await page.clock.fastForward(60_000)
  expect((await refresh).status()).toBe(200)
  await expect.poll(() => storedToken(page)).not.toBe(before)
  const after = await storedToken(page)
  expect(after?.split('.')).toHaveLength(3)
})

test('two tabs due together refresh once and both stay signed in', async ({ page, context }) => {
  // Tabs opened together count 960 s from the same stored token; the server rotates the refresh cookie, so a
  // second concurrent refresh would be answered 401 and send its tab to the sign-in.
  test.setTimeout(60_000)
  await page.clock.install()
  await signInSettled(page)
  const other = await secondTab(context)
  const before = await storedToken(page)
  const refreshes: number[] = []
  const signIns: string[] = []
  for (const tab of [page, other]) {
    tab.on('response', (r) => {
      if (r.url().includes('/api/Identity/RefreshToken/GenerateRefreshToken')) refreshes.push(r.status())
    })
    tab.on('framenavigated', (frame) => {
      if (frame === tab.mainFrame()) signIns.push(frame.url())
    })
  }
  await page.clock.fastForward(890_000)
  // Activity keeps the idle warning away; the refresh is due at 960 s in both tabs.
  await other.mouse.move(200, 200)
  await page.mouse.move(240, 260)
  await page.clock.fastForward(80_000)
  await expect.poll(() => refreshes.length).toBe(1)
  expect(refreshes).toEqual([200])
  await expect.poll(() => storedToken(other)).not.toBe(before)
  // Neither tab left for the sign-in, and no second refresh came after the first one's token was stored.
  await page.waitForTimeout(1500)
  expect(refreshes).toEqual([200])
  expect(signIns).toEqual([])
  await expect(page).toHaveURL(/\/ana-sayfa/)
  await expect(other).toHaveURL(/\/ana-sayfa/)
})

test('tabs share the idle state and the logout', async ({ page, context }) => {
  // Two tabs, a sign-in and a logout at the provider: more than the default 30 s on a busy machine.
  test.setTimeout(60_000)
  await page.clock.install()
  await signInSettled(page)
  const other = await secondTab(context)

  // Activity in the second tab keeps the first one alive. The first tab must have heard the activity before
  // its clock moves on: a listener made now hears the broadcast after the app's older channel (the spec
  // delivers to a page's channels in creation order), so once it resolves the app has it too.
  await page.clock.fastForward(600_000)
  await page.evaluate(() => {
    const w = window as unknown as { heardActivity?: Promise<void> }
    w.heardActivity = new Promise<void>((resolve) => {
      const bc = new BroadcastChannel('unacs-session')
      bc.onmessage = (event) => {
        if ((event.data as { type?: string }).type === 'activity') {
          bc.close()
          resolve()
        }
      }
    })
  })
  await other.mouse.move(200, 200)
  await other.mouse.move(240, 260)
  await page.evaluate(() => (window as unknown as { heardActivity?: Promise<void> }).heardActivity)
  await page.clock.fastForward(400_000)
  await expect(dialog(page)).toHaveCount(0)

  // Both warn together; extending in one closes the other.
  await page.clock.fastForward(600_000)
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(other)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Oturum Sürem Uzasın' }).click()
  await expect(dialog(other)).toHaveCount(0)

  // Logging out in one tab logs out the other.
  const otherLeaves = other.waitForRequest((r) => new URL(r.url()).pathname === '/api/Identity/Auth/Logout')
  await page.getByRole('button', { name: /Kullanıcı menüsü/ }).click()
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click()
  await otherLeaves
})

test('a staff call answered 401 sends the browser to the single sign-on with a return address', async ({
  page,
}) => {
  const payload = {
    FullName: 'Eski Oturum',
    FirstName: 'Eski',
    ImpID: 0,
    Ogrenci: 'null',
    Personel: '{"SicilNo":"P1","Roles":[]}',
    UserType: 'staff',
    ActiveRoleId: 4,
    ActiveRoleName: 'Öğrenci İşleri',
    exp: Math.floor(Date.now() / 1000) + 3600,
  }
  const fake = `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`
  await page.addInitScript((token) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('token', token)
    }
  }, fake)
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/Identity/Auth/Login')
  await page.goto('/ogrenci-isleri/askerlik?sekme=2')
  const url = new URL((await login).url())
  expect(url.searchParams.get('returnUrl')).toBe('/ogrenci-isleri/askerlik?sekme=2')
  await page.waitForURL(/\/idp\//)
})

test('a staff call answered 403 goes to /error-403', async ({ page }) => {
  await signIn(page, accounts.registrar)
  await page.route('**/api/Menu/GetUnacsMenuListByRoleId', (route) =>
    route.fulfill({ status: 403, json: { success: false, message: 'Yetkiniz yok.', responseData: null } }),
  )
  // The English menu is not cached yet, so switching the language asks the server again.
  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page).toHaveURL(/\/error-403\?redirectFrom=%2Fana-sayfa$/)
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible()
})

test('a signed-out deep link goes through the provider’s account page and comes back to it, signed in', async ({
  page,
}) => {
  // The pages themselves (the other specs' `signIn` runs the provider's part as requests).
  await page.goto('/ogrenci-isleri/yoksis-birim-numaralari?q=yilmaz')
  await page.waitForURL(/\/idp\//)
  await page.getByRole('button', { name: new RegExp(accounts.registrar.replace(/\./g, '\\.')) }).click()
  await page.waitForURL(
    (url) => url.pathname === '/ogrenci-isleri/yoksis-birim-numaralari' && url.search === '?q=yilmaz',
  )
  await expect(page.locator('[data-layout]').first()).toBeVisible()
  expect(await storedToken(page)).toBeTruthy()
})
