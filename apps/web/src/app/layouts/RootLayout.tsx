/**
 * The root of every route: the page, the session timers (idle warning and token refresh, spec §4)
 * and scroll restoration.
 */
import { Outlet, ScrollRestoration } from 'react-router'
import { SessionTimers } from '../session/SessionTimers.tsx'

/** Renders the matched route and the session timers. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionTimers />
      <ScrollRestoration />
    </>
  )
}
