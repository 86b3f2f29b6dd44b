/**
 * Renders the page registered under a component key (spec §2 component lookup), or — for a key
 * without a page yet — the "not available yet" page, never a blank screen. The page's code loads on first use
 * with the page spinner meanwhile; it is not a Suspense fallback (issue 23, sixth pass): React holds back what a
 * Suspense boundary reveals until 300 ms after its fallback showed, which put that much on every page's first
 * paint. A page loaded now is drawn once its route data (route-prefetch.ts) has come too, within a bound. A failed
 * load goes to the route's error page, as a lazy component's would.
 */
import { useQueryClient } from '@tanstack/react-query'
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { PageLoading } from '../layouts/PageLoading.tsx'
import { hasRegistryPage, loadedRegistryPage, loadRegistryPage } from './registry-page.ts'
import { routeDataSettled } from './route-prefetch.ts'

// antd's Result: its own chunk, so that a light menu page's first load carries no antd (issue 23).
const NotAvailablePage = lazy(() =>
  loadChunk(() => import('../pages/NotAvailablePage.tsx')).then((m) => ({ default: m.NotAvailablePage })),
)

/** Props of {@link RegistryPage}. */
export interface RegistryPageProps {
  /** The page-registry key (the menu entry's `component`). */
  componentKey: string
  /** The page title, shown on the "not available yet" page. */
  title: string
}

/** The registered page, loaded on first use. */
export function RegistryPage({ componentKey, title }: RegistryPageProps) {
  const known = hasRegistryPage(componentKey)
  const [Page, setPage] = useState<ComponentType | undefined>(() => {
    const page = loadedRegistryPage(componentKey)
    // The load starts with the first render, not after its paint (the effect below takes its answer).
    if (!page && known) loadRegistryPage(componentKey).catch(() => undefined)
    return page
  })
  const [failure, setFailure] = useState<unknown>(null)
  const { pathname } = useLocation()
  const client = useQueryClient()
  useEffect(() => {
    if (!known || Page) return
    let live = true
    // A page loaded now is drawn once its data has come too (within a bound): its first paint is its content.
    Promise.all([loadRegistryPage(componentKey), routeDataSettled(pathname, client)]).then(
      ([Component]) => live && setPage(() => Component),
      (error: unknown) => live && setFailure(error),
    )
    return () => {
      live = false
    }
  }, [componentKey, known, Page, client, pathname])
  if (!known)
    return (
      <Suspense fallback={<PageLoading />}>
        <NotAvailablePage title={title} componentKey={componentKey} />
      </Suspense>
    )
  if (failure) throw failure
  return Page ? <Page /> : <PageLoading />
}
