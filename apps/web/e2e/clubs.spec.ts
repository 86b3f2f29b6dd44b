/**
 * Clubs (issue 21): a student applies to a club and its president approves; the applicant becomes a member.
 * English and Turkish, light and dark; every visited page passes axe.
 */

import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

const _CENTRE = 'ozlem.kaya@anadoluteknik.edu.tr'

test.setTimeout(120_000)

test('a student applies to a club and its president approves', async ({ browser }) => {
  const applicant = await pageWith(browser, { lang: 'en' })
  await signIn(applicant, accounts.student, '/ogrenci/kulup-kaydi')
  const row = applicant.getByRole('row', { name: /Computer Society/ })
  await row.getByRole('button', { name: 'Apply' }).click()
  await applicant.getByRole('dialog').getByRole('button', { name: 'Send' }).click()
  await expect(row.getByText('Application pending')).toBeVisible()
  expect(await seriousViolations(applicant)).toEqual([])
  await shot(applicant, 'clubs-en-light')

  const president = await pageWith(browser, { theme: 'dark' })
  await signIn(president, accounts.studentDouble, '/ogrenci/kulup-kaydi')
  const application = president.getByRole('row', { name: /2025104001/ })
  await application.getByRole('button', { name: 'Onayla' }).click()
  await expect(application).toBeHidden()
  expect(await seriousViolations(president)).toEqual([])
  await shot(president, 'clubs-tr-dark')

  await applicant.reload()
  await expect(applicant.getByRole('row', { name: /Computer Society/ }).getByText('Member')).toBeVisible()
})
