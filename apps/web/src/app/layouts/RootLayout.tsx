/**
 * The root of every route: the page, the session timers (idle warning and token refresh, spec §4) and scroll
 * restoration. The routes outside the signed-in shell are rendered in the antd frame
 * (ConfigProvider and antd's App, `AntdFrame`), loaded lazily, but the guest sign-in, which paints without antd
 * (issue 23, third pass). The signed-in shell paints its chrome without antd and puts the frame around the
 * antd parts itself (its page, the top bar's antd controls; issue 23, fourth pass). A toast raised just before
 * leaving a frame (the welcome on /tokenreader, then the shell) is a light toast (shared/ui/light-toast.ts),
 * outside every frame.
 */
import { Outlet, ScrollRestoration, useMatches } from 'react-router'
import { useDialogFocusReturn } from '../../shared/ui/use-dialog-focus-return.ts'
import { useInvalidFieldFocus } from '../../shared/ui/use-invalid-field-focus.ts'
import { RouteName, type RouteNameValue } from '../routes/paths.ts'
import type { RouteHandle } from '../routes/route-handle.ts'
import { SessionTimers } from '../session/SessionTimers.tsx'
import { SkeletonGone } from '../shell-skeleton/skeleton-gone.tsx'
import { AppLoading } from './AppLoading.tsx'
import { LazyAntdFrame } from './LazyAntdFrame.tsx'

/** The routes outside the shell drawn without antd. */
const LIGHT_ROUTES: readonly string[] = [RouteName.guestLogin]

/**
 * The named routes of the signed-in shell; its other routes (the role menu's pages, behind the catch-all) carry
 * no name. Every route outside the shell is named (router.tsx).
 */
const SHELL_ROUTES: readonly (RouteNameValue | undefined)[] = [RouteName.default, RouteName.home, undefined]

/** The matched route's name (undefined for the shell's unnamed menu pages). */
function useRouteName(): string | undefined {
  const matches = useMatches()
  return (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.name
}

/**
 * Renders the matched route (in the antd frame unless it draws its own: the shell's routes and the light ones),
 * and the session timers. A route outside the shell ends the prerendered home frame (the shell ends it itself).
 * Installs the app-wide keyboard rules of issue 36: focus back to a dialog's opener, a failed submit focuses
 * the first invalid field.
 */
export function RootLayout() {
  useDialogFocusReturn()
  useInvalidFieldFocus()
  const name = useRouteName()
  const shell = SHELL_ROUTES.includes(name as RouteNameValue | undefined)
  const ownFrame = shell || LIGHT_ROUTES.includes(name ?? '')
  return (
    <>
      {shell ? null : <SkeletonGone />}
      {ownFrame ? (
        <Outlet />
      ) : (
        <LazyAntdFrame fallback={<AppLoading />}>
          <Outlet />
        </LazyAntdFrame>
      )}
      <SessionTimers />
      <ScrollRestoration />
    </>
  )
}
