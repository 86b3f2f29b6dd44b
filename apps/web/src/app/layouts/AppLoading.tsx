/**
 * Full-screen spinner shown while the first route's code and translations load, or while leaving for sign-in.
 * Without antd (LightSpinner): it is the router's first paint, before antd's code is loaded (issue 23).
 */
import { useTranslation } from 'react-i18next'
import { LightSpinner } from '../../shared/ui/LightSpinner.tsx'

/** The router's hydrate fallback; `label` overrides "Loading…". */
export function AppLoading({ label }: { label?: string }) {
  const { t } = useTranslation()
  return <LightSpinner label={label ?? t('loading')} fullscreen />
}
