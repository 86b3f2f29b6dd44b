/**
 * The full layout (spec §2: "full (no chrome)"): the page alone. Only a small language and
 * dark-mode control floats in the corner, so that public and guest sign-in pages stay usable in both
 * languages.
 */
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { PreferenceControls } from '../shell/PreferenceControls.tsx'
import { PageLoading } from './PageLoading.tsx'

/** The page without chrome. */
export function FullLayout() {
  return (
    <div style={{ minHeight: '100vh', position: 'relative' }} data-layout="full">
      <div style={{ position: 'absolute', top: 12, insetInlineEnd: 16, zIndex: 10 }}>
        <PreferenceControls />
      </div>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
