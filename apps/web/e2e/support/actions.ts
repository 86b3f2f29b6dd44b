/**
 * The row-action reach check of the menu sweep (issue 36, "Shared tables and queues, usable at 1366 px"): every
 * visible action control of a table row in `<main>` (its buttons and links) must be where the user can use it.
 * - `desktop` (1366 px): inside the viewport and not hidden behind a horizontal scroll, i.e. inside the visible box
 *   of every ancestor that clips or scrolls sideways (a fixed action column or a row menu passes; a button out of
 *   view to the right of a scrolled table does not).
 * - `phone` (375 px): reachable without scrolling the page sideways: never cut off by an ancestor that hides its
 *   overflow; inside a region that scrolls on its own (a wide table) it counts as reachable.
 */
import type { Page } from '@playwright/test'

/** Where the check runs: a 1366 px laptop or a 375 px phone. */
export type Reach = 'desktop' | 'phone'

/**
 * The row actions of the current page that the user cannot reach, each as "action out of reach: <name> (<why>)";
 * an empty list when every one is in reach. One pass in the page, no scrolling.
 */
export async function unreachableRowActions(page: Page, reach: Reach): Promise<string[]> {
  return page.evaluate((mode) => {
    const out: string[] = []
    const width = document.documentElement.clientWidth
    const controls = document.querySelectorAll<HTMLElement>(
      'main .ant-table-row button, main .ant-table-row a[href], main .ant-table-row [role="button"]',
    )
    for (const el of controls) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 40)
      if (mode === 'desktop' && r.right > width + 1) {
        out.push(`action out of reach: ${name} (right edge ${Math.round(r.right)} px in ${width} px)`)
        continue
      }
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p)
        if (s.overflowX === 'visible') continue
        const box = p.getBoundingClientRect()
        const outside = r.left < box.left - 1 || r.right > box.right + 1
        const scrolls = s.overflowX === 'auto' || s.overflowX === 'scroll'
        if (mode === 'phone' && scrolls) break
        if (outside) {
          out.push(
            `action out of reach: ${name} (${scrolls ? 'behind a sideways scroll' : 'cut off by its container'})`,
          )
          break
        }
      }
    }
    return [...new Set(out)]
  }, reach)
}
