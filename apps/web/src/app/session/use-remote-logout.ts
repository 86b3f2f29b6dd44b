/**
 * Follows a logout made in another tab (issue 4: "logout in one logs out all"), on every route
 * while a portal session exists — also on the routes where the idle countdown is skipped.
 */
import { useEffect } from 'react'
import { onSessionMessage } from '../../shared/session/session-bus.ts'

/**
 * Calls `onLogout` when another tab announces a logout.
 * @param active Listen only while true (a portal token is stored).
 */
export function useRemoteLogout(active: boolean, onLogout: () => void): void {
  useEffect(() => {
    if (!active) return
    return onSessionMessage((message) => {
      if (message.type === 'logout') onLogout()
    })
  }, [active, onLogout])
}
