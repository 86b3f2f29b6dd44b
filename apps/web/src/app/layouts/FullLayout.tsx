/**
 * The full layout (spec §2: "full (no chrome)"): the page alone. Only a small language and
 * dark-mode control floats in the corner, so that public and guest sign-in pages stay usable in both
 * languages. Without antd (light controls and spinner), so that /guest-login paints before antd loads
 * (issue 23); the antd pages under it (the public guide) get the antd frame from the root layout.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { LightSpinner } from '../../shared/ui/LightSpinner.tsx'
import { LightPreferenceControls } from '../shell/LightPreferenceControls.tsx'

/** The page without chrome. */
export function FullLayout() {
  const { t } = useTranslation()
  return (
    <div style={{ minHeight: '100vh', position: 'relative' }} data-layout="full">
      <div style={{ position: 'absolute', top: 12, insetInlineEnd: 16, zIndex: 10 }}>
        <LightPreferenceControls />
      </div>
      <Suspense fallback={<LightSpinner label={t('loading')} />}>
        <Outlet />
      </Suspense>
    </div>
  )
}
