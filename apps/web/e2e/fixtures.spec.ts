/**
 * Fixtures end to end (issue 21 § Fixtures "It is done when"): the inventory officer hands two items to a
 * student with the generated and then uploaded protocol, and takes one back damaged; the inventory list in
 * English, dark mode, at 375 px; the sports office's page. Every visited page gets the axe check (no serious
 * or critical violations). The item-list import is checked too (a bad row reported; nothing stored).
 */

import ExcelJS from 'exceljs'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

const inventory = 'oguz.yildirim@anadoluteknik.edu.tr'
const sports = 'baris.unal@anadoluteknik.edu.tr'
/** The demo student with one studentship. */
const studentNo = '2025104001'

/** A minimal valid PDF standing in for the signed scan (the server sniffs the type). */
const SIGNED = {
  name: 'imzali-tutanak.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  ),
}

/**
 * Waits until nothing animates (a closing dropdown or a fading toast is measured at part of its contrast),
 * then asserts the shared axe check finds nothing serious; saves a screenshot named `name` under E2E_SHOTS.
 */
async function axe(page: Page, name: string) {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

/** Chooses the student by number in the picker labelled `label`. */
async function chooseStudent(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).fill(studentNo)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: studentNo }).click()
  // The student list must be gone (its closing animation too) before another list's options are read.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0)
}

/** Generates the protocol (a PDF download), uploads the signed scan and confirms completion. */
async function signAndComplete(page: Page, generate: string, complete: string, confirm: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: generate }).click()
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
  await expect(page.getByRole('button', { name: complete })).toBeDisabled()
  await page.locator('input[type=file]').setInputFiles(SIGNED)
  await page.getByRole('button', { name: complete }).click()
  await page.getByRole('button', { name: confirm }).click()
}

test('inventory hands two items to a student with the signed protocol and takes one back damaged', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const page = await pageWith(browser)
  await signIn(page, inventory, '/demirbas/ogrenci-teslim')
  await expect(page.getByText('Öğrenciye teslim', { exact: true }).first()).toBeVisible()
  await axe(page, 'fixtures-delivery-tr-light')

  await chooseStudent(page, 'Öğrenci')
  const items = page.getByLabel('Demirbaşlar', { exact: true })
  await items.fill('DMR-2026')
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option')
  await expect(options.first()).toBeVisible()
  const first = (await options.nth(0).innerText()).split(' — ')[0] ?? ''
  const second = (await options.nth(1).innerText()).split(' — ')[0] ?? ''
  await options.nth(0).click()
  await options.nth(1).click()
  await page.keyboard.press('Escape')
  expect(first).toMatch(/^DMR-2026-\d{4}$/)

  await signAndComplete(page, 'Tutanağı oluştur (PDF)', 'Teslimi tamamla', 'Onayla')
  await expect(page.getByText('Demirbaşlar öğrenciye teslim edildi.')).toBeVisible()
  const protocolRow = page.locator('.ant-table-row', { hasText: first })
  await expect(protocolRow.first()).toContainText(second)
  await expect(protocolRow.first()).toContainText('Teslim')

  // Refund: the same student, one of the two items back damaged.
  await page.goto('/demirbas/iade')
  await expect(page.getByText('Öğrenciden iade', { exact: true }).first()).toBeVisible()
  await chooseStudent(page, 'Öğrenci')
  const refundCard = page.locator('.ant-card', { hasText: 'Öğrenciden iade' })
  const heldRow = refundCard.locator('.ant-table-row', { hasText: first })
  await expect(heldRow).toBeVisible()
  await expect(refundCard.locator('.ant-table-row', { hasText: second })).toBeVisible()
  await heldRow.getByRole('checkbox').check()
  await page.getByLabel(`İade durumu ${first}`).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('Hasarlı').click()
  await page.getByLabel(`Hasar açıklaması ${first}`).fill('Kasası çatlak, şarj girişi kırık')
  await axe(page, 'fixtures-refund-tr-light')
  await signAndComplete(page, 'Tutanağı oluştur (PDF)', 'İadeyi tamamla', 'Onayla')
  await expect(page.getByText('Demirbaşlar iade alındı.')).toBeVisible()
  // The refunded item is no longer held; the other still is.
  await expect(refundCard.locator('.ant-table-row', { hasText: first })).toHaveCount(0)
  await expect(refundCard.locator('.ant-table-row', { hasText: second })).toBeVisible()
  await expect(
    page.locator('.ant-card', { hasText: 'Tamamlanan tutanaklar' }).locator('.ant-table-row').first(),
  ).toContainText('Hasarlı: Kasası çatlak, şarj girişi kırık')

  // The inventory shows the damaged item with its damage.
  await page.goto('/demirbas/liste')
  await page.getByPlaceholder('Demirbaş no, ad, konum veya öğrenci no').fill(first)
  await page.getByPlaceholder('Demirbaş no, ad, konum veya öğrenci no').press('Enter')
  const row = page.locator('.ant-table-row', { hasText: first })
  await expect(row).toContainText('Hasarlı')
  await expect(row).toContainText('Kasası çatlak')
  await axe(page, 'fixtures-inventory-tr-light')
})

