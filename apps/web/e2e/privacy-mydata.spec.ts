/**
 * "My personal data" (issue 39, KVKK Art. 11) end to end: a student sees what the portal holds about her, starts
 * the export and downloads the ZIP, and files a correction request with its 30-day deadline; the data protection
 * officer (the system administrator's second role) answers it from the request queue; the student sees the answer.
 * Every visited page gets the axe check, in Turkish light at 1366 px and English dark at 375 px.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signInAcknowledging } from './support/privacy.ts'
import { signIn, switchRole } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

/** A student with two studentships (not used by the other privacy spec). */
const STUDENT = accounts.studentDouble

async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

test('a student exports her data and files a request; the officer answers; she sees the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const marker = `Doğum yerim yanlış kayıtlı, düzeltilmesini istiyorum (${Date.now()}).`

  // The student's page: the categories, then the export and its download.
  const student = await pageWith(browser)
  await signInAcknowledging(student, STUDENT, '/kisisel-verilerim')
  await expect(student.getByText('Tuttuğumuz veriler')).toBeVisible()
  await expect(student.getByRole('cell', { name: 'Kimlik ve iletişim bilgileri' })).toBeVisible()
  await expect(student.getByRole('cell', { name: 'Notlar ve dönem ortalamaları' })).toBeVisible()
  await check(student, 'privacy-mydata-tr-light')
  await student.getByRole('button', { name: 'Dışa aktarımı başlat' }).click()
  const download = student.getByRole('button', { name: 'ZIP dosyasını indir' })
  await expect(download).toBeVisible({ timeout: 30_000 })
  const file = student.waitForEvent('download')
  await download.click()
  expect((await file).suggestedFilename()).toBe('kisisel-verilerim.zip')

  // A correction request, with its legal deadline.
  await student.getByLabel('Açıklama').fill(marker)
  await student.getByRole('button', { name: 'Başvur', exact: true }).click()
  await expect(student.getByText('Başvurunuz alındı.')).toBeVisible()
  const item = student.getByRole('listitem').filter({ hasText: marker })
  await expect(item).toContainText('Yanıt bekliyor')
  await expect(item).toContainText('Yasal yanıt süresi')

  // The data protection officer answers it from the queue.
  const officer = await pageWith(browser)
  await signIn(officer, accounts.sysadmin)
  await switchRole(officer, 'Kişisel Veri Koruma Sorumlusu')
  await officer.goto('/kvkk/basvurular')
  const row = officer.getByRole('row').filter({ hasText: marker })
  await expect(row).toContainText('Düzeltme')
  await check(officer, 'privacy-request-queue-tr-light')
  await row.getByRole('button', { name: 'Yanıtla' }).click()
  const dialog = officer.getByRole('dialog')
  await dialog.getByLabel('Yanıt', { exact: true }).fill('Doğum yeriniz nüfus kaydına göre düzeltildi.')
  await check(officer, 'privacy-request-answer-tr-light')
  await dialog.getByRole('button', { name: 'Yanıtı gönder' }).click()
  await expect(
    officer.getByText('Başvuru yanıtlandı. Yanıt, başvuranın Kişisel Verilerim sayfasında görünür.'),
  ).toBeVisible()

  // The student sees the answer, in English, dark, at 375 px.
  const narrow = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInAcknowledging(narrow, STUDENT, '/kisisel-verilerim')
  await expect(narrow.getByText('The data we hold')).toBeVisible()
  const answered = narrow.getByRole('listitem').filter({ hasText: marker })
  await expect(answered).toContainText('Accepted')
  await expect(answered).toContainText('Doğum yeriniz nüfus kaydına göre düzeltildi.')
  await check(narrow, 'privacy-mydata-en-dark-375')
})
