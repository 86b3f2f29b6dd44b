/**
 * Moodle and military service (issue 20): the system administrator syncs the Moodle users against the
 * development Moodle with the progress bar and sees the unlinked (Turkish, light); the registrar sends a
 * deferral batch to the development YÖKSİS (issue 35), queries the results and sees the deferrals ending within
 * 60 days (English, dark), and reads the cancellation reasons and a military status (Turkish, light);
 * the user sync page at 375 px (Turkish, dark). Every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

const SYSADMIN = 'cagri.erdogan@anadoluteknik.edu.tr'
const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'

test.setTimeout(120_000)

test('the administrator syncs Moodle users and sees the unlinked (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, SYSADMIN, '/sistem/moodle-esitleme')
  await expect(page.getByRole('button', { name: 'Eşitlemeyi başlat' })).toBeVisible()
  await expect(page.getByText('Son eşitleme')).toBeVisible()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Eşitlemeyi başlat' }).click()
  await expect(
    page.getByRole('progressbar').or(page.getByText(/Moodle kullanıcı eşitlemesi tamamlandı/)),
  ).toBeVisible()
  await expect(page.getByText(/kişi eşleşti/)).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText(/Toplam \d+ kayıt/)).toBeVisible()
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await expect(rows.first()).toBeVisible()
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'moodle-tr-light-synced')

  // Create the first unlinked person in Moodle after the confirmation.
  await rows.first().getByRole('checkbox').check()
  await page.getByRole('button', { name: /Seçilenleri Moodle'da oluştur \(1\)/ }).click()
  await expect(page.getByText('Moodle kullanıcıları oluşturulsun mu?')).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Oluştur' }).click()
  await expect(page.getByText(/1 kullanıcı oluşturuldu/)).toBeVisible()
})

test('the registrar sends a deferral batch through YÖKSİS, queries the results and sees those ending within 60 days (English, dark)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/askerlik')
  await expect(page.getByText(/\d+ records in all/)).toBeVisible()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  // Select the whole first page and send a deferral with the first reason of YÖKSİS's list.
  await page.locator('.ant-table-thead .ant-checkbox-input').check()
  await page.getByRole('button', { name: /Send a request for the selected \(\d+\)/ }).click()
  const form = page.getByRole('dialog', { name: /YÖKSİS request for \d+ students/ })
  await expect(form.getByText(/^Signer$/)).toBeVisible()
  await form.getByRole('combobox', { name: 'Offer reason' }).click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^501 – / }).click()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'military-en-dark-form')
  await form.getByRole('button', { name: 'Send' }).click()
  const dialog = page.getByRole('dialog', { name: 'Result of the batch' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  // Each student's answer: taken by YÖKSİS, or sent before (a retry of the test).
  await expect(dialog.locator('.ant-tag').first()).toHaveText(/Taken by YÖKSİS|Refused|Sent before/)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'military-en-dark-results')
  // The shell may re-render the page after the write (its state, the open dialog, is then gone).
  const close = dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' })
  if (await close.isVisible()) await close.click()
  await expect(dialog).toBeHidden()

  // Ask YÖKSİS for each result of the page (the development YÖKSİS decides at once).
  const students = page.getByRole('region', { name: 'Students' })
  const queries = students.getByRole('button', { name: /^Query for / })
  const count = await queries.count()
  for (let i = 0; i < count; i++) {
    await queries.nth(i).click()
    await expect(queries.nth(i)).not.toHaveClass(/ant-btn-loading/)
  }
  await expect(students.getByText(/^Deferred$/).first()).toBeVisible()

  const tab = page.getByRole('tab', { name: 'Deferrals ending within 60 days' })
  const ending = page.getByRole('region', { name: 'Deferrals ending within 60 days' })
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2000 })
    await expect(ending.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 2000 })
    await expect(ending.getByText(/^L[0-9A-F]{9}$/).first()).toBeVisible({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as Excel' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('deferrals-ending.xlsx')
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'military-en-dark-ending')
})

test('the registrar reads the reasons of a cancellation and a military status (Turkish, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/askerlik')
  await expect(page.getByText(/Toplam \d+ kayıt/)).toBeVisible()
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await rows.first().getByRole('checkbox').check()
  await page.getByRole('button', { name: /Seçilenler için istek gönder \(1\)/ }).click()
  const form = page.getByRole('dialog', { name: /1 öğrenci için YÖKSİS isteği/ })
  await form.getByText('İptal', { exact: true }).click()
  await form.getByRole('combobox', { name: 'Teklif Nedeni' }).click()
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^602 – Mezun oldu/ }),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'military-tr-light-cancel-form')
  await form.getByRole('button', { name: 'Vazgeç' }).click()
  await expect(form).toBeHidden()

  await rows
    .first()
    .getByRole('button', { name: /için askerlik durumunu sorgula$/ })
    .click()
  const status = page.getByRole('dialog', { name: /askerlik durumu$/ })
  await expect(status.getByText(/^10[12] /)).toBeVisible()
  await page.waitForTimeout(300)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'military-tr-light-status')
})

test('the Moodle user sync page works at 375 px (Turkish, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr', theme: 'dark', narrow: true })
  await signIn(page, SYSADMIN, '/sistem/moodle-esitleme')
  await expect(page.getByRole('button', { name: 'Eşitlemeyi başlat' })).toBeVisible()
  await expect(page.getByText(/Toplam \d+ kayıt|Moodle'da bulunamayan kişi yok/)).toBeVisible()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'moodle-tr-dark-375')
})

test('an instructor enrols a section in its Moodle course (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, 'zeynep.celik@anadoluteknik.edu.tr', '/ogretim/moodle-esitleme')
  const rows = page.locator('.ant-table-tbody tr.ant-table-row')
  await expect(rows.first()).toBeVisible()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  await rows
    .first()
    .getByRole('button', { name: /Moodle'a kaydet/ })
    .click()
  // Enrolled, or the course is missing in Moodle (the development Moodle lacks about 1 course in 10).
  await expect(page.getByText(/öğrenci kaydedildi|Moodle'da bulunamadı/).first()).toBeVisible()
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'moodle-course-tr-light')
})
