/**
 * A plain card surface: the look of antd's borderless-title `Card` (container background, secondary border,
 * large radius, 24 px body padding) drawn with the light components' CSS (light.css: antd 6's tokens of the
 * app's light and dark themes) and no antd code. antd's Card imports Tabs (rc-tabs, rc-menu, the dropdown,
 * about 24 KB gzip) and its tokens need antd's theme; the sign-in pages use this so that they paint before
 * antd loads (issue 23).
 */
import type { CSSProperties, ReactNode } from 'react'
import './light.css'

/** Props of {@link LightCard}. */
export interface LightCardProps {
  children: ReactNode
  /** Extra styles of the surface. */
  style?: CSSProperties
}

/** The card surface around `children`. */
export function LightCard({ children, style }: LightCardProps) {
  return (
    <div className="light-card" style={style}>
      {children}
    </div>
  )
}
