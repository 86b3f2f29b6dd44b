/**
 * Students back office (issue 22): the head of department assigns a selected student to an advisor after a
 * confirmation and sees the result (Turkish, light); the department report's charts and tables with the
 * XLSX export and the registrar's dormitory report filtered by building with its export (English, dark),
 * then at 375 px. Every visited page passes axe. The assignment moves one
 * student of Computer Engineering (2025101001) from P10016 to P10017, advisors no other spec relies on.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

const HEAD = 'mustafa.kilic@anadoluteknik.edu.tr'
const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'

test.setTimeout(120_000)

/** Switches the signed-in head to the head of department role (`active`, `role`: the UI's words). */
async function asHead(page: Page, active: RegExp, role: string, done: string) {
  await page.getByRole('banner').getByRole('button', { name: active }).click()
  await page.getByRole('menuitem', { name: role }).click()
  await expect(page.getByText(done)).toBeVisible()
}

/** Clicks the export button and returns the download's suggested name. */
async function exported(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  return download.suggestedFilename()
}

test('the head of department assigns a selected student to an advisor (Turkish, light)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, HEAD)
  await asHead(
    page,
    /Aktif rol/,
    'Bölüm Başkanı',
    'Başarılı bir şekilde Bölüm Başkanı rolüne geçiş yaptınız.',
  )
  await page.goto('/bolum/danisman-atama')
  const advisor = page.getByRole('row', { name: /Oğuz Can/ })
  await expect(advisor).toBeVisible({ timeout: 30_000 })
  expect(await seriousViolations(page)).toEqual([])

  await advisor.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Danışmanlara ata' }).click()
  await expect(page.getByText('Öğrenci seçin ya da birim veya sınıf belirtin.')).toBeVisible()
  await page.getByText('Seçilen öğrenciler', { exact: true }).click()
  const box = page.getByRole('searchbox', { name: 'Numara, T.C. kimlik no veya ad soyad' })
  await box.fill('2025101001')
  await box.press('Enter')
  const student = page.getByRole('row', { name: /Ahmet Sarıoğlu/ })
  await expect(student).toBeVisible()
  await student.getByRole('checkbox').check()
  await expect(page.getByTestId('selected-count')).toHaveText('1 öğrenci seçildi')
  await page.getByRole('button', { name: 'Danışmanlara ata' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm.getByText(/Seçilen 1 öğrenci 1 danışmana/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await confirm.getByRole('button', { name: 'Ata' }).click()
  await expect(page.locator('.ant-result-title')).toHaveText('1 öğrenci atandı')
  await expect(page.getByTestId('selected-count')).toHaveText('0 öğrenci seçildi')
  await expect(advisor.getByTestId('advisor-load')).not.toHaveText('0')
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'advisors-tr-light')
})

test('the department report and the dormitory report with exports (English, dark)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, HEAD)
  await asHead(
    page,
    /Active role/,
    'Head of Department',
    'You have successfully switched to the Head of Department role.',
  )
  await page.goto('/rapor/bolum')
  await expect(page.getByText('Students by class and status', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  const rows = page.getByRole('region', { name: 'Students by department' }).locator('tr.ant-table-row')
  await expect(rows.first()).toContainText('Computer Engineering')
  // The CGPA chart (ECharts, loaded lazily) describes its bands to assistive technology.
  await expect(page.getByRole('img', { name: /the data for 0\.00–1\.00 is/ })).toBeVisible()
  expect(await exported(page, 'Export to Excel')).toBe('department-report.xlsx')
  await page.mouse.move(0, 0)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'department-en-dark')

  const registrar = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(registrar, REGISTRAR, '/rapor/yurt')
  const total = registrar.getByText(/\d+ students in total/)
  await expect(total).toBeVisible({ timeout: 30_000 })
  const all = Number((await total.textContent())?.match(/\d+/)?.[0])
  await registrar.getByRole('combobox', { name: 'Building' }).click()
  await registrar.locator('.ant-select-item-option[title="Yunus Emre Yurdu A Blok"]').click()
  await expect
    .poll(async () => [
      ...new Set(
        await registrar.locator('.ant-table-tbody tr.ant-table-row td:nth-child(1)').allTextContents(),
      ),
    ])
    .toEqual(['Yunus Emre Yurdu A Blok'])
  const shown = Number((await registrar.getByText(/\d+ students in total/).textContent())?.match(/\d+/)?.[0])
  expect(shown).toBeLessThan(all)
  expect(await exported(registrar, 'Export to Excel')).toBe('dormitory-report.xlsx')
  await expect(registrar.getByTestId('export-rows')).toHaveText(`${shown} rows`)
  await registrar.mouse.move(0, 0)
  expect(await seriousViolations(registrar)).toEqual([])
  await shot(registrar, 'dormitory-en-dark')

  // The same page at 375 px: the filters wrap and the table scrolls inside its focusable region.
  await registrar.setViewportSize({ width: 375, height: 812 })
  await expect(registrar.getByTestId('building-occupancy').first()).toContainText('beds')
  await expect(registrar.getByRole('region', { name: 'Dormitory residents' })).toBeVisible()
  expect(await seriousViolations(registrar)).toEqual([])
  await shot(registrar, 'dormitory-en-dark-375')
})
