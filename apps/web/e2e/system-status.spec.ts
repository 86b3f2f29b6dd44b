/**
 * Foundation smoke test: the public status page renders in Turkish by default, switches to English,
 * shows the real API's liveness and readiness, and API calls carry the spec headers.
 */
import { expect, test } from '@playwright/test'

test('status page in Turkish, then English, with the live API state', async ({ page }) => {
  await page.goto('/durum')
  await expect(page.getByRole('heading', { name: 'Sistem durumu' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')

  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'EN' })).toBeChecked()
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await expect(page).toHaveTitle('System status | UNACS')
  const details = page.locator('.ant-descriptions')
  await expect(details.getByText('ok', { exact: true }).first()).toBeVisible()
  await expect(details.getByText('ready', { exact: true })).toBeVisible()
  await expect(details.getByText('Ready', { exact: true })).toBeVisible()

  // The language survives a reload.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible()
})

test('dark mode toggle is applied and stored', async ({ page }) => {
  await page.goto('/durum')
  const toggle = page.getByRole('switch', { name: 'Karanlık mod' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark')
})

test('API calls carry the spec headers (token, language, route)', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'e2e-staff-token')
    localStorage.setItem('language', 'en')
  })
  const healthRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/healthz')
  await page.goto('/durum')
  const headers = await (await healthRequest).allHeaders()
  expect(headers.authorization).toBe('Bearer e2e-staff-token')
  expect(headers['accept-language']).toBe('en')
  expect(headers['x-referrer-route']).toBe('/durum')
  expect(headers['content-type']).toBe('application/json')
  expect(headers['x-is-guest']).toBeUndefined()
})

test('guest calls carry the guest token and X-Is-Guest', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'e2e-staff-token')
  })
  await page.route('**/api/IdentityGuest/auth/request-otp', (route) =>
    route.fulfill({ json: { success: true, message: '', responseData: null } }),
  )
  const otp = page.waitForRequest((r) => r.url().endsWith('/api/IdentityGuest/auth/request-otp'))
  await page.goto('/guest-login')
  await page.getByLabel('E-posta adresi').fill('aday@example.com')
  await page.getByRole('button', { name: 'Kod gönder' }).click()
  const headers = await (await otp).allHeaders()
  expect(headers['x-is-guest']).toBe('true')
  expect(headers.authorization).toBeUndefined()
  expect(headers['x-referrer-route']).toBe('/guest-login')
})
