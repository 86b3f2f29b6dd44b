/**
 * Derived menu items (spec §3 "Derived menu item: title, icon, route, component, children, anchor id
 * (name without spaces), breadcrumbText (parent names joined by ' > ')") built from the server's menu
 * entries, plus the helpers the sidebar, search and breadcrumb need.
 */
import type { MenuEntry } from '@unacs/contracts'

/** One derived menu item. */
export interface DerivedMenuItem {
  /** Unique key inside the tree (index path, e.g. `2.1`). */
  key: string
  /** The entry's name in the current language. */
  title: string
  /** Ant Design icon name, or null. */
  icon: string | null
  /** `/{path}`, or null for a group. */
  route: string | null
  /** Page-registry component key, or null for a group. */
  component: string | null
  children: DerivedMenuItem[]
  /** Anchor id: the name without spaces. */
  id: string
  /** Parent names joined by ' > ' ('' at the top level). */
  breadcrumbText: string
  /** Parent titles, outermost first. */
  parents: string[]
  /** Shown in the menu; hidden entries are routes with required params (spec §2). */
  isShown: boolean
}

/** `/{path}` with exactly one leading slash, or null when `path` is empty. */
function toRoute(path: string | null): string | null {
  if (!path) return null
  const trimmed = path.replace(/^\/+/, '')
  return trimmed ? `/${trimmed}` : null
}

/**
 * Derives the items of `entries` (recursively).
 * @param entries The server's menu tree (GET /api/Menu/GetUnacsMenuListByRoleId).
 * @param parents Titles of the enclosing groups (for the breadcrumb text).
 */
export function deriveMenu(
  entries: readonly MenuEntry[],
  parents: string[] = [],
  prefix = '',
): DerivedMenuItem[] {
  return entries.map((entry, index) => {
    const key = prefix ? `${prefix}.${index}` : String(index)
    return {
      key,
      title: entry.name,
      icon: entry.icon,
      route: toRoute(entry.path),
      component: entry.component,
      children: deriveMenu(entry.children ?? [], [...parents, entry.name], key),
      id: entry.name.replace(/\s+/g, ''),
      breadcrumbText: parents.join(' > '),
      parents,
      isShown: entry.isShown,
    }
  })
}

/** Every item of the tree, depth first. */
export function flattenMenu(items: readonly DerivedMenuItem[]): DerivedMenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children)])
}

/** The tree without hidden entries and without groups left empty. */
export function visibleMenu(items: readonly DerivedMenuItem[]): DerivedMenuItem[] {
  return items.flatMap((item) => {
    if (!item.isShown) return []
    if (item.route) return [{ ...item, children: visibleMenu(item.children) }]
    const children = visibleMenu(item.children)
    return children.length > 0 ? [{ ...item, children }] : []
  })
}

/** The visible pages (items with a route and no `:param`), depth first: the search and shortcut candidates. */
export function visiblePages(items: readonly DerivedMenuItem[]): DerivedMenuItem[] {
  return flattenMenu(visibleMenu(items)).filter((item) => item.route && !item.route.includes('/:'))
}

/** True when `value` looks like a server menu tree (used for the stored `menus`). */
export function isMenuEntryList(value: unknown): value is MenuEntry[] {
  return (
    Array.isArray(value) &&
    value.every((e) => typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string')
  )
}
