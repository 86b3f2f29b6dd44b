/** The semibox layout (spec §2): the vertical layout with a floating sidebar and a limited content width. */
import { VerticalLayout } from './VerticalLayout.tsx'

/** Semibox = boxed vertical layout. */
export function SemiboxLayout() {
  return <VerticalLayout boxed />
}
