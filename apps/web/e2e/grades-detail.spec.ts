/**
 * Grade detail, history and document end to end (issue 5 § Grades, issue 6): the seeded student opens a
 * finished term's detail from "Notlarım" and sees a finalised course's grade-book components and its class
 * distribution chart, while a course of this term shows no grade; the seeded instructor enters a grade,
 * opens the student's grade history and sees the change, and downloads the section's grade document (PDF).
 */

import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('the student opens a term’s detail and sees a finalised course’s distribution chart', async ({
  page,
}) => {
  await signIn(page, accounts.studentDouble, '/ogrenci/notlarim')
  await page.getByRole('link', { name: 'Ayrıntılar ve dağılım: 2025-2026 Bahar Dönemi' }).click()
  await page.waitForURL(/\/ogrenci\/notlarim\/\d+$/)
  await expect(page.getByRole('heading', { name: '2025-2026 Bahar Dönemi' })).toBeVisible()

  const course = page.getByTestId('course-BIL304')
  await expect(course.getByRole('cell', { name: 'Vize', exact: true })).toBeVisible()
  await expect(course.getByRole('cell', { name: '%40' })).toBeVisible()
  await expect(course.getByText('Sınıfın not dağılımı')).toBeVisible()
  // The ECharts chart is drawn (SVG renderer) and marks the student's own letter.
  await expect(course.locator('svg').filter({ hasText: 'Sizin notunuz' })).toBeVisible()
  await expect(course.getByText('Öğrenci sayısı')).toBeVisible()
  await course.getByText('Puan aralıkları').click()
  await expect(course.locator('svg').filter({ hasText: '70–80' })).toBeVisible()

  // This term's courses are not finalised: no total, letter or chart; only the exams marked visible and
  // already graded (the midterm) show their scores (issue 37).
  await page.getByRole('button', { name: 'Notlarıma dön' }).click()
  await page.getByRole('link', { name: 'Ayrıntılar ve dağılım: 2026-2027 Güz Dönemi' }).click()
  const open = page.getByTestId('course-BIL101')
  await expect(open.getByText('Bu dersin notları henüz kesinleşmedi.', { exact: false })).toBeVisible()
  await expect(open.locator('.echarts-for-react')).toHaveCount(0)
  await expect(open.getByText('Sınıfın not dağılımı')).toHaveCount(0)
  await expect(open.getByRole('cell', { name: 'Vize', exact: true })).toBeVisible()
  await expect(open.getByRole('cell', { name: 'Final', exact: true })).toHaveCount(0)
})

test('the instructor sees a grade’s history and downloads the grade document', async ({ page }) => {
  await signIn(page, accounts.instructorAdvisor, '/ogretim/not-girisi')
  await page.getByRole('button', { name: /BIL101-1$/ }).click()
  await page.waitForURL(/\/ogretim\/not-girisi\/\d+$/)

  // Enter a Final grade (a new value on every run) for the first student.
  const cell = page.getByRole('textbox', { name: / Final$/ }).first()
  const studentNo = ((await cell.getAttribute('aria-label')) ?? '').split(' ')[0] ?? ''
  const score = String(40 + (Date.now() % 15))
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Grades/GradeEntry/Save') && r.status() === 200,
  )
  await cell.fill(score)
  await cell.press('Enter')
  await saved

  await page.getByRole('button', { name: new RegExp(`^Geçmiş: ${studentNo} `) }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByText('Not geçmişi')).toBeVisible()
  const latest = drawer.getByRole('row').filter({ hasText: 'Zeynep Çelik' }).first()
  await expect(latest).toContainText('Final')
  await expect(latest).toContainText('Not girişi')
  await expect(latest.getByRole('cell', { name: score, exact: true })).toBeVisible()
  await drawer.getByRole('button', { name: /Close|Kapat/ }).click()
  await expect(drawer).toBeHidden()

  const pdf = page.waitForResponse((r) => r.url().includes('/api/Grades/GradeEntry/Document'))
  const tab = page.context().waitForEvent('page')
  await page.getByRole('button', { name: 'Not belgesi (PDF)' }).click()
  const res = await pdf
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('application/pdf')
  expect(res.headers()['content-disposition']).toMatch(/^inline; filename="not-belgesi-BIL101-1\.pdf"$/)
  await (await tab).close()

  // The upload dialog's code loads on its first opening (issue 23): it opens, and closes again.
  await page.getByRole('button', { name: 'Dosyadan yükle' }).click()
  const upload = page.getByRole('dialog', { name: 'Dosyadan not yükleme' })
  await expect(upload).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(upload).toBeHidden()
})
