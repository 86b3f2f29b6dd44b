/**
 * The menu item of the current location: the runtime route's item, or — for a hidden entry (a page
 * with params) — the visible page whose route is the longest prefix of the path, so that the menu
 * still highlights the section the user is in.
 */
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { type DerivedMenuItem, flattenMenu } from '../menu/derive-menu.ts'
import { type RoleMenu, useRoleMenu } from '../menu/menu-context.tsx'
import { matchMenuRoute } from '../menu/menu-routes.ts'

/** The item to highlight for `pathname`, or null. */
export function highlightedItem(menu: RoleMenu, pathname: string): DerivedMenuItem | null {
  const match = matchMenuRoute(menu.routes, pathname)
  if (match?.def.item.isShown) return match.def.item
  const visiblePages = flattenMenu(menu.visible).filter((i) => i.route)
  let best: DerivedMenuItem | null = null
  for (const item of visiblePages) {
    const route = item.route ?? ''
    if (
      (pathname === route || pathname.startsWith(`${route}/`)) &&
      route.length > (best?.route?.length ?? 0)
    ) {
      best = item
    }
  }
  return best
}

/** The highlighted item for the current location. */
export function useHighlightedItem(): DerivedMenuItem | null {
  const menu = useRoleMenu()
  const { pathname } = useLocation()
  return useMemo(() => highlightedItem(menu, pathname), [menu, pathname])
}
