/**
 * "İçeriğe geç" / "Skip to content" (issue 36, keyboard and screen readers): the first Tab stop of every
 * signed-in page, hidden until focused, then drawn at the top left over the bar. Activating it moves the focus
 * (and the view) to the page's `<main id="main-content" tabIndex={-1}>` (ShellMain) without touching the URL,
 * so the router sees no navigation and the next Tab goes to the page's first control.
 */
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import './skip-link.css'

/** The id of the element the link skips to (ShellMain's `<main>`). */
export const MAIN_CONTENT_ID = 'main-content'

/** The skip link; takes no props, returns an `<a href="#main-content">`. */
export function SkipLink() {
  const { t } = useTranslation()
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus({ preventScroll: true })
    main.scrollIntoView({ block: 'start' })
  }
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  )
}
