/**
 * An antd icon without antd (issue 23, sixth pass): draws one of @ant-design/icons-svg's definitions (the data
 * behind @ant-design/icons, e.g. `@ant-design/icons-svg/es/asn/DownloadOutlined`) as plain SVG. The
 * @ant-design/icons components share their base with antd's ConfigProvider (the build's antd-frame chunk, about
 * 100 KB gzip), so a light page drawing them would load antd; the definitions alone are a few hundred bytes.
 * Decorative: always `aria-hidden`; `size` in px (default 14, antd's text size), in the current text colour.
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'
import { createElement, type ReactNode } from 'react'

/** The node and its children as React elements. */
function draw(node: AbstractNode, key: number): ReactNode {
  return createElement(node.tag, { ...node.attrs, key }, node.children?.map(draw))
}

/** The icon `icon` (an outlined or filled definition; a two-tone one in the text colour). */
export function LightSvgIcon({ icon, size = 14 }: { icon: IconDefinition; size?: number }) {
  const root = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon
  return (
    <svg
      {...root.attrs}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden
      focusable="false"
      className="light-svg-icon"
    >
      {root.children?.map(draw)}
    </svg>
  )
}
