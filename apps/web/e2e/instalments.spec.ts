/**
 * Instalment plans, cancellation, collections and the budget (issue 17 § Instalment plans; Budget): finance
 * filters plans and opens one; cancels a plan with a reason after seeing the refund; records a collection;
 * opens the budget and exports it. Turkish light, English dark at 375 px; axe on every visited page.
 */
import { expect, type Page, test } from '@playwright/test'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { signIn } from './support/session.ts'

const FINANCE = 'hakan.erdem@anadoluteknik.edu.tr'

test.setTimeout(180_000)

/** Waits for spinners, toasts and animations to end, then checks axe. */
async function axeClean(page: Page) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 6000 })
  await page.mouse.move(1, 1)
  await page.waitForTimeout(600)
  expect(await seriousViolations(page)).toEqual([])
}

test('finance filters plans and opens one (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, FINANCE, '/mali/vinov-planlari')
  await expect(page.getByText(/Öğrencilerin taksit planları/)).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await axeClean(page)
  await shot(page, 'instalments-plans-tr')
  await page.getByLabel('Durum').click()
  await page.getByTitle('İptal', { exact: true }).click()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0)
  const states = await page.locator('.ant-table-row .ant-tag').allTextContents()
  expect(states.length).toBeGreaterThan(0)
  expect(states.every((s) => s === 'İptal')).toBe(true)
  await page.getByRole('button', { name: 'Aç' }).first().click()
  await expect(page.getByText('Taksitler', { exact: true })).toBeVisible()
  await expect(page.getByText(/tarihinde iptal edildi/)).toBeVisible()
  await axeClean(page)
  await shot(page, 'instalments-plan-detail-tr')
})

test('finance cancels a plan with a reason after seeing the refund (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'tr' })
  await signIn(page, FINANCE, '/mali/vinov-iptal')
  await expect(page.getByText(/İptal edilecek aktif planı arayın/)).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await axeClean(page)
  await page.getByRole('button', { name: 'İptal et' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(/Plan iptali/)).toBeVisible()
  // The reason is required, and confirming needs the refund computed first.
  await expect(dialog.getByRole('button', { name: 'İptali onayla' })).toBeDisabled()
  await dialog.getByRole('button', { name: 'İadeyi hesapla' }).click()
  await expect(page.getByTestId('refund-total')).toHaveText(/TL$/)
  const refund = (await page.getByTestId('refund-total').textContent()) ?? ''
  await dialog.getByRole('button', { name: 'İptali onayla' }).click()
  await expect(dialog.getByText('İptal nedeni girilmelidir.')).toBeVisible()
  await dialog.getByLabel('İptal nedeni').fill('Kayıt sildirme talebi')
  await axeClean(page)
  await shot(page, 'instalments-cancel-preview-tr')
  await dialog.getByRole('button', { name: 'İptali onayla' }).click()
  const confirm = page.getByRole('dialog').filter({ hasText: 'Plan iptal edilsin mi?' })
  await expect(confirm.getByText(refund)).toBeVisible()
  await confirm.getByRole('button', { name: 'İptali onayla' }).click()
  await expect(page.getByText(`Plan iptal edildi. İade: ${refund}`)).toBeVisible()
})

test('finance records a collection and opens the budget and exports it (English, dark, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, FINANCE, '/mali/tahsilatlar')
  await expect(page.getByText(/Recorded collections; each settles/)).toBeVisible()
  await expect(page.locator('.ant-table-row').first()).toBeVisible()
  await axeClean(page)
  await shot(page, 'instalments-collections-en-dark')
  await page.getByRole('button', { name: 'Record collection' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Choose' }).first().click()
  await expect(dialog.getByText(/Chosen plan/)).toBeVisible()
  await dialog.getByLabel('Amount (TL)').fill('1,5')
  await axeClean(page)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Collection recorded.')).toBeVisible()
  await expect(page.getByRole('row', { name: /1\.50 TL/ }).first()).toBeVisible()

  await page.goto('/mali/butce')
  await expect(page.getByText(/Fees expected, collected, refunded and outstanding/)).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Total' })).toBeVisible()
  await expect(
    page
      .locator('svg')
      .filter({ has: page.locator('path') })
      .first(),
  ).toBeVisible()
  await axeClean(page)
  await shot(page, 'instalments-budget-en-dark')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download XLSX' }).click()
  expect((await download).suggestedFilename()).toBe('budget.xlsx')
})
