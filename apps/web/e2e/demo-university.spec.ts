/**
 * One coherent demo university (issue 37), as a browser sees it: the class-3 demo student's transcript holds her
 * first two years of courses (not only last spring's); HR's academic applications list shows the seeded
 * applications in every state; the committee chair finds seeded applications to evaluate. Axe on every page;
 * screenshots in Turkish light at 1366 px and English dark at 375 px.
 */

import { type PageOptions, pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { type Browser, expect, type Page, test } from './support/test.ts'

const hr = 'serkan.aksoy@anadoluteknik.edu.tr'
const chairEmail = 'ismail.koc@anadoluteknik.edu.tr'
const wide: PageOptions = {}
const darkNarrow: PageOptions = { lang: 'en', theme: 'dark', narrow: true }

/** Waits for the page to settle, asserts the shared axe check finds nothing serious, and saves a screenshot. */
async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** A page at 1366 px (Turkish light) or 375 px (English dark). */
async function open(browser: Browser, opts: PageOptions): Promise<Page> {
  const page = await pageWith(browser, opts)
  if (!opts.narrow) await page.setViewportSize({ width: 1366, height: 900 })
  return page
}

test('the class-3 demo student’s transcript holds her first two years', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await open(browser, wide)
  await signIn(page, accounts.studentDouble, '/ogrenci/notlarim')
  // Her first year (2024-2025) and her second year's fall, all passed, besides last spring and this term.
  await expect(page.getByText('2024-2025 Güz Dönemi').first()).toBeVisible()
  await expect(page.getByText('2024-2025 Bahar Dönemi').first()).toBeVisible()
  await expect(page.getByText('2025-2026 Güz Dönemi').first()).toBeVisible()
  await check(page, 'demo-university-transcript-tr-light')

  const dark = await open(browser, darkNarrow)
  await signIn(dark, accounts.studentDouble, '/ogrenci/notlarim')
  await expect(dark.getByText('2024-2025 Fall Term').first()).toBeVisible()
  await check(dark, 'demo-university-transcript-en-dark-375')
})

test('HR sees seeded academic applications in every state', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await open(browser, wide)
  await signIn(page, hr, '/ik/akademik-basvurular')
  await expect(page.getByText('Kadro ilanları')).toBeVisible()
  for (const name of ['Gökhan Erdem', 'Murat Şahin', 'Elif Korkmaz', 'Deniz Aksoy']) {
    await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toBeVisible()
  }
  await check(page, 'demo-university-applications-tr-light')

  const dark = await open(browser, darkNarrow)
  await signIn(dark, hr, '/ik/akademik-basvurular')
  await expect(dark.getByText('Position announcements')).toBeVisible()
  await expect(dark.getByText('Gökhan Erdem').first()).toBeVisible()
  await check(dark, 'demo-university-applications-en-dark-375')
})

test('the committee chair finds seeded applications to evaluate', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await open(browser, wide)
  await signIn(page, chairEmail)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: 'Jüri Başkanı' }).click()
  await expect(page.getByText('Başarılı bir şekilde Jüri Başkanı rolüne geçiş yaptınız.')).toBeVisible()
  await page.goto('/juri/degerlendirme')
  await page.getByLabel('Kadro ilanı', { exact: true }).click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /Profesör — Mühendislik Fakültesi \/ Makine/ })
    .first()
    .click()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  expect(await page.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(2)
  await check(page, 'demo-university-committee-tr-light')
})
