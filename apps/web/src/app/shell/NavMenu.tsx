/**
 * The role's menu as an Ant Design Menu (spec §1 "a sidebar menu built from the server for the
 * signed-in role"): inline in the sidebar and the mobile drawer, horizontal in the horizontal layout.
 * The current page is highlighted 1000 ms after navigation (spec §9), and its groups are opened.
 */
import { Menu, type MenuProps } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { menuKey, openKeysFor, toMenuItems } from '../menu/to-menu-items.tsx'
import { useHighlightedItem } from './use-current-menu-item.ts'
import { useDelayedValue } from './use-delayed-value.ts'

/** Highlight delay (spec §9). */
const HIGHLIGHT_DELAY_MS = 1000

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  mode: 'inline' | 'horizontal'
  /** Items to show; the whole visible menu by default (two-column passes one group's children). */
  items?: DerivedMenuItem[]
  /** Icon-only inline menu (small sidebar). */
  collapsed?: boolean
  /** Called after a page link was chosen (closes the mobile drawer). */
  onNavigate?: () => void
  /** The items are a group's children (two-column second column): no fallback icons. */
  nested?: boolean
}

/** The menu with delayed highlighting of the current page. */
export function NavMenu({ mode, items, collapsed = false, onNavigate, nested = false }: NavMenuProps) {
  const { t } = useTranslation()
  const menu = useRoleMenu()
  const source = items ?? menu.visible
  const current = useHighlightedItem()
  const selectedKey = useDelayedValue(current ? menuKey(current) : '', HIGHLIGHT_DELAY_MS)
  const [openKeys, setOpenKeys] = useState<string[]>([])

  useEffect(() => {
    if (mode !== 'inline' || collapsed) return
    const needed = openKeysFor(source, current?.route ?? null)
    if (needed.length > 0) setOpenKeys((keys) => Array.from(new Set([...keys, ...needed])))
  }, [mode, collapsed, source, current])

  const antItems = useMemo<MenuProps['items']>(
    () => toMenuItems(source, onNavigate, nested ? 1 : 0),
    [source, onNavigate, nested],
  )
  const openProps = mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {}

  return (
    <nav aria-label={t('nav.main')} style={{ minWidth: 0, flex: mode === 'horizontal' ? 1 : undefined }}>
      <Menu
        mode={mode}
        items={antItems}
        selectedKeys={selectedKey ? [selectedKey] : []}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
        {...openProps}
      />
    </nav>
  )
}
