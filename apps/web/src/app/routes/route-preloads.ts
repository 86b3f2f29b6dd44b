/**
 * Which code a signed-in first visit of a route needs before it paints (issue 23: the first load in one wave).
 * Without help, the browser learns of a route's layout and page chunks only after the entry chunk has downloaded
 * and run, and of their imports after those have: three waves of round trips. The build (vite-route-preload.ts)
 * turns each kind's source modules below into the chunk files (with their static imports and CSS) and writes
 * them into index.html as data; `public/route-preload.js`, loaded async from the HTML's head, asks for them at
 * once when the visitor holds a staff or student session token, by the path's kind. A signed-out visitor is sent
 * to the identity provider first and fetches nothing extra.
 *
 * Kept beside the router (router.tsx): a static route outside the signed-in shell belongs in `outsideShell`.
 */

/** The source modules (relative to apps/web) each kind of route loads before its first paint. */
export const ROUTE_PRELOAD_KINDS = {
  /** /ana-sayfa: the shell layout and the home page. */
  home: ['src/app/layouts/ShellLayout.tsx', 'src/app/pages/HomePage.tsx'],
  /** A menu page: the shell layout, the antd frame the pages render in, and the menu route resolver. */
  shell: ['src/app/layouts/ShellLayout.tsx', 'src/app/AntdFrame.tsx', 'src/app/routes/MenuRoutePage.tsx'],
} as const satisfies Record<string, readonly string[]>

/** A kind of {@link ROUTE_PRELOAD_KINDS}. */
export type RoutePreloadKind = keyof typeof ROUTE_PRELOAD_KINDS

/** Paths with a kind of their own; any other path outside {@link outsideShell} is a menu page (`shell`). */
export const ROUTE_PRELOAD_PATHS: Readonly<Record<string, RoutePreloadKind>> = {
  '/': 'home',
  '/ana-sayfa': 'home',
}

/**
 * The router's static paths outside the signed-in shell (router.tsx: the hand-off, the error and status
 * pages, the public and guest pages): nothing is preloaded there. An entry ending in `/` is a prefix.
 */
export const OUTSIDE_SHELL: readonly string[] = [
  '/tokenreader',
  '/redirector',
  '/error-403',
  '/error-404',
  '/error',
  '/unreachable',
  '/durum',
  '/public/',
  '/guest-login',
  '/guest-landing',
  '/applications',
  '/application',
  '/application-summary',
]
