/**
 * The guest sign-in paints without antd (issue 23, third pass): a real browser opening /guest-login in tr
 * light, en dark and at 375 px draws the card with no antd element or antd style sheet, axe finds nothing
 * serious, and the form works by keyboard (validation message, busy "Send code", the code step).
 */
import { expect, type Page, test } from '@playwright/test'
import { pageWith, seriousViolations, shot } from './support/a11y.ts'
import { guestEmail } from './support/guest.ts'

/** True when any antd element or antd CSS-in-JS style is in the document. */
function antdOnPage(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.querySelector('[class*="ant-"]') !== null ||
      [...document.querySelectorAll('style')].some((s) => (s.textContent ?? '').includes('.ant-')),
  )
}

for (const [name, opts, heading, sendCode] of [
  ['tr-light', { theme: 'light', lang: 'tr' }, 'Misafir Girişi', 'Kod gönder'],
  ['en-dark', { theme: 'dark', lang: 'en' }, 'Guest sign-in', 'Send code'],
  ['tr-375', { theme: 'light', lang: 'tr', narrow: true }, 'Misafir Girişi', 'Kod gönder'],
] as const) {
  test(`guest sign-in paints without antd (${name})`, async ({ browser }) => {
    const page = await pageWith(browser, opts)
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto('/guest-login')
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    console.log(`${name}: scripts before paint: ${scripts.join(' ')}`)
    await shot(page, `guest-login-${name}`)
    expect(await antdOnPage(page)).toBe(false)
    expect(await seriousViolations(page)).toEqual([])
    // Keyboard: the field has focus; Enter submits; the validation message is tied to the field.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true')
    await shot(page, `guest-login-${name}-invalid`)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.type(guestEmail(`light-${name}`))
    await page.getByRole('button', { name: sendCode }).press('Enter')
    await expect(page.getByRole('textbox')).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(page.getByRole('textbox')).toBeFocused()
    await shot(page, `guest-login-${name}-code`)
    expect(await seriousViolations(page)).toEqual([])
    expect(await antdOnPage(page)).toBe(false)
    await page.context().close()
  })
}
