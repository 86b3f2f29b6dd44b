/**
 * Clubs (issue 21): a student applies to a club and its president approves; the applicant becomes a member.
 * English and Turkish, light and dark; every visited page passes axe.
 */
import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'

const CENTRE = 'ozlem.kaya@anadoluteknik.edu.tr'
const SHOTS = process.env.E2E_SHOTS ?? ''

/** Serious and critical axe violations of the page outside the shell's menu and notifications (a11y.spec.ts covers those). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .exclude('.ant-menu')
    .exclude('.ant-notification')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A fresh page with a theme, a language and an optional 375 px viewport. */
async function pageWith(
  browser: Browser,
  opts: { theme?: 'light' | 'dark'; lang?: 'tr' | 'en'; narrow?: boolean },
) {
  // The university's users are in Istanbul: the browser's clock shows Istanbul time (the date pickers use it).
  const context = await browser.newContext({
    timezoneId: 'Europe/Istanbul',
    ...(opts.narrow ? { viewport: { width: 375, height: 800 } } : {}),
  })
  const page = await context.newPage()
  await page.addInitScript(
    ([theme, lang]) => {
      localStorage.setItem('themeMode', theme as string)
      localStorage.setItem('language', lang as string)
    },
    [opts.theme ?? 'light', opts.lang ?? 'tr'],
  )
  return page
}

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

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
