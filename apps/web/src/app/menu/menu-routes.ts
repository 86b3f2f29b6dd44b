/**
 * Runtime routes from the menu (spec §2): every entry with a component is an authenticated route at
 * `/{path}`, named by its last path segment; its `:params` are required unless the entry is shown in
 * the menu (then optional). Routes are matched with react-router's `matchPath`.
 */
import { matchPath } from 'react-router'
import { type DerivedMenuItem, flattenMenu } from './derive-menu.ts'

/** One runtime route. */
export interface MenuRouteDef {
  /** The path pattern, e.g. `/ogrenci/notlarim/:termId`, with `?` on optional params. */
  pattern: string
  /** Route name: the last path segment that is not a parameter. */
  name: string
  item: DerivedMenuItem
}

/** A matched runtime route and its params. */
export interface MenuRouteMatch {
  def: MenuRouteDef
  params: Record<string, string | undefined>
}

/** The route name of a path: its last segment that is not a `:param`. */
export function routeName(path: string): string {
  const segments = path.split('/').filter((s) => s && !s.startsWith(':'))
  return segments[segments.length - 1] ?? ''
}

/** Makes every `:param` of a pattern optional (`:param?`). */
function optionalParams(pattern: string): string {
  return pattern.replace(/(:[A-Za-z0-9_]+)(?!\?)(?=\/|$)/g, '$1?')
}

/** The runtime routes of a derived menu, the ones without params first (they win over patterns). */
export function compileMenuRoutes(items: readonly DerivedMenuItem[]): MenuRouteDef[] {
  const defs = flattenMenu(items)
    .filter((item): item is DerivedMenuItem & { route: string; component: string } =>
      Boolean(item.route && item.component),
    )
    .map((item) => ({
      pattern: item.isShown ? optionalParams(item.route) : item.route,
      name: routeName(item.route),
      item,
    }))
  const hasParams = (d: MenuRouteDef) => d.pattern.includes(':')
  return [...defs.filter((d) => !hasParams(d)), ...defs.filter(hasParams)]
}

/** The runtime route matching `pathname`, or null (then the path is not allowed: spec §2 → 403). */
export function matchMenuRoute(defs: readonly MenuRouteDef[], pathname: string): MenuRouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const def of defs) {
    const match = matchPath({ path: def.pattern, end: true }, path)
    if (match) return { def, params: match.params }
  }
  return null
}
