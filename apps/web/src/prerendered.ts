/**
 * The prerendered sign-in (issue 23, LCP from the HTML): the build writes `dist/guest-login.html` with the
 * route's markup in `#root` (apps/web/prerender), marked with `data-prerendered="<path>"`. The client hydrates
 * that markup only when it was drawn for the current path in the first visit's defaults (Turkish, light);
 * otherwise it starts afresh. Used by `main.tsx` (client) and `prerender/entry.tsx` (build).
 */
import { matchRoutes, type RouteObject } from 'react-router'
import { defaultLanguage, readLanguage, readThemeMode } from './shared/storage.ts'

/**
 * True when `container` holds markup prerendered for `pathname` and the stored preferences are the ones it was
 * drawn in (language `tr`, theme `light`: spec §3 keys `language`, `themeMode`), so it can be hydrated.
 */
export function canHydrate(container: HTMLElement, pathname: string): boolean {
  return (
    container.dataset.prerendered === pathname &&
    readLanguage() === defaultLanguage &&
    readThemeMode() === 'light'
  )
}

/**
 * Runs the `lazy` of every route `pathname` matches and puts what it returns on the route (the React Router
 * recipe for hydrating lazy routes), so a router created afterwards is initialised at once and its first
 * render is the page, as in the prerendered markup, not the hydrate fallback. Takes the route tree (changed
 * in place) and the path; resolves when every lazy module (code and translations) is loaded.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
