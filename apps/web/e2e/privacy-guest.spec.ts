/**
 * "My personal data" for guest applicants (issue 39) end to end: a guest signs in with an e-mail code, opens the
 * page from the guest layout's link, sees the categories the portal holds (account, profile, applications) and
 * files a request to the data controller with its legal deadline. Axe on every visited page, in Turkish light at
 * 1366 px and English dark at 375 px.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { guestEmail, signInGuest } from './support/guest.ts'
import { settled } from './support/settle.ts'
import { expect, type Page, test } from './support/test.ts'

async function check(page: Page, name: string): Promise<void> {
  await settled(page)
  expect(await seriousViolations(page), name).toEqual([])
  await shot(page, name)
}

test('a guest opens My personal data from the guest layout and files a request', async ({ browser }) => {
  test.setTimeout(60_000)
  const marker = `Başvurum bitince verilerimin silinmesini istiyorum (${Date.now()}).`
  const page = await pageWith(browser)
  await signInGuest(page, guestEmail('kvkk'))
  await page.getByRole('navigation', { name: 'Kişisel Verilerim' }).getByRole('link').click()
  await page.waitForURL(/\/guest-personal-data$/)
  await expect(page.getByText('Tuttuğumuz veriler')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Hesap e-posta adresi' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Akademik kadro başvuruları' })).toBeVisible()
  await expect(page.getByText('Dışa aktarımı başlat')).toHaveCount(0)

  await page.getByLabel('Açıklama').fill(marker)
  await page.getByRole('button', { name: 'Başvur', exact: true }).click()
  await expect(page.getByText('Başvurunuz alındı.')).toBeVisible()
  const item = page.getByRole('listitem').filter({ hasText: marker })
  await expect(item).toContainText('Yanıt bekliyor')
  await expect(item).toContainText('Yasal yanıt süresi')
  await check(page, 'privacy-guest-tr-light')
})

test('the guest page in English, dark, at 375 px', async ({ browser }) => {
  test.setTimeout(60_000)
  const page = await pageWith(browser, { lang: 'en', theme: 'dark', narrow: true })
  await signInGuest(page, guestEmail('kvkk-en'))
  await page.getByRole('link', { name: 'My personal data' }).click()
  await page.waitForURL(/\/guest-personal-data$/)
  await expect(page.getByText('The data we hold')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Account e-mail address' })).toBeVisible()
  await check(page, 'privacy-guest-en-dark-375')
})
