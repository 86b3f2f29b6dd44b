/**
 * The data a light menu page's first paint needs, asked for beside the role menu (issue 23, sixth pass): the
 * page renders only once the menu has resolved its path, and asking for its data only then puts one more round
 * trip before its largest paint. The menu still decides what renders (a path the role may not open goes to 403);
 * the server checks every call itself, so an early answer is only ever data the caller may read.
 */
import type { QueryClient } from '@tanstack/react-query'
import { LIGHT_PATH_PATTERNS } from './light-paths.ts'

/** Per path pattern: starts the page's queries in `client` from the pattern's match. */
const PREFETCHES: readonly (readonly [
  string,
  (match: RegExpExecArray, client: QueryClient) => Promise<void>,
])[] = [
  [
    LIGHT_PATH_PATTERNS.gradeEntry,
    (match, client) =>
      import('../../features/grades/api/get-grade-sheet.ts').then((api) =>
        api.prefetchGradeSheet(client, Number(match[1])),
      ),
  ],
]

/**
 * Takes the current path and the query client; starts the matching page's data queries (an answer already in the
 * cache and fresh is not asked for again). Returns a promise that resolves once they have settled, at once when no
 * page matches; it never rejects (a failure is left to the page's own query).
 */
export function prefetchRouteData(path: string, client: QueryClient): Promise<void> {
  const started: Promise<void>[] = []
  for (const [source, prefetch] of PREFETCHES) {
    const match = new RegExp(source).exec(path)
    if (match) started.push(prefetch(match, client).catch(() => undefined))
  }
  return Promise.all(started).then(() => undefined)
}

/** How long a light page's first render waits for its data before drawing its own loading state (ms). */
export const ROUTE_DATA_WAIT_MS = 1_500

/**
 * Takes the current path and the query client; resolves once the matching page's data has settled or after
 * {@link ROUTE_DATA_WAIT_MS}, whichever comes first (never rejects). A page drawn after it paints its content in
 * its first commit, not a spinner first and its content one render later (issue 23, seventh pass: that second
 * render was the grade entry's largest paint, after its antd code had started to load).
 */
export function routeDataSettled(path: string, client: QueryClient): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ROUTE_DATA_WAIT_MS)
    prefetchRouteData(path, client).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
