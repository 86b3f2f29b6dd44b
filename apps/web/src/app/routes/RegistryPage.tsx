/**
 * Renders the page registered under a component key (spec §2 component lookup), or — for a key
 * without a page yet — the "not available yet" page, never a blank screen.
 */
import { Suspense } from 'react'
import { PageLoading } from '../layouts/PageLoading.tsx'
import { NotAvailablePage } from '../pages/NotAvailablePage.tsx'
import { lazyRegistryPage } from './registry-page.ts'

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
  if (!Page) return <NotAvailablePage title={title} componentKey={componentKey} />
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  )
}
