/**
 * Holding the app's scripts back (issue 23, prerendered pages): what paints meanwhile comes from the HTML alone.
 */
import type { Page } from '@playwright/test'

/** Holds every script under /assets/ back until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
