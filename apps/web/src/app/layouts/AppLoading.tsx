/** Full-screen spinner shown while the first route's code and translations load, or while leaving for sign-in. */
import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** The router's hydrate fallback; `label` overrides "Loading…". */
export function AppLoading({ label }: { label?: string }) {
  const { t } = useTranslation()
  return <Spin description={label ?? t('loading')} fullscreen />
}
