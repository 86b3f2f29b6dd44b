/**
 * A titled card without antd (issue 23, light-home.css): the look of antd's small `Card` (38 px header with
 * the title and an `extra` on the right, 12 px body, secondary border, radius 8), for the home page and its
 * cards so that they paint before antd loads; `size="default"` draws antd's default `Card` (56 px header in
 * 16 px type, 24 px body) for light pages.
 */
import type { ReactNode } from 'react'
import './light.css'
import './light-home.css'

/** Props of {@link LightPanel}. */
export interface LightPanelProps {
  /** The header's title (a heading element, given by the caller); no header when absent. */
  title?: ReactNode
  /** What the header shows on the right (a link). */
  extra?: ReactNode
  children?: ReactNode
  /** `small` (default) or antd's `default` card size. */
  size?: 'small' | 'default'
}

/** The card: optional header (`title`, `extra`) and `children` as its body. */
export function LightPanel({ title, extra, children, size = 'small' }: LightPanelProps) {
  return (
    <div className={size === 'default' ? 'light-panel light-panel-default' : 'light-panel'}>
      {title || extra ? (
        <div className="light-panel-head">
          <div>{title}</div>
          {extra ? <div className="light-panel-extra">{extra}</div> : null}
        </div>
      ) : null}
      <div className="light-panel-body">{children}</div>
    </div>
  )
}
