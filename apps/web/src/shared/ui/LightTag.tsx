/**
 * A tag without antd (issue 23, light-home.css): antd's `Tag` in its default look or a preset colour (blue,
 * geekblue, orange, volcano, purple, green, red), with the text shades of the app's theme that reach 4.5:1 on
 * the tag's background in both themes (light.css; issue 23 named the green and orange tags' 3.3:1).
 */
import type { ReactNode } from 'react'
import './light.css'
import './light-home.css'

/** The preset colours drawn. */
const COLORS = new Set(['blue', 'geekblue', 'orange', 'volcano', 'purple', 'green', 'red'])

/** The tag with `children`; `color` one of the presets above (any other value draws the default tag). */
export function LightTag({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <span className={color && COLORS.has(color) ? `light-tag light-tag-${color}` : 'light-tag'}>
      {children}
    </span>
  )
}
