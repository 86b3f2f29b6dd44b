/**
 * Proxy delegation as the seeded finance officer (spec §1 "Proxy delegation with list, add and delete";
 * issue "Staff self-service"): add a proxy to the inventory officer starting today, see it listed, try the
 * identical one again and get the §8 message, delete it after confirming; the texts in tr and en.
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** Today in Istanbul as the Turkish date format DD.MM.YYYY, and the day after. */
function istanbulDates(): [string, string] {
  const fmt = new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
  const now = new Date()
  return [fmt.format(now), fmt.format(new Date(now.getTime() + 24 * 3600 * 1000))]
}

test('finance officer gives, lists and deletes a proxy; identical proxy refused', async ({ page }) => {
  // Two dialogs, a deletion and a language switch: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000)
  await signIn(page, accounts.finance, '/personel/vekalet')
  await expect(page.getByRole('heading', { name: 'Vekalet İşlemleri' })).toBeVisible()
  // The seeded delegation behind Gülşen Aydın's finance proxy role is listed (issue 24).
  await expect(page.getByRole('row', { name: /P10004/ })).toContainText('Geçerli')

  const addProxy = async () => {
    await page.getByRole('button', { name: 'Yeni vekalet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Yeni vekalet' })
    await expect(dialog).toBeVisible()
    const taker = dialog.getByLabel('Vekalet verilecek personel')
    await taker.click()
    await taker.fill('P10007')
    await page.getByTitle(/Oğuz Yıldırım \(P10007\)/).click()
    const [start, end] = istanbulDates()
    const startInput = dialog.getByPlaceholder('Başlangıç tarihi')
    await startInput.click()
    await startInput.pressSequentially(start)
    await startInput.press('Enter')
    const endInput = dialog.getByPlaceholder('Bitiş tarihi')
    await endInput.pressSequentially(end)
    await endInput.press('Enter')
    await dialog.getByRole('button', { name: 'Kaydet' }).click()
    return dialog
  }

  const dialog = await addProxy()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row', { name: /P10007/ })
  await expect(row).toContainText('Mali İşler')
  await expect(row).toContainText('Geçerli')

  const again = await addProxy()
  await expect(again.getByText('Vekalet oluşturulamadı: aynı vekalet zaten mevcut.')).toBeVisible()
  await again.getByRole('button', { name: 'Vazgeç' }).click()

  await row.getByRole('button', { name: 'Sil' }).click()
  await page.getByRole('button', { name: 'Sil', exact: true }).last().click()
  await expect(row).toContainText('Silindi')

  await page.getByRole('radiogroup', { name: 'Dil' }).getByText('EN', { exact: true }).click()
  await expect(page.getByRole('tab', { name: 'Proxies I gave' })).toBeVisible()
  await expect(page.getByRole('row', { name: /P10007/ })).toContainText('Deleted')
})
