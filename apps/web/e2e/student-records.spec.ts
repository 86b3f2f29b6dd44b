/**
 * The student's events and points and documents (issue 5 § Events and points, § Documents; spec §1, §2
 * /public/belge-viewer, §4): the seeded student requests an English transcript, downloads its PDF, opens the
 * public viewer by its verification code, deletes the request after confirming; then sees the events with
 * the per-type totals and the received versus passing points.
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('student requests, downloads, verifies and deletes a document; views events and points', async ({
  page,
}) => {
  // Five pages and a PDF round trip: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(60_000)
  await signIn(page, accounts.student, '/ogrenci/belgelerim')
  await expect(page.getByRole('heading', { name: 'Belgelerim' })).toBeVisible()
  // seeded certificate
  await expect(page.getByRole('row', { name: /Öğrenci Belgesi/ })).toBeVisible()

  await page.getByLabel('Belge türü').click()
  await page.getByTitle('Not Durum Belgesi').click()
  await page.getByText('İngilizce', { exact: true }).click()
  await page.getByRole('button', { name: 'Talep et' }).click()
  await expect(page.getByText('Belge talebiniz alındı ve belgeniz oluşturuldu.')).toBeVisible()

  const row = page.getByRole('row', { name: /Not Durum Belgesi/ })
  await expect(row).toContainText('Belge oluşturuldu')
  await expect(row).toContainText('İngilizce')
  const download = page.waitForEvent('download')
  await row.getByRole('button', { name: 'İndir' }).click()
  expect((await download).suggestedFilename()).toMatch(/^transcript-2025104001-\d+\.pdf$/)

  const code = (await row.locator('code').innerText()).trim()
  expect(code).toMatch(/^[A-Z2-9]{10}$/)
  await page.goto(`/public/belge-viewer?code=${code}`)
  await expect(page.getByText('Grade Status Document (Transcript)')).toBeVisible()
  await expect(page.getByText('Can Öztürk')).toBeVisible()
  await expect(page.getByText('2025104001', { exact: true })).toBeVisible()

  await page.goto('/ogrenci/belgelerim')
  await row.getByRole('button', { name: 'Sil' }).click()
  await page.getByRole('tooltip').getByRole('button', { name: 'Sil' }).click()
  await expect(page.getByText('Belge talebi silindi.')).toBeVisible()
  await expect(row).toHaveCount(0)

  await page.goto('/ogrenci/etkinliklerim')
  await expect(page.getByRole('heading', { name: 'Etkinliklerim ve Puanlarım' })).toBeVisible()
  await expect(page.getByText('Geçer puana ulaşılmadı')).toBeVisible()
  await expect(page.getByRole('row', { name: /^Kulüp Etkinliği/ })).toContainText('40')
  await expect(page.getByRole('row', { name: /Münazara Kulübü Turnuvası/ })).toContainText('Katıldı')
})
