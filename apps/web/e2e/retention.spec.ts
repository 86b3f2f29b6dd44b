/**
 * Retention (issue 39 "Retention"): the system administrator sees the rules on the operator's status page
 * with their periods and legal basis, runs them now, and the run shows with its per-category counts.
 * Turkish light at 1366 px, English dark at 375 px; every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test.setTimeout(120_000)

test('the administrator sees the retention rules and runs them (Turkish, light)', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'tr' })
  await admin.setViewportSize({ width: 1366, height: 900 })
  await signIn(admin, accounts.sysadmin, '/sistem/sistem-durumu')
  const card = admin.locator('.ant-card').filter({ hasText: 'Saklama süreleri' })
  await expect(card.getByText('Misafir başvuru sahipleri').first()).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText('Anonimleştirilir', { exact: true })).toBeVisible()
  await expect(card.getByText('Kişisel veri erişim kayıtları').first()).toBeVisible()
  await expect(card.getByText(/Hukuki dayanak: .*KVKK/).first()).toBeVisible()
  await card.getByRole('button', { name: 'Şimdi çalıştır' }).click()
  await expect(admin.getByText(/Saklama kuralları (zaten )?çalış/).first()).toBeVisible()
  // The run shows with its per-category counts once done (the card polls while it runs).
  const lastRun = card.getByRole('table', { name: 'Son çalışma' })
  await expect(lastRun.getByRole('row', { name: /Tek kullanımlık kodlar/ })).toBeVisible({ timeout: 60_000 })
  await expect(card.getByText('Tamamlandı', { exact: true }).first()).toBeVisible({ timeout: 60_000 })
  await expect(card.getByText('Yönetici', { exact: true }).first()).toBeVisible()
  await expect(card.getByRole('button', { name: 'Şimdi çalıştır' })).toBeEnabled()
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'retention-tr-light')
})

test('the retention card in English, dark, at 375 px', async ({ browser }) => {
  const admin = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(admin, accounts.sysadmin, '/sistem/sistem-durumu')
  const card = admin.locator('.ant-card').filter({ hasText: 'Retention' })
  await expect(card.getByText('Guest applicants').first()).toBeVisible({ timeout: 30_000 })
  await expect(card.getByText('24 months').first()).toBeVisible()
  await expect(card.getByText(/Legal basis: .*Personal Data Protection Law/).first()).toBeVisible()
  await expect(card.getByRole('button', { name: /Run now|Running/ })).toBeVisible()
  // No horizontal scroll at 375 px.
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(1)
  expect(await seriousViolations(admin)).toEqual([])
  await shot(admin, 'retention-en-dark-375')
})
