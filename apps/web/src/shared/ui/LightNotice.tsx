/**
 * A warning or info message without antd (issue 23, light-home.css): antd's `Alert` of that type with its
 * filled icon and `role="alert"`, and with a description under a larger title when given.
 */
import type { ReactNode } from 'react'
import './light.css'
import './light-home.css'

/** antd's ExclamationCircleFilled and InfoCircleFilled paths (@ant-design/icons-svg, MIT). */
const ICONS = {
  warning:
    'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  info: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
} as const

/** Props of {@link LightNotice}. */
export interface LightNoticeProps {
  type: keyof typeof ICONS
  title: ReactNode
  description?: ReactNode
}

/** The box: icon, `title` and the optional `description`. */
export function LightNotice({ type, title, description }: LightNoticeProps) {
  const size = description ? 24 : 14
  return (
    <div
      role="alert"
      className={`light-notice light-notice-${type}${description ? ' light-notice-with-description' : ''}`}
    >
      <svg
        viewBox="64 64 896 896"
        width={size}
        height={size}
        fill="currentColor"
        aria-hidden
        focusable="false"
      >
        <path d={ICONS[type]} />
      </svg>
      <div style={{ minWidth: 0 }}>
        <div className="light-notice-title">{title}</div>
        {description ? <div>{description}</div> : null}
      </div>
    </div>
  )
}
