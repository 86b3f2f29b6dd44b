/**
 * A list without antd (issue 23, light-home.css): antd's small `List` (8 px × 16 px items split by a thin line)
 * as a plain `<ul>`, its items `<li>` (screen readers announce the list and its item count).
 */
import type { LiHTMLAttributes, ReactNode } from 'react'
import './light.css'
import './light-home.css'

/** Props of {@link LightList}. */
export interface LightListProps {
  children: ReactNode
  /** A line between items (default true). */
  split?: boolean
  /** `flush`: no inline padding; `compact`: 2 px rows, no inline padding (the week card's classes). */
  spacing?: 'normal' | 'flush' | 'compact'
}

/**
 * The `<ul>` of {@link LightListItem}s. An empty list draws nothing visible, where antd's List said "no data":
 * the cards leave out their card before a list is empty (but a cancelled instalment plan with nothing unpaid).
 */
export function LightList({ children, split = true, spacing = 'normal' }: LightListProps) {
  const classes = [
    'light-list',
    split ? 'light-list-split' : '',
    spacing === 'normal' ? '' : `light-list-${spacing}`,
  ]
  return <ul className={classes.filter(Boolean).join(' ')}>{children}</ul>
}

/** One item: an `<li>` with the given attributes (e.g. `data-testid`). */
export function LightListItem(props: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...props} />
}
