/**
 * Keyboard access to scrolling tables (WCAG 2.1.1; axe `scrollable-region-focusable`): Ant Design's tables
 * scroll inside their own `.ant-table-content` / `.ant-table-body` box when wider (or taller) than the screen,
 * and that box gets no props from us (nor does the light table's, LightTable.tsx). A box that scrolls and holds nothing focusable becomes a named, focusable
 * region (tabindex 0, role region, the table's caption as its name), so arrow keys scroll it; when it stops
 * scrolling (a wider screen) the attributes are taken away again. Feature code can keep wrapping read-only
 * tables in ScrollRegion; this catches every other table, including the ones that only scroll at 375 px.
 */
import { useEffect } from 'react'

const SCROLLERS = '.ant-table-content, .ant-table-body, .light-table-scroll'
// Disabled controls are not in the Tab order (a table of decided requests has only disabled checkboxes).
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])'
const MARK = 'data-scroll-region'

/** True when `el` scrolls in either direction (a pixel of rounding is not scrolling). */
const scrolls = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1

/** The region's name: the nearest labelled ancestor's label or the card title, else `fallback`. */
function nameOf(el: Element, fallback: string): string {
  const labelled = el.closest('[aria-label]')
  if (labelled && labelled !== el) return labelled.getAttribute('aria-label') ?? fallback
  const title = el
    .closest('.ant-card, .light-panel')
    ?.querySelector('.ant-card-head-title, .light-panel-head > :first-child')
    ?.textContent?.trim()
  return title ? `${title} — ${fallback}` : fallback
}

/**
 * True when `el` holds an element the keyboard can reach: focusable and shown (antd's placeholder expand buttons
 * of rows with nothing to expand are `visibility: hidden`, so they do not count, as axe does not count them).
 */
function hasFocusable(el: Element): boolean {
  for (const f of el.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const shown =
      typeof f.checkVisibility === 'function'
        ? f.checkVisibility({ visibilityProperty: true })
        : getComputedStyle(f).visibility !== 'hidden'
    if (shown) return true
  }
  return false
}

/** Marks or unmarks every table scroller under `root`. */
function update(root: ParentNode, fallback: string): void {
  for (const el of root.querySelectorAll(SCROLLERS)) {
    const ours = el.hasAttribute(MARK)
    const needs = scrolls(el) && (ours || !hasFocusable(el))
    if (needs && !ours) {
      el.setAttribute(MARK, '')
      el.setAttribute('tabindex', '0')
      el.setAttribute('role', 'region')
      el.setAttribute('aria-label', nameOf(el, fallback))
    } else if (!needs && ours) {
      for (const a of [MARK, 'tabindex', 'role', 'aria-label']) el.removeAttribute(a)
    }
  }
}

/**
 * Watches the document while mounted (DOM changes and window resizes, batched to one pass per frame) and keeps
 * table scrollers focusable. `label` is the fallback accessible name in the reader's language, e.g. "Table
 * (scrolls)". Returns nothing; mount it once in the signed-in and guest shells.
 */
export function useFocusableScrollers(label: string): void {
  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        update(document, label)
      })
    }
    const observer = new MutationObserver(schedule)
    // A control turning disabled or enabled changes what the scroller holds without a DOM change.
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    })
    window.addEventListener('resize', schedule)
    schedule()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [label])
}
