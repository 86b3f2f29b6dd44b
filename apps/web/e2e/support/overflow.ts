/**
 * The narrow-screen layout check (issue 24 "every page the e2e tests visit is checked at 375 px for overlap and
 * clipping"): a page passes when the document does not scroll sideways, no text is cut off by its own box
 * (hidden overflow or an ellipsis; a label shortened inside a control whose title or accessible name holds the
 * whole text passes) and no two runs of visible text overlap. Scroll regions (a wide table in its
 * own horizontal scroller) are allowed: what is inside them is reached by scrolling, not lost.
 */
import { expect, type Page } from '@playwright/test'

/**
 * The layout problems of the current page, each as "kind: where (text)"; an empty list when it passes.
 * Cheap: one pass over the elements that hold text, in the page.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((OVERLAYS) => {
    const out: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      out.push(`page scrolls sideways: ${doc.scrollWidth}px in ${doc.clientWidth}px`)
    const name = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(' ').filter(Boolean).slice(0, 2) : []
      return `${el.tagName.toLowerCase()}${cls.map((c) => `.${c}`).join('')}`
    }
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    /** Whether `el` is shown: laid out, not hidden, not transparent, inside the viewport's width. */
    const shown = (el: Element) => {
      const s = getComputedStyle(el)
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false
      const r = el.getBoundingClientRect()
      return r.width > 0 && r.height > 0
    }
    /** Whether `el` sits inside something that scrolls or floats (a scroller, an overlay); memoised. */
    const memo = new Map<Element, boolean>()
    const scrollsOrFloats = (p: Element | null): boolean => {
      if (!p || p === document.body) return false
      const known = memo.get(p)
      if (known !== undefined) return known
      const s = getComputedStyle(p)
      const yes =
        /(auto|scroll)/.test(s.overflowX) ||
        (s.position === 'fixed' && p.closest('[data-layout]') === null) ||
        p.matches(OVERLAYS) ||
        scrollsOrFloats(p.parentElement)
      memo.set(p, yes)
      return yes
    }
    const inScrollerOrOverlay = (el: Element) => scrollsOrFloats(el.parentElement)
    const withText: Element[] = []
    // Tabs that do not fit scroll and list the rest under their "more" button, and a select's chosen value
    // shows whole in its open list: nothing is lost there.
    const SELF_SCROLLING = '.ant-tabs-nav-wrap, .ant-tabs-nav-list, .ant-select-content'
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('svg, canvas, [aria-hidden="true"], .ant-drawer, .ant-modal-root, .ant-skeleton'))
        continue
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      if (!own || !shown(el)) continue
      withText.push(el)
    }
    // Text cut off by its own box or an ancestor within a few levels that hides overflow.
    const seen = new Set<Element>()
    for (const el of withText) {
      if (inScrollerOrOverlay(el)) continue
      let box: Element | null = el
      for (let i = 0; box && i < 4; i++, box = box.parentElement) {
        if (seen.has(box) || box.matches(SELF_SCROLLING)) break
        const s = getComputedStyle(box)
        const hides = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis'
        if (hides && box.scrollWidth > box.clientWidth + 1) {
          seen.add(box)
          // A shortened label whose control carries the whole text (title or accessible name) loses nothing.
          const whole = (box.textContent ?? '').trim().replace(/\s+/g, ' ')
          const control = box.closest('[title], [aria-label]')
          const names = `${control?.getAttribute('title') ?? ''} ${control?.getAttribute('aria-label') ?? ''}`
          if (whole && names.includes(whole)) break
          out.push(`text cut off: ${name(box)} (${text(box)})`)
          break
        }
      }
    }
    // Overlapping runs of text: the rectangles of text nodes, compared pairwise within a band of rows.
    const rects: { r: DOMRect; el: Element }[] = []
    for (const el of withText) {
      if (el.closest(OVERLAYS) || inScrollerOrOverlay(el)) continue
      for (const n of el.childNodes) {
        if (n.nodeType !== Node.TEXT_NODE || !n.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(n)
        for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) rects.push({ r, el })
      }
    }
    rects.sort((a, b) => a.r.top - b.r.top)
    const reported = new Set<string>()
    for (let i = 0; i < rects.length; i++) {
      const a = rects[i] as { r: DOMRect; el: Element }
      for (let j = i + 1; j < rects.length; j++) {
        const b = rects[j] as { r: DOMRect; el: Element }
        if (b.r.top >= a.r.bottom - 2) break
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue
        const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left)
        const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top)
        if (w > 2 && h > 2) {
          const key = `${text(a.el)}|${text(b.el)}`
          if (reported.has(key)) continue
          reported.add(key)
          out.push(`text overlaps: ${name(a.el)} (${text(a.el)}) and ${name(b.el)} (${text(b.el)})`)
        }
      }
    }
    return out
  }, OVERLAYS)
}

/** Floating layers (toasts, tooltips, menus): they cover the page on purpose and go away. */
const OVERLAYS =
  '.ant-tooltip, .ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-message, .ant-notification'

/** Fails (softly, naming `where`) when the page has layout problems at its current width. */
export async function expectNoOverflow(page: Page, where = page.url()): Promise<void> {
  expect.soft(await layoutProblems(page), where).toEqual([])
}
