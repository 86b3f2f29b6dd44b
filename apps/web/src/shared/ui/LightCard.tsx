/**
 * A plain card surface drawn with the theme's tokens: the look of antd's borderless-title `Card`
 * (container background, secondary border, large radius, 24 px body padding) without its code. antd's
 * Card imports Tabs (for `tabList`), which brings rc-tabs, rc-menu and the dropdown, about 24 KB gzip;
 * the sign-in pages use this instead so that their first load stays small (issue 23).
 */
import { theme } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

/** Props of {@link LightCard}. */
export interface LightCardProps {
  children: ReactNode
  /** Extra styles of the surface. */
  style?: CSSProperties
}

/** The card surface around `children`. */
export function LightCard({ children, style }: LightCardProps) {
  const { token } = theme.useToken()
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        color: token.colorText,
        ...style,
      }}
    >
      {children}
    </div>
  )
}