test('the inventory list in English, dark mode, at 375 px', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, inventory, '/demirbas/liste')
  await expect(page.getByText('Fixture list', { exact: true })).toBeVisible()
  await page.getByLabel('State', { exact: true }).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('Handed out').click()
  await page.mouse.click(5, 400)
  await expect(page.locator('.ant-table-row').first()).toContainText('Handed out')
  await expect(page.getByText(/items in total/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await axe(page, 'fixtures-inventory-en-dark-375')

  await page.goto('/demirbas/ogrenci-teslim')
  await expect(page.getByText('Delivery to student', { exact: true }).first()).toBeVisible()
  await axe(page, 'fixtures-delivery-en-dark-375')
})

test('the sports office manages its own equipment', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await signIn(page, sports, '/spor/zimmetler')
  await expect(page.getByRole('tab', { name: 'Envanter' })).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toContainText('SPR-2026-')
  await expect(page.locator('.ant-table-row', { hasText: 'DMR-2026-' })).toHaveCount(0)
  await axe(page, 'fixtures-sports-tr-light')
  await page.getByRole('tab', { name: 'İade' }).click()
  await expect(page.getByText('Öğrenciden iade', { exact: true })).toBeVisible()
  await axe(page, 'fixtures-sports-refund-tr-light')
})

/** An item list as xlsx bytes: a header row, then `rows` (registry no, name, properties, location, state). */
async function itemSheet(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Demirbaşlar')
  ws.addRow(['Demirbaş No', 'Adı', 'Özellikler', 'Konum', 'Durum'])
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

test('inventory checks an item list to import: a bad row is reported and blocks it, a valid list is ready', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser)
  await signIn(page, inventory, '/demirbas/liste')
  await page.getByRole('button', { name: "Excel'den içe aktar" }).click()
  const dialog = page.getByRole('dialog', { name: "Excel'den içe aktar" })
  await expect(dialog.getByRole('button', { name: 'Kontrol et' })).toBeDisabled()
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'liste.xlsx',
    mimeType: xlsx,
    buffer: await itemSheet([['E2E-IMP-1', 'X', '', 'Depo', '']]),
  })
  await dialog.getByRole('button', { name: 'Kontrol et' }).click()
  await expect(dialog.getByText('1 satırda hata var; düzeltip yeniden yükleyin.')).toBeVisible()
  await expect(dialog.getByRole('cell', { name: 'Ad 2–200 karakter olmalıdır.' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toBeDisabled()
  await axe(page, 'fixtures-import-report-tr')

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'liste.xlsx',
    mimeType: xlsx,
    buffer: await itemSheet([['E2E-IMP-1', 'Projeksiyon cihazı', 'Marka: Epson', 'Depo', '']]),
  })
  await dialog.getByRole('button', { name: 'Kontrol et' }).click()
  await expect(dialog.getByText('Tüm satırlar geçerli: 1 yeni, 0 güncellenecek.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'İçe aktar' })).toBeEnabled()
})
