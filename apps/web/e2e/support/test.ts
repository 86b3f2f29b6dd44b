/**
 * The `test` every spec imports (everything else is @playwright/test's own): it adds one automatic fixture that
 * closes, after each test, every browser context the test opened itself (`browser.newContext()`,
 * `browser.newPage()`, support/a11y.ts `pageWith`). Playwright closes only its own `context` fixture; a context a
 * test leaves open lives until the worker ends, its signed-in page still polling (the notification bell, the status
 * page) and re-rendering, and by the 50th test dozens of such renderers slowed the whole run on the 2-core machine.
 */
import { test as base } from '@playwright/test'

export * from '@playwright/test'

/** @playwright/test's `test` with the stray-context cleanup (an automatic, per-test fixture). */
export const test = base.extend<{ closeStrayContexts: undefined }>({
  closeStrayContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts())
      await use(undefined)
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => undefined)),
      )
    },
    { auto: true },
  ],
})
