/**
 * Foundation smoke test: the app renders in Turkish by default, switches to English, shows the
 * real API's liveness and readiness on the status page, and answers unknown routes with a 404 page.
 */
import { expect, test } from '@playwright/test'

test('home page in Turkish, then English; status page shows the live API state', async ({ page }) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'UNACS — Üniversite Akademik Sistemi' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')

  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'EN' })).toBeChecked()
  await expect(
    page.getByRole('heading', { level: 1, name: 'UNACS — University Academic System' }),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')

  await page.getByRole('link', { name: 'View system status' }).click()
  await expect(page).toHaveURL(/\/durum$/)
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible()
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
  await page.goto('/')
  const toggle = page.getByRole('switch', { name: 'Karanlık mod' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('themeMode'))).toBe('dark')
})

test('an unknown route shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/bu-sayfa-yok')
  await expect(page.getByText('Sayfa bulunamadı')).toBeVisible()
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'UNACS — Üniversite Akademik Sistemi' }),
  ).toBeVisible()
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
