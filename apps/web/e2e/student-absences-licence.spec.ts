/**
 * The student's absences and Microsoft licence pages end to end (issue 5 "Absences", "Microsoft licence",
 * "Bad input … gets the §5 messages and stores nothing"; spec §5, §8): the seeded student sees her courses
 * with their percentages, sends an excuse request whose "PDF" is really text and is refused, then sends a
 * real PDF and sees the request pending; on the licence page A1 is held and an A3 request becomes
 * "requested".
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** A minimal valid PDF (the server sniffs the type from the content). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Fills the excuse request form with the first course, today as the range, a reason and `file`. */
async function fillRequest(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dialog = page.getByRole('dialog', { name: 'Mazeret talebi' })
  await dialog.getByLabel('Ders').click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
  await dialog.getByPlaceholder('Başlangıç tarihi').click()
  // Today as a one-day range: always in the calendar's view, whatever the date of the run.
  const today = page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today').first()
  await today.click()
  // The picker takes the start and moves on to the end date before the second click (a slow machine lags).
  await expect(dialog.getByPlaceholder('Başlangıç tarihi')).not.toHaveValue('')
  await expect(dialog.getByPlaceholder('Bitiş tarihi')).toBeFocused()
  await today.click()
  await expect(dialog.getByPlaceholder('Bitiş tarihi')).not.toHaveValue('')
  await dialog.getByLabel('Mazeret türü').click()
  await page.locator('.ant-select-dropdown:visible').getByTitle('Sağlık').click()
  await dialog.getByLabel('Açıklama').fill('Grip nedeniyle iki gün derslere katılamadım; rapor ektedir.')
  await dialog.locator('input[type=file]').setInputFiles(file)
  return dialog
}

test('student sees her absences and sends an excuse request; a disguised file is refused', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signIn(page, accounts.studentDouble, '/ogrenci/devamsizliklarim')
  await expect(page.getByRole('heading', { name: 'Devamsızlıklarım' })).toBeVisible()
  // Each course with its percentage against the limit (other specs may excuse some of her hours, so the
  // near-the-limit warning itself is asserted by the API tests, not here).
  await expect(page.locator('.ant-table-row').first()).toContainText('%')

  const pending = page.locator('.ant-table-row', { hasText: 'Bekliyor' })
  const before = await pending.count()
  await page.getByRole('button', { name: 'Mazeret talebi' }).click()
  const dialog = await fillRequest(page, {
    name: 'rapor.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is plain text wearing a .pdf name'),
  })
  await dialog.getByRole('button', { name: 'Gönder' }).click()
  await expect(dialog.getByText(/Dosya türü uygun değil|Dosya boyutu veya türü uygun değil/)).toBeVisible()
  // Nothing was stored: the list behind the dialog has no pending request.
  await expect(pending).toHaveCount(before)

  // The student replaces the file with a real PDF and sends the same form again.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'rapor.pdf', mimeType: 'application/pdf', buffer: PDF })
  await dialog.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByText('Talebiniz alındı.')).toBeVisible()
  await expect(pending).toHaveCount(before + 1)
})

test('student holds A1 and requests an A3 licence', async ({ page }) => {
  await signIn(page, accounts.student, '/ogrenci/microsoft-lisans')
  await expect(page.getByText('A1 Lisansı', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'A3 lisansı talep et' }).click()
  await page.getByRole('button', { name: 'Talep et', exact: true }).click()
  await expect(page.getByText('A3 lisans talebiniz alındı.')).toBeVisible()
  await expect(page.getByText('Talep edildi')).toBeVisible()
})
