/** The top bar's menu button: opens the mobile drawer or collapses/expands the sidebar. */
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'

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
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('header.openMenu')}
        onClick={onClick}
      />
    )
  }
  const label = collapsed ? t('header.expandMenu') : t('header.collapseMenu')
  return (
    <Button
      type="text"
      icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      aria-label={label}
      aria-expanded={!collapsed}
      onClick={onClick}
    />
  )
}
