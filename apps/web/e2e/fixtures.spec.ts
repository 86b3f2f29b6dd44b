/**
 * Fixtures end to end (issue 21 § Fixtures "It is done when"): the inventory officer hands two items to a
 * student with the generated and then uploaded protocol, and takes one back damaged; the inventory list in
 * English, dark mode, at 375 px; the sports office's page. Every visited page gets the axe check (no serious
 * or critical violations).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signIn } from './support/session.ts'

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

/** Serious and critical axe violations on the current page (as in a11y.spec.ts). */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Chooses the student by number in the picker labelled `label`. */
async function chooseStudent(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).fill(studentNo)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: studentNo }).click()
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
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, inventory, '/demirbas/ogrenci-teslim')
  await expect(page.getByText('Öğrenciye teslim', { exact: true }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

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
  expect(await seriousViolations(page)).toEqual([])
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
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/fixtures-inventory-tr-light.png', fullPage: true })
})

test('the inventory list in English, dark mode, at 375 px', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 375, height: 780 })
  await page.addInitScript(() => {
    localStorage.setItem('language', 'en')
    localStorage.setItem('themeMode', 'dark')
  })
  await signIn(page, inventory, '/demirbas/liste')
  await expect(page.getByText('Fixture list', { exact: true })).toBeVisible()
  await page.getByLabel('State', { exact: true }).click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('Handed out').click()
  await page.mouse.click(5, 400)
  await expect(page.locator('.ant-table-row').first()).toContainText('Handed out')
  await expect(page.getByText(/items in total/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: 'test-results/fixtures-inventory-en-dark-375.png', fullPage: true })
  expect(await seriousViolations(page)).toEqual([])

  await page.goto('/demirbas/ogrenci-teslim')
  await expect(page.getByText('Delivery to student', { exact: true }).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/fixtures-delivery-en-dark-375.png', fullPage: true })
})

test('the sports office manages its own equipment', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, sports, '/spor/zimmetler')
  await expect(page.getByRole('tab', { name: 'Envanter' })).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toContainText('SPR-2026-')
  await expect(page.locator('.ant-table-row', { hasText: 'DMR-2026-' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('tab', { name: 'İade' }).click()
  await expect(page.getByText('Öğrenciden iade', { exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'test-results/fixtures-sports-tr-light.png', fullPage: true })
})
