/**
 * The content column of the signed-in layouts: page header (title and breadcrumb), the page, the
 * footer and the back-to-top button; wide tables' scrollers are made keyboard-focusable (shared/ui).
 * Light (issue 23, fourth pass): the column paints without antd, and the page is rendered in the lazily loaded
 * antd frame (`PageLoading` until its code is there) unless its route handle says `light` or it is a light menu
 * page (routes/light-menu-pages.ts; issue 23, sixth pass): those get the frame through `AntdFrameSlot` for
 * their own antd parts. While the role menu loads, the menu route shows a light spinner, unframed, so no antd
 * code is asked for before the page is known. The one frame stays mounted while the user moves between framed
 * pages (the page's own loading is a Suspense inside it), so a toast raised before a navigation stays on screen.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useMatches } from 'react-router'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { AntdFrameSlot, type AntdFrameSlotProps, type AntdFrameSlotValue } from '../../shared/ui/AntdPart.tsx'
import { useFocusableScrollers } from '../../shared/ui/use-focusable-scrollers.ts'
import { loadAntdFrame } from '../antd-frame-loader.ts'
import { useRoleMenu } from '../menu/menu-context.tsx'
import { matchMenuRoute } from '../menu/menu-routes.ts'
import { LIGHT_MENU_PAGES } from '../routes/light-menu-pages.ts'
import type { MenuRouteHandle, RouteHandle } from '../routes/route-handle.ts'
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

/**
 * True when the deepest matched route is drawn without antd: `handle.light`, or the menu route while the menu
 * loads (its spinner) and when the path's menu entry is a light page or none (the 403 redirect).
 */
function useLightPage(): boolean {
  const matches = useMatches()
  const { pathname } = useLocation()
  const menu = useRoleMenu()
  const handle = matches[matches.length - 1]?.handle as Partial<RouteHandle & MenuRouteHandle> | undefined
  if (handle?.light === true) return true
  if (handle?.menuPages !== true) return false
  if (menu.status === 'pending') return true
  if (menu.status === 'error') return false
  const match = matchMenuRoute(menu.routes, pathname)
  return !match || LIGHT_MENU_PAGES.has(match.def.item.component ?? '')
}

/** A light page's antd parts: each in an inline antd frame of its own. */
function PartFrame({ children, fallback }: AntdFrameSlotProps) {
  return (
    <LazyAntdFrame inline fallback={fallback}>
      {children}
    </LazyAntdFrame>
  )
}

const partFrame: AntdFrameSlotValue = {
  Frame: PartFrame,
  warm: () => {
    loadAntdFrame().catch(() => undefined)
  },
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
          {light ? (
            <AntdFrameSlot value={partFrame}>{page}</AntdFrameSlot>
          ) : (
            <LazyAntdFrame fallback={<PageLoading />}>{page}</LazyAntdFrame>
          )}
        </div>
      </main>
      <AppFooter />
      <BackToTop />
    </>
  )
}
