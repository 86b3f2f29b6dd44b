/**
 * YÖKSİS (issue 20): the registrar runs a student comparison against the development counterpart with its
 * progress, filters the differences, exports them and sends a correction (Turkish, light); the graduate
 * comparison, the parameters and the health-sciences registration pages (English, dark); the comparison page at
 * 375 px (Turkish, dark). Every visited page passes axe.
 */
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'

const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'

test.setTimeout(120_000)

/** Starts the comparison with the page's default unit and term and waits for the job to finish. */
async function runComparison(page: Page, start: string, done: RegExp) {
  await expect(page.getByRole('combobox', { name: /Birim|Unit/ })).toBeVisible()
  // Enabled once the default unit and term are chosen.
  await expect(page.getByRole('button', { name: start })).toBeEnabled()
  await page.getByRole('button', { name: start }).click()
  // The job's progress bar shows while it runs; a quick job may finish before the next poll.
  await expect(page.getByRole('progressbar').or(page.getByText(done))).toBeVisible()
  await expect(page.getByText(done)).toBeVisible({ timeout: 60_000 })
}

test('the registrar compares, filters, exports and sends a correction (Turkish, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/yoksis-karsilastirma')
  // The start button turns from disabled to primary once the unit and term are chosen; axe after its transition.
  await expect(page.getByRole('button', { name: 'Karşılaştırmayı başlat' })).toBeEnabled()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  await runComparison(page, 'Karşılaştırmayı başlat', /YÖKSİS karşılaştırması tamamlandı/)
  await expect(page.getByText(/Toplam \d+ kayıt/)).toBeVisible()
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-tr-light')

  await page.getByRole('combobox', { name: 'Fark türü' }).click()
  await page.locator('.ant-select-item-option[title="Alan farklı"]').click()
  const kinds = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(2)')
  await expect.poll(async () => [...new Set(await kinds.allTextContents())]).toEqual(['Alan farklı'])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel olarak indir' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^yoksis-farklar-\d+\.xlsx$/)
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK')

  await page.getByRole('checkbox', { name: 'Yalnızca gönderilmemiş' }).check()
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first()
  const name = (await row.locator('td').first().locator('span').first().textContent()) ?? ''
  await row.getByRole('button', { name: "YÖKSİS'e gönder" }).click()
  await expect(page.getByText('Düzeltme gönderilsin mi?')).toBeVisible()
  await page.locator('.ant-popconfirm').getByRole('button', { name: "YÖKSİS'e gönder" }).click()
  await expect(page.getByText("Düzeltme YÖKSİS'e gönderildi.")).toBeVisible()
  await page.getByRole('checkbox', { name: 'Yalnızca gönderilmemiş' }).uncheck()
  await page.getByRole('searchbox', { name: 'Öğrenci no, T.C. kimlik no veya ad' }).fill(name)
  await page.getByRole('searchbox', { name: 'Öğrenci no, T.C. kimlik no veya ad' }).press('Enter')
  await expect(page.locator('.ant-table-tbody').getByText('Gönderildi').first()).toBeVisible()
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-tr-light-sent')
})

test('graduate comparison, parameters and health registration pages (English, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/yoksis-mezun-karsilastirma')
  await runComparison(page, 'Start comparison', /YÖKSİS comparison finished/)
  await expect(page.getByText(/\d+ records in total/)).toBeVisible()
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-en-dark-graduates')

  await page.goto('/ogrenci-isleri/karsilastirma-parametreleri')
  // The card's title (the sidebar, its group open, also lists the "Graduate Comparison" page).
  await expect(page.getByText('Graduate comparison', { exact: true })).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'National ID' }).first()).toBeChecked()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-en-dark-parameters')

  await page.goto('/ogrenci-isleri/yoksis-saglik-kayit')
  await expect(page.getByText('Newly enrolled health sciences students', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /Register the selected in YÖKSİS/ })).toBeDisabled()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-en-dark-health')
})

test('the comparison page works at 375 px (Turkish, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr', theme: 'dark', narrow: true })
  await signIn(page, REGISTRAR, '/ogrenci-isleri/yoksis-karsilastirma')
  await expect(page.getByRole('button', { name: 'Karşılaştırmayı başlat' })).toBeEnabled()
  await expect(page.getByText(/Toplam \d+ kayıt|henüz karşılaştırma yapılmadı/)).toBeVisible()
  await page.waitForTimeout(500)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'yoksis-tr-dark-375')
})
