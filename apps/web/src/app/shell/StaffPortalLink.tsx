/**
 * The top bar's link to the staff portal (spec §1 "The top bar offers a link to a staff portal"). Light: a link
 * drawn like antd's text button with the globe icon (issue 23, layouts/shell.css).
 */
import { useTranslation } from 'react-i18next'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import { externalLinks } from './external-links.ts'
import '../layouts/shell.css'

/** Opens the staff portal in a new tab. */
export function StaffPortalLink() {
  const { t } = useTranslation()
  return (
    <a
      className="shell-text-button"
      href={externalLinks.staffPortal}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t('header.staffPortal')} ${t('header.newTab')}`}
    >
      <ShellIcon name="global" size={14} />
      <span>{t('header.staffPortal')}</span>
    </a>
  )
}
