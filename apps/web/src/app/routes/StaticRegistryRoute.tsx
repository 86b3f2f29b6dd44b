/**
 * A static route of spec §2 whose page comes from the page registry (guest application pages,
 * public guide and preview pages). Outside the signed-in shell it sets the document title itself.
 */
import { useTranslation } from 'react-i18next'
import { PageTitle } from '../../shared/ui/PageTitle.tsx'
import { RegistryPage } from './RegistryPage.tsx'
import type { RouteTitleKey } from './route-handle.ts'

/** Props of {@link StaticRegistryRoute}. */
export interface StaticRegistryRouteProps {
  componentKey: string
  titleKey: RouteTitleKey
}

/** The registered page for `componentKey`, or "not available yet". */
export function StaticRegistryRoute({ componentKey, titleKey }: StaticRegistryRouteProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageTitle title={t(titleKey)} />
      <RegistryPage componentKey={componentKey} title={t(titleKey)} />
    </>
  )
}
