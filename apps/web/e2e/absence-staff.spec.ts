/**
 * Absences for staff end to end (issue 6 § Absences; spec §3 "excuse type and hours", "exemption status,
 * reason and date", §9 counting): the seeded instructor sets the excuse of a student's absent hours, adds and
 * removes an exam exemption, and switches the report between school-day and calendar-day counting, for the
 * section report and a student's report.
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** The current term's BIL101 section (the seeded instructor's section with absences). */
const SECTION = /2026-2027 Güz Dönemi · BIL101/

/** Chooses the section in the page's section select. */
async function chooseSection(page: Page) {
  await page.getByRole('combobox', { name: 'Şube' }).click()
  await page.getByTitle(SECTION).click()
}

test('instructor sets excuse hours, adds and removes an exam exemption, switches the report counting', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, accounts.instructorAdvisor, '/ogretim/mazeret-saatleri')
  await expect(page.getByRole('heading', { name: 'Mazeret Saatleri' })).toBeVisible()
  await expect(page.getByText('Görüntülemek için bir şube seçin.')).toBeVisible()

  // Excuse hours: open a student's days, mark the first day's hours as official duty (not counted).
  await chooseSection(page)
  await expect(page.getByText('Şube toplamı')).toBeVisible()
  await page.getByRole('button', { name: 'Satırı genişlet' }).first().click()
  await page
    .getByRole('button', { name: /^Mazereti düzenle / })
    .first()
    .click()
  const excuse = page.getByRole('dialog', { name: 'Mazereti düzenle' })
  await expect(excuse).toBeVisible()
  await excuse.getByRole('combobox', { name: 'Mazeret türü' }).click()
  await page.getByTitle('Resmi görev', { exact: true }).click()
  await expect(excuse.getByRole('checkbox', { name: 'Devamsızlık sınırına sayılsın' })).not.toBeChecked()
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Absences/Entry/Excuse') && r.request().method() === 'POST',
  )
  await excuse.getByRole('button', { name: 'Kaydet' }).click()
  expect((await saved).status()).toBe(200)
  await expect(excuse).toBeHidden()
  await expect(page.getByText('Mazeret kaydedildi.')).toBeVisible()
  await expect(page.getByText(/1\. saat · Resmi görev/).first()).toBeVisible()
  const total = page.getByRole('row').filter({ hasText: 'Şube toplamı' })
  await expect(total.getByRole('cell').nth(3)).not.toHaveText('0')

  // Exam exemptions: add one for the first student without one, then remove it after the confirmation.
  await page.goto('/ogretim/sinav-muafiyetleri')
  await expect(page.getByRole('heading', { name: 'Sınav Muafiyetleri' })).toBeVisible()
  await chooseSection(page)
  await page.getByRole('button', { name: 'Muafiyet ekle' }).click()
  const add = page.getByRole('dialog', { name: 'Muafiyet ekle' })
  await add.getByRole('combobox', { name: 'Öğrenci' }).click()
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()
  const student = (await option.getAttribute('title')) ?? ''
  expect(student).toMatch(/^\d{10} /)
  await page.getByTitle(student, { exact: true }).click()
  await add.getByRole('textbox', { name: 'Gerekçe' }).fill('Ulusal spor müsabakasına katılım')
  const added = page.waitForResponse((r) => r.url().includes('/api/Absences/Exemptions/Add'))
  await add.getByRole('button', { name: 'Ekle' }).click()
  expect((await added).status()).toBe(200)
  await expect(add).toBeHidden()
  const row = page.getByRole('row').filter({ hasText: 'Ulusal spor müsabakasına katılım' })
  await expect(row).toContainText(student.slice(0, 10))
  await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4}/)
  await row.getByRole('button', { name: /^Kaldır / }).click()
  await expect(page.getByText('Muafiyet kaldırılsın mı?')).toBeVisible()
  const removed = page.waitForResponse((r) => r.url().includes('/api/Absences/Exemptions/Remove'))
  await page.locator('.ant-popconfirm').last().locator('.ant-btn-primary').click()
  expect((await removed).status()).toBe(200)
  await expect(row).toHaveCount(0)
  await expect(page.getByText('Bu şubede sınav muafiyeti yok.')).toBeVisible()

  // Report: school days by default; switch to calendar days for the section and a student's report.
  await page.goto('/ogretim/devamsizlik-raporu')
  await chooseSection(page)
  await expect(page.getByText(/^Okul günü sayımı:/)).toBeVisible()
  const calendar = page.waitForResponse(
    (r) => r.url().includes('/api/Absences/Report/Section') && r.url().includes('counting=calendar'),
  )
  await page.getByText('Takvim günü', { exact: true }).click()
  expect((await calendar).status()).toBe(200)
  await expect(page.getByText(/^Takvim günü sayımı:/)).toBeVisible()
  const first = page.getByRole('button', { name: /^Öğrenci raporu: / }).first()
  const studentReport = page.waitForResponse(
    (r) => r.url().includes('/api/Absences/Report/Student') && r.url().includes('counting=calendar'),
  )
  await first.click()
  expect((await studentReport).status()).toBe(200)
  await expect(page.getByRole('tab', { name: 'Öğrenci raporu', selected: true })).toBeVisible()
  await expect(page.getByText('Takvim günü', { exact: true }).last()).toBeVisible()
  const school = page.waitForResponse(
    (r) => r.url().includes('/api/Absences/Report/Student') && r.url().includes('counting=school'),
  )
  await page.getByText('Okul günü', { exact: true }).click()
  expect((await school).status()).toBe(200)
  await expect(page.getByText(/^Okul günü sayımı:/)).toBeVisible()
  await expect(page.getByRole('cell', { name: /BIL101 Programlamaya Giriş/ })).toBeVisible()
})
