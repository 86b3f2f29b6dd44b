/**
 * The signed-in shell: renders the layout the user picked (vertical, horizontal, two-column or
 * semibox; spec §2). Mobile widths (767 px and below) always get the vertical layout with the menu in
 * a drawer ("In two-column layout, widths below 767 px switch to vertical menu").
 */
import { useViewport } from '../../shared/hooks/use-media-query.ts'
import { usePreferences } from '../preferences.tsx'
import { HorizontalLayout } from './HorizontalLayout.tsx'
import { SemiboxLayout } from './SemiboxLayout.tsx'
import { TwoColumnLayout } from './TwoColumnLayout.tsx'
import { VerticalLayout } from './VerticalLayout.tsx'

/** The chosen layout around the current page. */
export function ShellLayout() {
  const { layoutType } = usePreferences()
  const { mobile } = useViewport()
  if (mobile) return <VerticalLayout boxed={layoutType === 'semibox'} />
  switch (layoutType) {
    case 'horizontal':
      return <HorizontalLayout />
    case 'twocolumn':
      return <TwoColumnLayout />
    case 'semibox':
      return <SemiboxLayout />
    default:
      return <VerticalLayout />
  }
}
