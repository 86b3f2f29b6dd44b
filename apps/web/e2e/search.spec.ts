/**
 * Turkish search and sorting, everywhere (issue 36): a visitor finds "İşletme" in the public programme guide
 * by typing it without Turkish letters or in capitals (`isletme`, `ISLETME`); the system administrator finds
 * Çağrı Erdoğan on the impersonation page by `cagri` and `ERDOGAN`, and the staff list runs in Turkish
 * alphabetical order of surnames. Every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect as baseExpect, type Page, test } from './support/test.ts'

/** The pages are heavy for a shared machine: allow 30 s per expectation. */
const expect = baseExpect.configure({ timeout: 30_000 })
test.setTimeout(180_000)

/** Axe once the page has settled (no spinner, no fading toast, pointer away). */
async function settledViolations(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-btn-loading')).toHaveCount(0)
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 6000 })
  await page.mouse.move(0, 0)
  await page.waitForTimeout(400)
  return seriousViolations(page)
}

test('the public guide finds İşletme by isletme and ISLETME', async ({ browser }) => {
  const visitor = await pageWith(browser, { lang: 'tr' })
  await visitor.goto('/public/rehber')
  await expect(visitor).toHaveTitle(/^Program Rehberi \| UNACS$/)
  const box = visitor.getByRole('searchbox', { name: 'Program veya fakülte ara' })
  for (const typed of ['isletme', 'ISLETME']) {
    await box.fill(typed)
    await box.press('Enter')
    await expect(visitor).toHaveURL(new RegExp(`search=${typed}`))
    await expect(visitor.getByRole('link', { name: 'İşletme Lisans Programı' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'İktisat Lisans Programı' })).toHaveCount(0)
  }
  expect(await settledViolations(visitor)).toEqual([])
  await shot(visitor, 'search-rehber-isletme')
  await visitor.close()
})

test('impersonation finds Çağrı Erdoğan by cagri and ERDOGAN; staff in Turkish order', async ({ page }) => {
  await signIn(page, accounts.sysadmin, '/sistem/kimlige-burunme')
  await page.getByRole('tab', { name: 'Personel' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Personel' })
  // Unfiltered: surnames in Turkish alphabetical order (Ç after C, Ö after O, Ş after S, İ after I).
  await expect(panel.getByRole('row').nth(2)).toBeVisible()
  // The cells after the registry number (the first column is the row's selection).
  const names = await panel.locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts()
  expect(names.some((n) => /^P\d+$/.test(n.trim()))).toBe(false)
  const surnames = names.map((n) => n.trim().split(/\s+/).at(-1) ?? '').filter(Boolean)
  expect(surnames.length).toBeGreaterThan(3)
  const collator = new Intl.Collator('tr', { sensitivity: 'base' })
  expect(surnames).toEqual([...surnames].sort((a, b) => collator.compare(a, b)))
  for (const typed of ['cagri', 'ERDOGAN']) {
    await panel.getByRole('searchbox').fill(typed)
    await expect(panel.getByRole('row', { name: /Çağrı Erdoğan/ }).first()).toBeVisible()
  }
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'search-impersonation-cagri')
})
