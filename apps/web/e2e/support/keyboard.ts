/**
 * Keyboard helpers of the end-to-end tests (issue 36, keyboard and screen readers): what has the focus, a Tab
 * walk until a target is focused, and the cheap generic checks the phone sweep runs on every page (no date range
 * traps Tab; every row action and the pager are in the Tab order).
 */
import type { Page } from '@playwright/test'

/** The focused element, as the tests look at it. */
export interface Focused {
  /** Tag name in lower case ('body' when the focus is lost). */
  tag: string
  /** aria-label, else the trimmed text (60 characters at most). */
  name: string
  /** Inside a table row, the pager, `<main>`, a dialog. */
  inRow: boolean
  inPager: boolean
  inMain: boolean
  inDialog: boolean
  /** Inside a `role="menu"` popup. */
  inMenu: boolean
  /** `id` of the element, `placeholder` of an input. */
  id: string
  placeholder: string
}

/** Describes the focused element of `page`. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = (document.activeElement ?? document.body) as HTMLElement
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      inRow: el.closest('.ant-table-row') !== null,
      inPager: el.closest('.ant-pagination') !== null,
      inMain: el.closest('main') !== null,
      inDialog: el.closest('[role="dialog"]') !== null,
      inMenu: el.closest('[role="menu"]') !== null,
      id: el.id,
      placeholder: el.getAttribute('placeholder') ?? '',
    }
  })
}

/**
 * Presses Tab until `done(focused)` holds or `max` presses; returns the focus trail (one entry a press) and
 * whether it got there. A focus that stays on one element for three presses in a row ends the walk (a trap).
 */
export async function tabUntil(
  page: Page,
  done: (f: Focused) => boolean,
  max = 60,
): Promise<{ reached: boolean; trail: Focused[] }> {
  const trail: Focused[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const f = await focused(page)
    trail.push(f)
    if (done(f)) return { reached: true, trail }
    const last = trail.slice(-3)
    if (last.length === 3 && last.every((x) => x.tag === f.tag && x.name === f.name && x.id === f.id))
      return { reached: false, trail }
  }
  return { reached: false, trail }
}

/**
 * The generic keyboard check of one page (the phone sweep): each date range in `<main>` lets Tab go on from its
 * empty start date (to its end date, then out of it), and every visible row action and pager control in `<main>`
 * is in the Tab order (focusable, tabIndex ≥ 0, not inside an aria-hidden or inert part). Returns the problems,
 * each as "what: which"; an empty list when the page passes. Leaves the focus where the walk ended.
 */
export async function keyboardProblems(page: Page): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const out: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      // The pager's prev/next buttons are tabindex -1 inside their focusable <li>: the <li> is the stop.
      'main .ant-table-row button, main .ant-table-row a[href], main .ant-pagination li[tabindex]',
    )
    for (const el of controls) {
      if (el.getClientRects().length === 0) continue
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue
      if (el.closest('.ant-pagination-disabled')) continue
      if (el.tabIndex < 0 || el.closest('[aria-hidden="true"], [inert]') !== null)
        out.push(
          `not in the Tab order: ${(el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim()}`,
        )
    }
    return out
  })
  const ranges = page.locator('main .ant-picker-range')
  const count = await ranges.count()
  for (let i = 0; i < count; i++) {
    const range = ranges.nth(i)
    if (!(await range.isVisible())) continue
    const inputs = range.locator('input')
    if ((await inputs.first().inputValue()) !== '') continue
    await inputs.first().focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const stuck = await inputs.first().evaluate((el) => document.activeElement === el)
    if (stuck) problems.push(`Tab trapped on the empty start date of range ${i + 1}`)
    await page.keyboard.press('Escape')
  }
  return problems
}
