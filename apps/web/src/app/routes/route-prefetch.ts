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

/** Takes the current path and the query client; starts the matching page's data queries (never throws). */
export function prefetchRouteData(path: string, client: QueryClient): void {
  for (const [source, prefetch] of PREFETCHES) {
    const match = new RegExp(source).exec(path)
    if (match) prefetch(match, client).catch(() => undefined)
  }
}
