/**
 * The role's menu as an Ant Design horizontal Menu (spec §1 "a sidebar menu built from the server for the
 * signed-in role", spec §2 horizontal layout). Loaded lazily by NavMenu, so that antd's Menu stays out of the
 * vertical layout's first load (issue 23). The current page is highlighted 1000 ms after navigation (spec §9).
 */
import { Menu, type MenuProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { useHighlightedKey } from '../menu/menu-highlight.ts'
import { toMenuItems } from '../menu/to-menu-items.tsx'

/** Props of {@link HorizontalNavMenu}. */
export interface HorizontalNavMenuProps {
  /** The items to show (the visible menu). */
  items: DerivedMenuItem[]
  /** Called after a page link was chosen. */
  onNavigate?: () => void
}

/** The horizontal menu bar with delayed highlighting of the current page; groups open as popups. */
export function HorizontalNavMenu({ items, onNavigate }: HorizontalNavMenuProps) {
  const { t } = useTranslation()
  const selectedKey = useHighlightedKey()
  const antItems = useMemo<MenuProps['items']>(() => toMenuItems(items, onNavigate), [items, onNavigate])
  return (
    <nav aria-label={t('nav.main')} style={{ minWidth: 0, flex: 1 }}>
      <Menu
        mode="horizontal"
        items={antItems}
        selectedKeys={selectedKey ? [selectedKey] : []}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
    </nav>
  )
}
