/**
 * Admission figures for the guide (issue 19 "Admission data for the guide … entered or imported from XLSX"):
 * the registrar opens a programme's figures from the versions page, is stopped by the form's rules, adds a year,
 * imports a sheet (a bad row is reported and nothing stored; the fixed sheet is imported), and an anonymous
 * visitor sees the new figures in the programme's public detail. Turkish light; English dark at 375 px. Every
 * visited page passes axe.
 */
import { readFile, writeFile } from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { pageWith, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { settledViolations } from './support/settle.ts'
import { expect as baseExpect, type Page, test } from './support/test.ts'

const expect = baseExpect.configure({ timeout: 30_000 })
const REGISTRAR = 'elif.arslan@anadoluteknik.edu.tr'
const VERSIONS = '/ogrenci-isleri/program-versiyonlari'
const YEAR = String(new Date().getFullYear())

test.setTimeout(300_000)
test.describe.configure({ mode: 'serial' })

/** Searches the versions page (box `search`) for `term` and opens the single programme's admission figures. */
async function openFigures(page: Page, search: string, term: string, button: string) {
  await page.getByRole('searchbox', { name: search }).fill(term)
  await page.getByRole('searchbox', { name: search }).press('Enter')
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await page.getByRole('button', { name: new RegExp(`^${button} `) }).click()
  await expect(page.locator('.ant-drawer .ant-table-row').first()).toBeVisible()
}

test('the registrar enters and imports admission figures; the visitor sees them', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, REGISTRAR, VERSIONS)
  await openFigures(page, 'Program adı veya kodu', 'IIBF-IKT-301', 'Yerleştirme verileri')
  const drawer = page.locator('.ant-drawer')
  await expect(drawer.getByRole('row', { name: /^2025 / })).toBeVisible()
  // Retry-safe: a year left by an earlier attempt is deleted first (confirmed).
  if (await drawer.getByRole('row', { name: new RegExp(`^${YEAR} `) }).count()) {
    await drawer.getByRole('button', { name: `Sil ${YEAR}` }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sil' }).click()
    await expect(drawer.getByRole('row', { name: new RegExp(`^${YEAR} `) })).toHaveCount(0)
  }

  // The form's rules: placed over the quota and a max below the min are refused before sending.
  await drawer.getByRole('button', { name: 'Yıl ekle' }).click()
  const modal = page.getByRole('dialog', { name: 'Yıl ekle' })
  await expect(modal.getByLabel('Yıl', { exact: true })).toHaveValue(YEAR)
  await modal.getByLabel('Kontenjan').fill('100')
  await modal.getByLabel('Yerleşen').fill('101')
  await modal.getByLabel('Taban puan').fill('420,5')
  await modal.getByLabel('Tavan puan').fill('410')
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(modal.getByText('Yerleşen sayısı kontenjanı aşamaz.')).toBeVisible()
  await expect(modal.getByText('En yüksek puan en düşük puandan küçük olamaz.')).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'admissions-form-tr')
  await modal.getByLabel('Yerleşen').fill('98')
  await modal.getByLabel('Tavan puan').fill('480,12345')
  await modal.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByText('Kaydedildi.').first()).toBeVisible()
  await expect(
    drawer.getByRole('row', { name: new RegExp(`^${YEAR} \\S+ 100 98 420,5 480,12345`) }),
  ).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'admissions-drawer-tr')
  await drawer.locator('.ant-drawer-close').click()

  // Import: the template, a sheet with a bad row (nothing stored), then the fixed sheet.
  await page.getByRole('button', { name: "Excel'den içe aktar" }).click()
  const dialog = page.getByRole('dialog', { name: "Yerleştirme verilerini Excel'den içe aktar" })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Şablonu indir' }).click(),
  ])
  const template = test.info().outputPath('template.xlsx')
  await download.saveAs(template)
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load((await readFile(template)) as unknown as ArrayBuffer)
  const ws = wb.worksheets[0]
  if (!ws) throw new Error('no sheet')
  let target = 0
  ws.eachRow((row, n) => {
    if (String(row.getCell(2).value).startsWith('İktisat Lisans') && String(row.getCell(3).value) === '2024')
      target = n
  })
  expect(target).toBeGreaterThan(1)
  const row = ws.getRow(target)
  row.getCell(5).value = 77
  row.getCell(6).value = 78 // more placed than the quota
  const bad = test.info().outputPath('bad.xlsx')
  await writeFile(bad, Buffer.from(await wb.xlsx.writeBuffer()))
  await dialog.locator('input[type=file]').setInputFiles(bad)
  await dialog.getByRole('button', { name: 'Denetle' }).click()
  await expect(dialog.getByText('1 satırda hata var; hiçbir satır kaydedilmedi.')).toBeVisible()
  await expect(dialog.getByRole('cell', { name: 'Yerleşen sayısı kontenjanı aşamaz.' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toBeDisabled()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'admissions-import-report-tr')
  row.getCell(6).value = 76
  const good = test.info().outputPath('good.xlsx')
  await writeFile(good, Buffer.from(await wb.xlsx.writeBuffer()))
  await dialog.locator('input[type=file]').setInputFiles(good)
  await dialog.getByRole('button', { name: 'Denetle' }).click()
  await expect(dialog.getByText(/satır geçerli: 0 yeni yıl, \d+ güncelleme/)).toBeVisible()
  await dialog.getByRole('button', { name: 'İçe aktar' }).click()
  await expect(page.getByText(/İçe aktarıldı: 0 yeni yıl/)).toBeVisible()

  // The visitor sees the added year and the imported figures in the public detail.
  const visitor = await pageWith(browser, { lang: 'tr' })
  await visitor.goto('/public/rehber')
  await visitor.getByRole('searchbox', { name: 'Program veya fakülte ara' }).fill('iktisat lisans')
  await visitor.getByRole('searchbox', { name: 'Program veya fakülte ara' }).press('Enter')
  await visitor.getByRole('link', { name: 'İktisat Lisans Programı' }).click()
  await expect(visitor.getByRole('heading', { name: 'İktisat Lisans Programı', level: 1 })).toBeVisible()
  await expect(visitor.getByRole('row', { name: new RegExp(`^${YEAR} .*100 98`) })).toBeVisible()
  await expect(visitor.getByRole('row', { name: /^2024 .*77 76/ })).toBeVisible()
  expect(await settledViolations(visitor)).toEqual([])
})

test('the admission figures in English, dark, at 375 px', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, REGISTRAR, VERSIONS)
  await openFigures(page, 'Programme name or code', 'IIBF-IKT-301', 'Admission figures')
  await expect(page.locator('.ant-drawer').getByRole('columnheader', { name: 'Minimum score' })).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'admissions-drawer-en-dark-375')
  await page.locator('.ant-drawer').getByRole('button', { name: 'Add a year' }).click()
  const modal = page.getByRole('dialog', { name: 'Add a year' })
  await modal.getByRole('button', { name: 'Save' }).click()
  await expect(modal.getByText('This field is required.').first()).toBeVisible()
  expect(await settledViolations(page)).toEqual([])
  await shot(page, 'admissions-form-en-dark-375')
})
