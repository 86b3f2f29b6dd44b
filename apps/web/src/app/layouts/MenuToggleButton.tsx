/**
 * The top bar's menu button: opens the mobile drawer or collapses/expands the sidebar. Light: a native button
 * drawn like antd's icon-only text button (issue 23, shell.css).
 */
import { useTranslation } from 'react-i18next'
import { ShellIcon } from '../../shared/ui/light-shell-icons.tsx'
import './shell.css'

/** Props of {@link MenuToggleButton}. */
export interface MenuToggleButtonProps {
  /** `drawer`: opens the mobile menu; `sidebar`: toggles the sidebar size. */
  kind: 'drawer' | 'sidebar'
  /** For `sidebar`: whether it is collapsed now. */
  collapsed?: boolean
  onClick: () => void
}

/** A text button with the matching icon and label. */
export function MenuToggleButton({ kind, collapsed = false, onClick }: MenuToggleButtonProps) {
  const { t } = useTranslation()
  if (kind === 'drawer') {
    return (
      <button
        type="button"
        className="shell-text-button"
        data-icon-only
        aria-label={t('header.openMenu')}
        onClick={onClick}
      >
        <ShellIcon name="menu" />
      </button>
    )
  }
  const label = collapsed ? t('header.expandMenu') : t('header.collapseMenu')
  return (
    <button
      type="button"
      className="shell-text-button"
      data-icon-only
      aria-label={label}
      aria-expanded={!collapsed}
      onClick={onClick}
    >
      <ShellIcon name={collapsed ? 'menuUnfold' : 'menuFold'} />
    </button>
  )
}
