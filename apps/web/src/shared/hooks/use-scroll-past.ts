/** Whether the window has scrolled past a threshold (spec §9: top-bar shadow 50 px, back-to-top 100 px). */
import { useSyncExternalStore } from 'react'

/**
 * True while `window.scrollY` is greater than `threshold` pixels.
 * @param threshold Scroll distance in px.
 */
export function useScrollPast(threshold: number): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('scroll', notify, { passive: true })
      return () => window.removeEventListener('scroll', notify)
    },
    () => window.scrollY > threshold,
    () => false,
  )
}
