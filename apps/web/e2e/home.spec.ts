/**
 * The home page worth opening (issue 24): the registered home cards per role — a student's basket,
 * orientation and recent grades; an instructor's sections to grade; the registrar's queue count — in Turkish
 * and English, light and dark, at 375 px without horizontal overflow, with no serious axe violations.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

test.describe.configure({ timeout: 90_000 })

/** Nothing on the page is wider than the viewport (no clipped or overlapping cards at 375 px). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a student’s home: basket, events and calendar link, recent grades (tr, light, 375 px)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { narrow: true })
  // Orientation is for new students only (issue 37): this class-2 student no longer registers for it, so her
  // home has no orientation card; her events card offers the personal calendar link instead.
  await signIn(page, accounts.studentDouble)
  const basket = page.getByTestId('home-card-basket')
  await expect(basket.getByRole('heading', { name: 'Ders kaydım' })).toBeVisible()
  await expect(basket).toContainText('2026-2027 Güz Dönemi')
  await expect(page.getByTestId('home-card-orientation')).toHaveCount(0)
  const events = page.getByTestId('home-card-events')
  await expect(events.getByText('Kişisel takvim bağlantısı')).toBeVisible()
  const grades = page.getByTestId('home-card-grades')
  await expect(grades.getByRole('heading', { name: 'Son notlarım' })).toBeVisible()
  await expect(grades).toContainText('2025-2026 Bahar Dönemi')
  await expect(grades.getByRole('link', { name: 'Notlarım' })).toBeVisible()
  await expectNoOverflow(page)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'home-student-tr-375')
})

test('a student’s home in English and dark', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', theme: 'dark' })
  await signIn(page, accounts.studentDouble)
  await expect(
    page.getByTestId('home-card-basket').getByRole('heading', { name: 'My course registration' }),
  ).toBeVisible()
  await expect(page.getByTestId('home-card-grades')).toContainText('CGPA')
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'home-student-en-dark')
})

test('an instructor’s home lists the sections to grade, opening grade entry (tr, dark)', async ({
  browser,
}) => {
  const page = await pageWith(browser, { theme: 'dark' })
  await signIn(page, accounts.instructorAdvisor)
  const card = page.getByTestId('home-card-grading')
  await expect(card.getByRole('heading', { name: /Not girilecek şubeler \(\d+\)/ })).toBeVisible()
  const link = card.getByRole('link', { name: /BIL101-1/ })
  await expect(link).toBeVisible()
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'home-instructor-tr-dark')
  await link.click()
  await page.waitForURL(/\/ogretim\/not-girisi\/\d+$/)
})

test('the registrar’s home shows the freeze queue count (en, light, 375 px)', async ({ browser }) => {
  const page = await pageWith(browser, { lang: 'en', narrow: true })
  await signIn(page, accounts.registrar)
  const card = page.getByTestId('home-card-freeze-queue')
  await expect(card.getByRole('heading', { name: 'Registration freeze requests' })).toBeVisible()
  await expect(card.getByText('Requests awaiting a decision')).toBeVisible()
  await expect(card.locator('.ant-statistic-content-value')).toHaveText(/^\d+$/)
  await expectNoOverflow(page)
  await settled(page)
  expect(await seriousViolations(page)).toEqual([])
  await shot(page, 'home-registrar-en-375')
})
