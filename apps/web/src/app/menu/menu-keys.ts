/**
 * Keys of the role menu's items (spec §1 sidebar menu) and the groups to open for the current page, shared by
 * the light sidebar (shell/SideNav.tsx) and the antd horizontal menu (to-menu-items.tsx). No antd here.
 */
import type { DerivedMenuItem } from './derive-menu.ts'

/**
 * The key of an item: its route for pages, `group:{parents > title}` for groups. Groups are keyed by
 * their names, not their position, so after a role switch an open group of the old menu does not open
 * whichever group of the new menu happens to sit at the same index.
 */
export function menuKey(item: DerivedMenuItem): string {
  return item.route ?? `group:${[...item.parents, item.title].join(' > ')}`
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
