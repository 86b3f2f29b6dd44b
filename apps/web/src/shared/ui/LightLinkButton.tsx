/**
 * A router link drawn as antd's small link button, without antd (issue 23, light-home.css): the light
 * counterpart of `ButtonLink type="link" size="small"` (a real `<a href>`, SPA navigation on a plain click).
 */
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import './light.css'
import './light-home.css'

/** A link to the app route `to`, labelled `children`. */
export function LightLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="light-link-button">
      {children}
    </Link>
  )
}
