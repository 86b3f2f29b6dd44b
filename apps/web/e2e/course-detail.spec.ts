/**
 * The student's course detail end to end (issue 22 StudentCourseDetail): from a finished term's grades the
 * student opens a finalised course and sees its facts, her grade book and absences; from course registration
 * she opens an opened section's detail with the course's other sections (Turkish light, English dark at 375 px).
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('the student opens a graded course’s detail from her grades (Turkish, light)', async ({ browser }) => {
  const page = await pageWith(browser)
  await signIn(page, accounts.studentDouble, '/ogrenci/notlarim')
  await page.getByRole('link', { name: 'Ayrıntılar ve dağılım: 2025-2026 Bahar Dönemi' }).click()
  await page.getByTestId('course-BIL304').getByRole('link').click()
  await page.waitForURL(/\/ogrenci\/ders-detay\/\d+$/)
  await expect(page.getByRole('heading', { name: /^BIL304 / })).toBeVisible()
  await expect(page.getByText('Kayıtlı', { exact: true })).toBeVisible()
  await expect(page.getByText('2025-2026 Bahar Dönemi')).toBeVisible()
  const grades = page.locator('.ant-card', { hasText: 'Not defteri' })
  await expect(grades.getByRole('cell', { name: 'Vize', exact: true })).toBeVisible()
  await expect(grades.getByText(/^Harf notu: [A-F][A-F+]?$/)).toBeVisible()
  await expect(page.locator('.ant-card', { hasText: 'Devamsızlık' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'course-detail-tr-light')
  // Back returns to the term's grades.
  await page.getByRole('button', { name: 'Geri' }).first().click()
  await page.waitForURL(/\/ogrenci\/notlarim\/\d+$/)
  await page.context().close()
})

test('the student opens an opened section’s detail from course registration (English, dark, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, accounts.studentDouble, '/ogrenci/ders-kaydi')
  const link = page.getByRole('link', { name: /^Course detail: / }).first()
  await expect(link).toBeVisible()
  const code = (await link.textContent())?.trim() ?? ''
  // The list may still reorder as its data settles: click the link of the code that was read.
  await page
    .getByRole('link', { name: /^Course detail: / })
    .filter({ hasText: code })
    .first()
    .click()
  await page.waitForURL(/\/ogrenci\/ders-detay\/\d+$/)
  await expect(page.getByRole('heading', { name: new RegExp(`^${code} `) })).toBeVisible()
  await expect(page.getByText('Course facts')).toBeVisible()
  await expect(page.getByText("The course's other sections")).toBeVisible()
  await expect(page.getByText(/not finalised yet|no grade record/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'course-detail-en-dark-narrow')
  // A section that is not hers is not revealed.
  await page.goto('/ogrenci/ders-detay/99999999')
  await expect(page.getByText('This course was not found or is not one of your courses.')).toBeVisible()
  await page.context().close()
})
