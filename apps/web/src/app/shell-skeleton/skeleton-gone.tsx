/**
 * The end of the prerendered home frame (HomeSkeleton.tsx, issue 23): `dist/ana-sayfa.html` holds it before a
 * hidden `#root` (`#shell-skeleton ~ #root { display: none }`). Whatever the app shows first that is not its
 * loading screen (the signed-in shell, another route, an error page) removes it as it mounts, so the app
 * appears in the same frame the skeleton goes. Until then it stands in for the app's loading screen (also
 * while a stale session is sent on to sign-in).
 */
import { useLayoutEffect } from 'react'

/** The skeleton element's id (the plugin's guard, its CSS and the removal use it). */
export const SHELL_SKELETON_ID = 'shell-skeleton'

/** Removes the skeleton if it is there (then `#root` shows). Takes and returns nothing. */
export function removeShellSkeleton(): void {
  document.getElementById(SHELL_SKELETON_ID)?.remove()
}

/**
 * Renders nothing; removes the skeleton in its layout effect, before the browser paints. Put it first in a
 * tree, so the skeleton is gone (and `#root` laid out) before that tree's own layout effects measure anything.
 */
export function SkeletonGone() {
  useLayoutEffect(removeShellSkeleton, [])
  return null
}
