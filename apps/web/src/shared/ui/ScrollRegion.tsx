/**
 * A scrolling box around read-only content, focusable so keyboard users can scroll it on narrow screens
 * (axe scrollable-region-focusable). Every feature's wide read-only tables use this one.
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
