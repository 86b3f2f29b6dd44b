/**
 * The role's menu (spec §1 "a sidebar menu built from the server for the signed-in role"): inline in the
 * sidebar, the mobile drawer and the two-column layout's second column, drawn without antd (SideNav, issue 23);
 * horizontal in the horizontal layout, antd's Menu loaded lazily (HorizontalNavMenu), so that the vertical
 * layout's first load does not carry antd's Menu. The current page is highlighted 1000 ms after navigation
 * (spec §9), and in the sidebar its groups are opened.
 */
import { lazy, Suspense } from 'react'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import type { DerivedMenuItem } from '../menu/derive-menu.ts'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { SideNav } from './SideNav.tsx'

/** antd's horizontal Menu, only for the horizontal layout. */
const HorizontalNavMenu = lazy(() =>
  loadChunk(() => import('./HorizontalNavMenu.tsx')).then((m) => ({ default: m.HorizontalNavMenu })),
)

/** The height of antd's horizontal menu bar (its 46 px line height), kept while its code loads. */
const HORIZONTAL_MENU_HEIGHT = 46

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

/** The menu with delayed highlighting of the current page: the light sidebar, or antd's horizontal bar. */
export function NavMenu({ mode, items, collapsed = false, onNavigate, nested = false }: NavMenuProps) {
  const menu = useRoleMenu()
  const source = items ?? menu.visible
  if (mode === 'inline')
    return <SideNav items={source} collapsed={collapsed} onNavigate={onNavigate} nested={nested} />
  return (
    <Suspense fallback={<div style={{ height: HORIZONTAL_MENU_HEIGHT, flex: 1 }} />}>
      <HorizontalNavMenu items={source} onNavigate={onNavigate} />
    </Suspense>
  )
}
