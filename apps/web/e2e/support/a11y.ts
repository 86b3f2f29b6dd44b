/**
 * Shared end-to-end helpers for every feature spec: the axe check run on each visited page and a fresh page
 * with a theme, a language and an optional 375 px viewport (storage keys `themeMode` and `language`, spec §3).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from '@playwright/test'

/**
 * Serious and critical WCAG 2.1 A/AA violations of the whole page (shell included), each as
 * "rule (impact): selectors"; an empty list when the page passes. With `E2E_AXE_DETAIL=1` every violation's
 * element and axe's explanation (colours and ratio) are printed, to see what to fix. The check first lets finite
 * animations end (a fading toast, popover or closing dropdown is checked as the user will see it, not half-drawn).
 * axe runs in the page itself (`setLegacyMode`: `axe.run`, same-origin frames included) and reports violations
 * only: the default partial mode opens a new blank page in the context for every check to finish the run, which
 * was two thirds of the phone sweep's time (0.85 s against 0.36 s per page); none of our pages has a cross-origin
 * frame, the one thing that mode is for. a11y.spec plants a contrast and a name violation to show it still sees.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsEnded(page)
  const results = await new AxeBuilder({ page })
    // options() replaces the whole options object: it comes before withTags, which adds runOnly to it.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze()
  if (process.env.E2E_AXE_DETAIL)
    for (const v of results.violations)
      for (const n of v.nodes) console.log(v.id, n.target.join(' '), n.html.slice(0, 300), n.failureSummary)
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Waits (up to 5 s) until no finite CSS animation or transition runs on the page; endless ones (spinners) are
 * ignored. Animations still running after that are left to axe as they are.
 */
async function animationsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          ).length === 0,
      undefined,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => undefined)
}

/** Options of {@link pageWith}: theme (default light), language (default tr), 375 px wide when `narrow`. */
export interface PageOptions {
  theme?: 'light' | 'dark'
  lang?: 'tr' | 'en'
  narrow?: boolean
}

/**
 * A page in a new browser context (Europe/Istanbul, downloads accepted) with the theme and language stored. The
 * context is closed after the test by support/test.ts's fixture.
 */
export async function pageWith(browser: Browser, opts: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: 'Europe/Istanbul',
    acceptDownloads: true,
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

/** Saves a full-page screenshot under `$E2E_SHOTS/<name>.png` when E2E_SHOTS is set (for looking at screens). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
}
