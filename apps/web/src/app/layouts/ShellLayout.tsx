/**
 * The signed-in shell: renders the layout the user picked (vertical, horizontal, two-column or
 * semibox; spec §2). Mobile widths (767 px and below) always get the vertical layout with the menu in
 * a drawer ("In two-column layout, widths below 767 px switch to vertical menu"). The vertical and semibox
 * layouts are light (issue 23); the horizontal and two-column layouts, not the default, stay antd and load
 * with the antd frame around them.
 */
import { lazy } from 'react'
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { loadChunk } from '../../shared/routing/load-chunk.ts'
import { usePreferences } from '../preferences.tsx'
import { SkipLink } from '../shell/SkipLink.tsx'
import { SkeletonGone } from '../shell-skeleton/skeleton-gone.tsx'
import { AppLoading } from './AppLoading.tsx'
import { LazyAntdFrame } from './LazyAntdFrame.tsx'
import { SemiboxLayout } from './SemiboxLayout.tsx'
import { VerticalLayout } from './VerticalLayout.tsx'

const HorizontalLayout = lazy(() =>
  loadChunk(() => import('./HorizontalLayout.tsx')).then((m) => ({ default: m.HorizontalLayout })),
)
const TwoColumnLayout = lazy(() =>
  loadChunk(() => import('./TwoColumnLayout.tsx')).then((m) => ({ default: m.TwoColumnLayout })),
)

/**
 * The skip link (the first Tab stop, issue 36) and the chosen layout around the current page; its mounting ends
 * the prerendered home frame (SkeletonGone).
 */
export function ShellLayout() {
  return (
    <>
      <SkipLink />
      <SkeletonGone />
      <ChosenLayout />
    </>
  )
}

/** The layout the user picked (phones: always the vertical one). */
function ChosenLayout() {
  const { layoutType } = usePreferences()
  const { mobile } = useViewport()
  if (mobile) return <VerticalLayout boxed={layoutType === 'semibox'} />
  switch (layoutType) {
    case 'horizontal':
      return (
        <LazyAntdFrame fallback={<AppLoading />}>
          <HorizontalLayout />
        </LazyAntdFrame>
      )
    case 'twocolumn':
      return (
        <LazyAntdFrame fallback={<AppLoading />}>
          <TwoColumnLayout />
        </LazyAntdFrame>
      )
    case 'semibox':
      return <SemiboxLayout />
    default:
      return <VerticalLayout />
  }
}
