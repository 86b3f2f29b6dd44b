/**
 * Media queries and the spec's breakpoints (spec §4, §9: 767, 992 and 1025 px).
 */
import { useSyncExternalStore } from 'react'

/**
 * Whether `query` currently matches; re-renders when it changes.
 * @param query A CSS media query, e.g. `(max-width: 767px)`.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** The viewport classes the shell uses. */
export interface Viewport {
  /** 767 px and below (spec §4 "767 px and below is mobile"). */
  mobile: boolean
  /** Below 1025 px: the sidebar is small (spec §4). */
  smallSidebar: boolean
  /** 992 px and wider: desktop behaviour (spec §4). */
  desktop: boolean
}

/** The current {@link Viewport}. */
export function useViewport(): Viewport {
  const mobile = useMediaQuery('(max-width: 767px)')
  const smallSidebar = useMediaQuery('(max-width: 1024px)')
  const desktop = useMediaQuery('(min-width: 992px)')
  return { mobile, smallSidebar, desktop }
}
