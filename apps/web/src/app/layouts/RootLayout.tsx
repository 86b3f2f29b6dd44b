/**
 * The root of every route: the page, the session timers (idle warning and token refresh, spec §4)
 * and scroll restoration. Every route but the guest sign-in is rendered in the antd frame (ConfigProvider and
 * antd's App, `AntdFrame`), loaded lazily; the one frame stays while the user moves between its routes, so a
 * toast raised before a navigation (the welcome after sign-in) stays on screen. The guest sign-in paints
 * without antd (issue 23, third pass).
 */
import { lazy, Suspense } from 'react'
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { loadAntdFrame } from '../antd-frame-loader.ts'
import { RouteName } from '../routes/paths.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import { SessionTimers } from '../session/SessionTimers.tsx'
import { AppLoading } from './AppLoading.tsx'

/** The routes drawn without antd. */
const LIGHT_ROUTES: readonly string[] = [RouteName.guestLogin]

const AntdFrame = lazy(() => loadAntdFrame().then((m) => ({ default: m.AntdFrame })))

/** Renders the matched route (in the antd frame unless it is a light route) and the session timers. */
export function RootLayout() {
  const matches = useMatches()
  const light = matches.some((m) => LIGHT_ROUTES.includes((m.handle as RouteHandle | undefined)?.name ?? ''))
  return (
    <>
      {light ? (
        <Outlet />
      ) : (
        <Suspense fallback={<AppLoading />}>
          <AntdFrame>
            <Outlet />
          </AntdFrame>
        </Suspense>
      )}
      <SessionTimers />
      <ScrollRestoration />
    </>
  )
}
