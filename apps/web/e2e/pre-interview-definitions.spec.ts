/**
 * Pre-interview definitions end to end (issue 7 "Definitions of pre-interview categories (with colour: red
 * marks a mandatory one) and details, by authorised staff"; spec §1): the seeded head of department adds a
 * category, edits it, and adds a detail under it.
 */

import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** The seeded head of department (P10002, roles instructor, advisor, head of department). */
const headOfDepartment = 'mustafa.kilic@anadoluteknik.edu.tr'

test('head of department defines a pre-interview category and a detail under it', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, headOfDepartment)
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await page.getByRole('menuitem', { name: 'Bölüm Başkanı' }).click()
  await expect(page.getByText('Başarılı bir şekilde Bölüm Başkanı rolüne geçiş yaptınız.')).toBeVisible()
  await page.goto('/bolum/on-gorusme-kategorileri')
  await expect(
    page.getByText('Ön görüşme kategorileri. Kırmızı renk zorunlu kategoriyi belirtir.'),
  ).toBeVisible()

  // A new category: the names are required, the colour is chosen from the list.
  await page.getByRole('button', { name: 'Yeni' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog.getByText('En az 2 karakter giriniz.').first()).toBeVisible()
  await dialog.getByLabel('Ad (Türkçe)').fill('Kariyer Planı')
  await dialog.getByLabel('Ad (İngilizce)').fill('Career Plan')
  await dialog.getByLabel('Renk').click()
  await page.getByTitle('Kırmızı (zorunlu)').click()
  await dialog.getByRole('button', { name: 'Kaydet' }).click()
  await expect(dialog).toHaveCount(0)
  const row = page.getByRole('row', { name: /Kariyer Planı/ })
  await expect(row).toContainText('Kırmızı (zorunlu)')

  // Edit it: the form opens with its values; the new name shows in the table.
  await row.getByRole('button', { name: 'Düzenle' }).click()
  await expect(page.getByRole('dialog').getByLabel('Ad (Türkçe)')).toHaveValue('Kariyer Planı')
  await page.getByRole('dialog').getByLabel('Ad (Türkçe)').fill('Kariyer Planlaması')
  await page.getByRole('dialog').getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByRole('row', { name: /Kariyer Planlaması/ })).toBeVisible()

  // A detail under the new category.
  await page.goto('/bolum/on-gorusme-detaylari')
  await page.getByRole('button', { name: 'Yeni' }).click()
  const detail = page.getByRole('dialog')
  // Choose the new category, until the select shows it (a click during the list's opening can miss).
  await expect(async () => {
    await detail.getByLabel('Kategori').click()
    await page.locator('.ant-select-dropdown:visible').getByTitle('Kariyer Planlaması').click()
    await expect(detail.getByTitle('Kariyer Planlaması')).toBeVisible({ timeout: 1000 })
  }).toPass()
  await detail.getByLabel('Metin (Türkçe)').fill('Mezuniyet sonrası hedeflerini konuşun.')
  await detail.getByLabel('Metin (İngilizce)').fill('Talk about the goals after graduation.')
  await detail.getByRole('button', { name: 'Kaydet' }).click()
  await expect(detail).toHaveCount(0)
  const detailRow = page.getByRole('row', { name: /Mezuniyet sonrası hedeflerini konuşun\./ })
  await expect(detailRow).toBeVisible()
  // Editing a detail after adding one opens the form with that detail's values, not the last new one's.
  await detailRow.getByRole('button', { name: 'Düzenle' }).click()
  await expect(page.getByRole('dialog').getByLabel('Metin (İngilizce)')).toHaveValue(
    'Talk about the goals after graduation.',
  )
})
