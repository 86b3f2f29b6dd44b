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
import { LIGHT_PATH_PATTERNS } from './light-paths.ts'

/** The source modules (relative to apps/web) each kind of route loads before its first paint. */
export const ROUTE_PRELOAD_KINDS = {
  /** /ana-sayfa: the shell layout and the home page. */
  home: ['src/app/layouts/ShellLayout.tsx', 'src/app/pages/HomePage.tsx'],
  /** A menu page: the shell layout, the antd frame the pages render in, and the menu route resolver. */
  shell: ['src/app/layouts/ShellLayout.tsx', 'src/app/AntdFrame.tsx', 'src/app/routes/MenuRoutePage.tsx'],
  /**
   * A section's grade entry (the seeded menu's `ogretim/not-girisi/:sectionId`, GradeEntryDetail): a light menu
   * page (light-menu-pages.ts), so the shell layout, the menu route resolver and the page, without the antd frame
   * (its antd parts load after its first paint).
   */
  gradeEntry: [
    'src/app/layouts/ShellLayout.tsx',
    'src/app/routes/MenuRoutePage.tsx',
    'src/features/grades/pages/GradeEntryDetailPage.tsx',
  ],
} as const satisfies Record<string, readonly string[]>

/** A kind of {@link ROUTE_PRELOAD_KINDS}. */
export type RoutePreloadKind = keyof typeof ROUTE_PRELOAD_KINDS

/** Paths with a kind of their own; any other path outside {@link outsideShell} is a menu page (`shell`). */
export const ROUTE_PRELOAD_PATHS: Readonly<Record<string, RoutePreloadKind>> = {
  '/': 'home',
  '/ana-sayfa': 'home',
}

/**
 * Path patterns (regular expressions over the whole path) with a kind of their own, tried after
 * {@link ROUTE_PRELOAD_PATHS}: the light menu pages whose menu path has a parameter. A wrong guess (a menu that
 * maps the path to another page) only preloads code the page does not use.
 */
export const ROUTE_PRELOAD_PATTERNS: readonly (readonly [string, RoutePreloadKind])[] = [
  [LIGHT_PATH_PATTERNS.gradeEntry, 'gradeEntry'],
]

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
