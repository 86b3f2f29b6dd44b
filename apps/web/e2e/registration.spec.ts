/**
 * Course registration end to end (issue 7 "It is done when"; spec §1, §4, §5): the seeded new student (her
 * registration this term has not started; the demo student's is already approved, issue 24) builds a basket
 * and sends it; the seeded advisor writes the pre-interview note and approves; the student sees the approval.
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, type Page, test } from './support/test.ts'

/** The new demo student 2026101901 (Deniz Aksu), advised by the demo instructor-advisor. */
const newStudent = '2026101901@ogr.anadoluteknik.edu.tr'

/** Confirms the open Popconfirm. */
async function confirm(page: Page) {
  await page.locator('.ant-popconfirm').last().locator('.ant-btn-primary').click()
}

test('student submits a basket, advisor writes the pre-interview and approves, student sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await signIn(page, newStudent, '/ogrenci/ders-kaydi')
  await expect(page.getByText('Ders Sepetim')).toBeVisible()
  await page
    .getByRole('button', { name: /^Ekle / })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Çıkar' })).toHaveCount(1)
  await page.getByRole('button', { name: 'Danışman Onayına Gönder' }).click()
  await confirm(page)
  await expect(page.getByText('Ders kaydınız danışman onayını bekliyor.')).toBeVisible()

  const advisor = await (await browser.newContext({ locale: 'tr-TR' })).newPage()
  await signIn(advisor, accounts.instructorAdvisor)
  await advisor
    .getByRole('banner')
    .getByRole('button', { name: /Aktif rol/ })
    .click()
  await advisor.getByRole('menuitem', { name: 'Danışman' }).click()
  await expect(advisor.getByText('Başarılı bir şekilde Danışman rolüne geçiş yaptınız.')).toBeVisible()
  await advisor.goto('/danisman/ders-onay/2026101901')
  await expect(advisor.getByText('2026101901 — Deniz Aksu')).toBeVisible()
  // Approving before the pre-interview takes the advisor to its tab, not to a confirmation whose OK is
  // disabled; each note's counter shows the rule's limit (fewer than 2500 characters) (issue 24).
  await advisor.getByRole('tab', { name: 'Ders Sepeti' }).click()
  await advisor.getByRole('button', { name: 'Onayla' }).click()
  await expect(advisor.getByRole('tab', { name: 'Ön Görüşme' })).toHaveAttribute('aria-selected', 'true')
  await expect(advisor.locator('.ant-popconfirm')).toHaveCount(0)
  await expect(advisor.getByText(/\/ 2499$/).first()).toBeVisible()
  await expect(advisor.getByText(/\/ 2600$/)).toHaveCount(0)
  await advisor
    .getByLabel('Akademik Durum')
    .fill(
      'Öğrenci dönem başarısını ve ders yükünü değerlendirdi; seçtiği dersler müfredatına uygun görünmektedir.',
    )
  await advisor.getByRole('button', { name: 'Notları Kaydet' }).click()
  await expect(advisor.getByText('Ön görüşme tamamlandı.').first()).toBeVisible()
  await advisor.getByRole('tab', { name: 'Ders Sepeti' }).click()
  await advisor.getByRole('button', { name: 'Onayla' }).click()
  await confirm(advisor)
  await expect(advisor.getByRole('tabpanel').getByText('Onaylandı', { exact: true })).toBeVisible()
  await advisor.context().close()

  await page.reload()
  await expect(page.getByText('Ders kaydınız danışmanınız tarafından onaylandı.')).toBeVisible()
})
