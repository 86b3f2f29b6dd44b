/**
 * The club advisor's page (issue 21 § Clubs "the club's president or advisor approves"; component
 * `ClubAdvisor`): the demo advisor (Zeynep Çelik, advisor of the Computer Society) finds the page in the staff
 * menu, approves a seeded applicant, who then appears among the members (server search); the page in English,
 * dark mode, at 375 px; a student has no such page (403). Every visited page passes the shared axe check.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

const PATH = '/personel/kulup-danismanligi'

/** Waits until the page is still (pointer off any toast, nothing animating), then checks axe and saves a shot. */
async function axe(page: Page, name: string) {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

test('a club’s advisor approves an application and sees the new member', async ({ browser }) => {
  test.setTimeout(120_000)
  const page = await pageWith(browser)
  await signIn(page, accounts.instructorAdvisor, PATH)
  await expect(page.getByRole('heading', { name: 'Bilgisayar Topluluğu' })).toBeVisible()
  await axe(page, 'clubs-advisor-tr-light')

  // A seeded applicant (not the demo student whom the clubs spec's president approves).
  const pending = page
    .locator('.ant-card', { hasText: 'Karar bekleyen başvurular' })
    .locator('.ant-table-row', { hasText: 'Bilgisayar Topluluğu' })
    .filter({ hasNotText: '2025104001' })
    .first()
  const studentNo = ((await pending.locator('td').nth(1).innerText()).match(/\d{10}/) ?? [''])[0]
  expect(studentNo).toMatch(/^\d{10}$/)
  await pending.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('row', { name: new RegExp(`${studentNo}.*Onayla`) })).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Üyelerde ad veya numara ile ara' }).fill(studentNo)
  await page.getByRole('searchbox', { name: 'Üyelerde ad veya numara ile ara' }).press('Enter')
  const members = page.locator('.ant-card', { hasText: 'Danışmanı olduğum kulüpler' })
  await expect(members.locator('.ant-table-row')).toHaveCount(1)
  await expect(members.locator('.ant-table-row')).toContainText(studentNo)
  await expect(members.getByText('1 üye', { exact: true })).toBeVisible()
  await axe(page, 'clubs-advisor-member-tr-light')
})

test('the advisor’s page in English, dark mode, at 375 px; a student has none', async ({ browser }) => {
  test.setTimeout(90_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signIn(page, accounts.instructorAdvisor, PATH)
  await expect(page.getByRole('heading', { name: 'Computer Society' })).toBeVisible()
  await expect(page.getByText(/\d+ members?$/).first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await axe(page, 'clubs-advisor-en-dark-375')

  const student = await pageWith(browser, { lang: 'en' })
  await signIn(student, accounts.student, '/ana-sayfa')
  await student.goto(PATH)
  await student.waitForURL('**/error-403?**')
})
