/**
 * Waits until a page is still before the shared axe check (support/a11y.ts) or a screenshot: a fading text is
 * measured at part of its contrast, so spinners, toasts and running animations must be gone first.
 */
import { expect, type Page } from '@playwright/test'
import { seriousViolations } from './a11y.ts'

/**
 * Moves the pointer off the page's content (a hovered toast stays), waits for spinners to stop and the
 * sign-in welcome toast to fade (3 s, spec §9; closed with its own button when a loaded machine's timers
 * let it linger), then until no animation runs.
 */
export async function settled(page: Page): Promise<void> {
  await page.mouse.move(1, 1)
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 20_000 })
  const toasts = page.locator('.ant-notification-notice')
  try {
    await expect(toasts).toHaveCount(0, { timeout: 8000 })
  } catch {
    for (const close of await toasts.locator('.ant-notification-notice-close').all()) {
      await close.click().catch(() => undefined)
    }
    await expect(toasts).toHaveCount(0, { timeout: 5000 })
  }
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0)
}

/**
 * The shared axe check (`seriousViolations`) once spinners, loading buttons and toasts are gone (up to 30 s and
 * 10 s) and the pointer's hover has ended. Returns the serious and critical violations, as `seriousViolations`.
 */
export async function settledViolations(page: Page): Promise<string[]> {
  await expect(page.locator('.ant-spin-spinning, .ant-btn-loading')).toHaveCount(0, { timeout: 30_000 })
  await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0, {
    timeout: 10_000,
  })
  await page.mouse.move(0, 0)
  await page.waitForTimeout(400)
  return seriousViolations(page)
}
