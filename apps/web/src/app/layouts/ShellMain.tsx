/**
 * The content column of the signed-in layouts: page header (title and breadcrumb), the page, the
 * footer and the back-to-top button; wide tables' scrollers are made keyboard-focusable (shared/ui).
 * Light (issue 23, fourth pass): the column paints without antd, and the page is rendered in the lazily loaded
 * antd frame (`PageLoading` until its code is there) unless its route handle says `light`. The one frame stays
 * mounted while the user moves between framed pages (the page's own loading is a Suspense inside it), so a
 * toast raised before a navigation stays on screen.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useMatches } from 'react-router'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { useFocusableScrollers } from '../../shared/ui/use-focusable-scrollers.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import { AppFooter } from '../shell/AppFooter.tsx'
import { BackToTop } from '../shell/BackToTop.tsx'
import { PageHeader } from '../shell/PageHeader.tsx'
import { LazyAntdFrame } from './LazyAntdFrame.tsx'
import { PageLoading } from './PageLoading.tsx'
import './shell.css'

/** Props of {@link ShellMain}. */
export interface ShellMainProps {
  /** Limit the content width and centre it (semibox and horizontal layouts). */
  maxWidth?: number
}

/** True when the deepest matched route is drawn without antd (`handle.light`). */
function useLightPage(): boolean {
  const matches = useMatches()
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.light === true
}

/** Page header, page and footer. */
export function ShellMain({ maxWidth }: ShellMainProps) {
  const { mobile } = useViewport()
  const { t } = useTranslation()
  const light = useLightPage()
  useFocusableScrollers(t('scrollRegion'))
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  )
  return (
    <>
      <main id="main-content" tabIndex={-1} className="shell-main" style={{ padding: mobile ? 16 : 24 }}>
        <div style={{ maxWidth, marginInline: 'auto' }}>
          <PageHeader />
          {light ? page : <LazyAntdFrame fallback={<PageLoading />}>{page}</LazyAntdFrame>}
        </div>
      </main>
      <AppFooter />
      <BackToTop />
    </>
  )
}
