/** Full-screen spinner shown while the first route's code and translations load. */
import { Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** The router's hydrate fallback and the shell's suspense fallback. */
export function AppLoading() {
  const { t } = useTranslation()
  return <Spin description={t('loading')} fullscreen />
}
