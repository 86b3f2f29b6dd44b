/**
 * Accessibility (issue 4): no serious or critical axe-core violations on the home, guest sign-in
 * and error pages, in light and dark mode.
 */
import { seriousViolations } from './support/a11y.ts'
import { accounts } from './support/accounts.ts'
import { signIn } from './support/session.ts'
import { expect, test } from './support/test.ts'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('themeMode', mode), theme)
    })

    test('home page', async ({ page }) => {
      await signIn(page, accounts.multiRole)
      await expect(
        page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
      ).toBeVisible()
      await expect(page.getByText('Hoş Geldiniz Sn. Şükrü Güneş')).toBeHidden({ timeout: 6000 })
      expect(await seriousViolations(page)).toEqual([])
    })

    test('guest sign-in page', async ({ page }) => {
      await page.goto('/guest-login')
      await expect(page.getByRole('heading', { name: 'Misafir Girişi' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('error pages', async ({ page }) => {
      for (const path of ['/error-403?redirectFrom=%2Fx', '/error-404', '/error', '/unreachable']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  })
}

test('the idle dialog has no serious violations', async ({ page }) => {
  await page.clock.install()
  await signIn(page, accounts.registrar)
  // The shell's lazily loaded parts are in before the clock jumps (a jump past 120 s would time them out, spec §7).
  await expect(page.getByRole('banner').getByRole('button', { name: /Kullanıcı menüsü/ })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Menüde ara' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: /^Bildirimler/ })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Üniversite Akademik Sistemine Hoş Geldiniz' }),
  ).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link').first()).toBeVisible()
  await page.clock.fastForward(901_000)
  await expect(page.getByRole('dialog', { name: 'UYARI' })).toBeVisible()
  // Contrast is measured once the dialog's opening animation is over: mid-fade its colours are translucent.
  await expect(
    page.locator('.ant-modal-wrap [class*="-appear"], .ant-modal-wrap [class*="-enter"]'),
  ).toHaveCount(0)
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
  expect(await seriousViolations(page)).toEqual([])
})

test('the shared axe check reports planted WCAG violations with their elements, and only WCAG rules', async ({
  page,
}) => {
  await page.goto('/guest-login')
  await expect(page.getByRole('heading', { name: 'Misafir Girişi' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.evaluate(() => {
    const faint = document.createElement('p')
    faint.id = 'planted-faint'
    faint.textContent = 'Soluk yazı'
    faint.style.cssText = 'color:#ddd;background:#fff'
    const nameless = document.createElement('button')
    nameless.id = 'planted-nameless'
    // Named by its title only: axe's best-practice rule label-title-only, outside the WCAG tags checked.
    const titled = document.createElement('input')
    titled.title = 'Bitiş'
    document.querySelector('main')?.append(faint, nameless, titled)
  })
  const found = await seriousViolations(page)
  expect(found.find((v) => v.startsWith('color-contrast'))).toContain('#planted-faint')
  expect(found.find((v) => v.startsWith('button-name'))).toContain('#planted-nameless')
  expect(found.filter((v) => v.startsWith('label-title-only'))).toEqual([])
})
