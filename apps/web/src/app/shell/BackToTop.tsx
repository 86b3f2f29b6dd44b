/**
 * The back-to-top button (spec §1, §9): appears after 100 px of scroll, scrolls smoothly to the top. Light: a
 * round primary button without antd (issue 23, layouts/shell.css).
 */
import { useTranslation } from 'react-i18next'
import { useScrollPast } from '../../shared/hooks/use-scroll-past.ts'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import '../layouts/shell.css'

/** Scroll distance after which the button shows (spec §9). */
const SHOW_AFTER_PX = 100

/** A round button fixed at the bottom right. */
export function BackToTop() {
  const { t } = useTranslation()
  const visible = useScrollPast(SHOW_AFTER_PX)
  if (!visible) return null
  return (
    <button
      type="button"
      className="shell-back-to-top"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ShellIcon name="arrowUp" />
    </button>
  )
}
