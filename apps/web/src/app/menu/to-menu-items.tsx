/**
 * Derived menu items as Ant Design Menu items: groups become submenus, pages become router links with
 * the anchor id (spec §3) on the link. Used by the horizontal menu only; the sidebar is shell/SideNav.tsx.
 */
import type { MenuProps } from 'antd'
import { Link } from 'react-router'
import type { DerivedMenuItem } from './derive-menu.ts'
import { MenuIcon } from './menu-icons.tsx'
import { menuKey } from './menu-keys.ts'

type Items = NonNullable<MenuProps['items']>

/**
 * Converts visible derived items into antd Menu items.
 * @param items Items from `visibleMenu`.
 * @param onNavigate Called after a page link is clicked (e.g. to close the mobile drawer).
 * @param depth Nesting level; top-level items always get an icon, nested ones only when they name one.
 */
export function toMenuItems(items: readonly DerivedMenuItem[], onNavigate?: () => void, depth = 0): Items {
  return items.map((item) => {
    const icon = depth === 0 || item.icon ? <MenuIcon key="icon" name={item.icon} /> : undefined
    if (item.route) {
      return {
        key: menuKey(item),
        icon,
        title: item.title,
        label: (
          <Link to={item.route} id={item.id} onClick={onNavigate}>
            {item.title}
          </Link>
        ),
      }
    }
    return {
      key: menuKey(item),
      icon,
      label: <span id={item.id}>{item.title}</span>,
      children: toMenuItems(item.children, onNavigate, depth + 1),
    }
  })
}
