/**
 * Renders the page registered under a component key (spec §2 component lookup), or — for a key
 * without a page yet — the "not available yet" page, never a blank screen.
 */
import { lazy, Suspense } from 'react'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { PageLoading } from '../layouts/PageLoading.tsx'
import { lazyRegistryPage } from './registry-page.ts'

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

/** The registered page, lazily loaded. */
export function RegistryPage({ componentKey, title }: RegistryPageProps) {
  const Page = lazyRegistryPage(componentKey)
  return (
    <Suspense fallback={<PageLoading />}>
      {Page ? <Page /> : <NotAvailablePage title={title} componentKey={componentKey} />}
    </Suspense>
  )
}
