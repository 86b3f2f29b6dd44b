/**
 * The guest area (spec §2, §4, §6, §7, §8): sign-in with a one-time code read from the outbox, the
 * guest layout and landing page, logout, the guard, and guest logout on a 401.
 */

import { guestEmail, readCode, signInGuest } from './support/guest.ts'
import { expect, test } from './support/test.ts'

test('a guest signs in with a code from the outbox and sees the landing page', async ({ page }) => {
  const email = guestEmail('giris')
  await page.goto('/guest-login')
  await expect(page.getByRole('heading', { level: 1, name: 'Misafir Girişi' })).toBeVisible()
  await expect(page).toHaveTitle('Misafir Girişi | UNACS')
  // Validation before any call.
  await page.getByRole('button', { name: 'Kod gönder' }).click()
  await expect(page.getByText('E-posta adresinizi giriniz.')).toBeVisible()
  await page.getByLabel('E-posta adresi').fill('gecersiz-adres')
  await page.getByRole('button', { name: 'Kod gönder' }).click()
  await expect(page.getByText('Geçerli bir e-posta adresi giriniz.')).toBeVisible()

  await page.getByLabel('E-posta adresi').fill(email)
  await page.getByRole('button', { name: 'Kod gönder' }).click()
  await expect(
    page.getByText(`${email} adresine 6 haneli bir doğrulama kodu gönderildi.`, { exact: false }),
  ).toBeVisible()
  const code = await readCode(page.request, email)
  // A wrong code shows the server's message and keeps the form.
  await page.getByLabel('Doğrulama kodu').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Giriş yap' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByLabel('Doğrulama kodu').fill(code)
  await page.getByRole('button', { name: 'Giriş yap' }).click()

  await expect(page).toHaveURL(/\/guest-landing$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Akademik Kadro Başvurusu' })).toBeVisible()
  await expect(page.getByText(`Hoş geldiniz, ${email}`)).toBeVisible()
  await expect(page.getByRole('link', { name: /Üniversite web sitesi/ })).toHaveAttribute('target', '_blank')
  const profile = page.getByRole('region', { name: 'Profil bilgileriniz' })
  await expect(profile.getByText('Kişisel bilgiler')).toBeVisible()
  await expect(profile.getByText('Eksik')).toHaveCount(2)
  const stored = await page.evaluate(() => [
    localStorage.getItem('token-guest'),
    localStorage.getItem('token'),
  ])
  expect(stored[0]).toBeTruthy()
  expect(stored[1]).toBeNull()

  // The applications list (another feature's page) opens inside the guest layout.
  await page.getByRole('link', { name: 'Başvurularım' }).click()
  await expect(page).toHaveURL(/\/applications$/)
  await expect(page.locator('[data-layout="guest"]')).toBeVisible()
  await expect(page.getByText(`Hoş geldiniz, ${email}`)).toBeVisible()
})

test('guest logout clears the guest token and returns to the guest sign-in', async ({ page }) => {
  await signInGuest(page, guestEmail('cikis'))
  await page.getByRole('button', { name: 'Çıkış yap' }).click()
  await expect(page).toHaveURL(/\/guest-login$/)
  expect(await page.evaluate(() => localStorage.getItem('token-guest'))).toBeNull()
  // Guest pages need the guest token.
  await page.goto('/guest-landing')
  await expect(page).toHaveURL(/\/guest-login$/)
})

test('a guest call answered 401 logs the guest out and goes to GuestLogin', async ({ page }) => {
  await signInGuest(page, guestEmail('yetkisiz'))
  let logoutCalls = 0
  await page.route('**/api/IdentityGuest/guest/get-guest-personal_info**', (route) =>
    route.fulfill({ status: 401, json: { success: false, message: 'Oturum geçersiz.', responseData: null } }),
  )
  page.on('request', (r) => {
    if (r.url().endsWith('/api/IdentityGuest/auth/logout')) logoutCalls += 1
  })
  await page.reload()
  await expect(page).toHaveURL(/\/guest-login$/)
  expect(logoutCalls).toBe(1)
  expect(await page.evaluate(() => localStorage.getItem('token-guest'))).toBeNull()
  await expect(page.getByRole('heading', { level: 1, name: 'Misafir Girişi' })).toBeVisible()
})

test('a guest call answered 401 is first renewed with the refresh cookie; the guest stays signed in', async ({
  page,
}) => {
  await signInGuest(page, guestEmail('yenile'))
  const before = await page.evaluate(() => localStorage.getItem('token-guest'))
  // Tokens are dated in whole seconds and signed deterministically (EdDSA): a renewal within the sign-in's own
  // second would be byte-identical, so the renewal happens in a later second.
  await page.waitForTimeout(1100)
  let refreshCalls = 0
  let logoutCalls = 0
  let refused = false
  // The first profile call answers 401 (as for an expired token); the retry reaches the server.
  await page.route('**/api/IdentityGuest/guest/get-guest-personal_info**', (route) => {
    if (refused) return route.continue()
    refused = true
    return route.fulfill({
      status: 401,
      json: { success: false, message: 'Oturum geçersiz.', responseData: null },
    })
  })
  page.on('request', (r) => {
    if (r.url().endsWith('/api/IdentityGuest/auth/refresh-token')) refreshCalls += 1
    if (r.url().endsWith('/api/IdentityGuest/auth/logout')) logoutCalls += 1
  })
  await page.reload()
  await expect.poll(() => refreshCalls).toBe(1)
  await expect(page).toHaveURL(/\/guest-landing$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token-guest'))).not.toBe(before)
  expect(logoutCalls).toBe(0)
})

test("a failed guest logout logs 'Logout failed' with the server's message", async ({ page }) => {
  await signInGuest(page, guestEmail('hata'))
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.route('**/api/IdentityGuest/auth/logout', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Sunucu hatası.', responseData: null } }),
  )
  await page.getByRole('button', { name: 'Çıkış yap' }).click()
  await expect
    .poll(() => errors.some((e) => e.includes('Logout failed') && e.includes('Sunucu hatası.')))
    .toBe(true)
  await expect(page).toHaveURL(/\/guest-landing$/)
})

test('the guest area works in English too', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  const email = guestEmail('english')
  await signInGuest(page, email)
  await expect(page.getByRole('heading', { level: 1, name: 'Academic position application' })).toBeVisible()
  await expect(page.getByText(`Welcome, ${email}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
})
