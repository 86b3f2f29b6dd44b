/**
 * The runtime routes (spec §2): any path inside the signed-in shell that is not static is looked up
 * in the role's menu. A match renders the entry's registered page with its params; no match goes to
 * `/error-403?redirectFrom=<full path, query included>`. While the menu loads, a spinner; when it
 * cannot be loaded, the unreachable or generic error with a retry.
 */
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { Navigate, useLocation, useNavigation } from 'react-router'
import { ApiError } from '../../shared/api/client.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { PageContext } from '../../shared/routing/page-context.ts'
import { PageLoading } from '../layouts/PageLoading.tsx'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { matchMenuRoute } from '../menu/menu-routes.ts'
import { movedPath } from './legacy-paths.ts'
import { forbiddenPath } from './paths.ts'
import { RegistryPage } from './RegistryPage.tsx'
import { prefetchRouteData } from './route-prefetch.ts'

// antd's Result: loaded only when the menu cannot be, so a light menu page's first load carries no antd (issue 23).
const ErrorResultPage = lazy(() =>
  loadChunk(() => import('../pages/ErrorResultPage.tsx')).then((m) => ({ default: m.ErrorResultPage })),
)

/** Resolves the current path against the role menu. */
export function MenuRoutePage() {
  const menu = useRoleMenu()
  const { pathname, search } = useLocation()
  const navigation = useNavigation()
  const client = useQueryClient()
  // A light page's data is asked for beside the menu, not after it (route-prefetch.ts).
  useEffect(() => {
    prefetchRouteData(pathname, client)
  }, [pathname, client])

  if (menu.status === 'pending') return <PageLoading />
  if (menu.status === 'error') {
    const unreachable =
      !(menu.error instanceof ApiError) || menu.error.status === 0 || menu.error.status >= 502
    return (
      <Suspense fallback={<PageLoading />}>
        <ErrorResultPage kind={unreachable ? 'unreachable' : 'generic'} onRetry={menu.refetch} />
      </Suspense>
    )
  }
  const match = matchMenuRoute(menu.routes, pathname)
  const moved = match ? null : movedPath(pathname)
  if (moved) return <Navigate to={`${moved}${search}`} replace />
  if (!match) {
    // While the router is leaving this page (a role switch or impersonation goes home and only then swaps the
    // token, whose new menu may not hold this path), a missing entry is no reason for a 403. A page that is
    // in the menu stays mounted through navigations (its own query-string changes), keeping its state.
    if (navigation.state !== 'idle') return <PageLoading />
    return <Navigate to={forbiddenPath(`${pathname}${search}`)} replace />
  }
  const { item, name } = match.def
  return (
    <PageContext value={{ params: match.params, title: item.title, name, component: item.component ?? '' }}>
      <RegistryPage key={item.key} componentKey={item.component ?? ''} title={item.title} />
    </PageContext>
  )
}
