/**
 * A scrolling box around read-only content, focusable so keyboard users can scroll it on narrow screens
 * (axe scrollable-region-focusable), for wide read-only content of our own (grids, cards). Ant Design tables
 * with `scroll` need nothing: the shells' use-focusable-scrollers makes their own scroller focusable.
 */
import type { CSSProperties, ReactNode } from 'react'

/** Props: the region's accessible name, the content and extra style. */
export function ScrollRegion({
  label,
  children,
  style,
}: {
  label: string
  children: ReactNode
  style?: CSSProperties
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', ...style }}>
      {children}
    </section>
  )
}
