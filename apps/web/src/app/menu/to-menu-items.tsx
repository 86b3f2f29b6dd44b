/**
 * Derived menu items as Ant Design Menu items: groups become submenus, pages become router links with
 * the anchor id (spec §3) on the link.
 */
import type { MenuProps } from 'antd'
import { Link } from 'react-router'
import type { DerivedMenuItem } from './derive-menu.ts'
import { MenuIcon } from './menu-icons.tsx'

type Items = NonNullable<MenuProps['items']>

/**
 * The antd key of an item: its route for pages, `group:{parents > title}` for groups. Groups are keyed by
 * their names, not their position, so after a role switch an open group of the old menu does not open
 * whichever group of the new menu happens to sit at the same index.
 */
export function menuKey(item: DerivedMenuItem): string {
  return item.route ?? `group:${[...item.parents, item.title].join(' > ')}`
}

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

/** The keys of the groups that enclose the page at `route` (to open them in the inline menu). */
export function openKeysFor(items: readonly DerivedMenuItem[], route: string | null): string[] {
  if (!route) return []
  for (const item of items) {
    if (item.route === route) return []
    const inner = openKeysFor(item.children, route)
    if (inner.length > 0 || item.children.some((c) => c.route === route)) return [menuKey(item), ...inner]
  }
  return []
}
