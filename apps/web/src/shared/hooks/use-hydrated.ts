/**
 * "Is this markup live yet?" (issue 23, prerendered pages): false while the page is the build's prerendered HTML
 * (and in the render that hydrates it), true once React owns it. A prerendered form uses it to take no input
 * and send nothing before its handlers exist: a click on a dead submit button would submit the form natively
 * and reload the page, and text typed into a dead field would be lost.
 */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** Takes nothing; returns false on the server and while hydrating, true on the client afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
