/** The spinner shown inside the shell while a page's code or data loads; light (no antd, issue 23). */
import { useTranslation } from 'react-i18next'
import { LightSpinner } from '../../shared/ui/LightSpinner.tsx'

/** A centred spinner with the "Loading…" label, 200 px high like antd's Spin in a centred box before. */
export function PageLoading() {
  const { t } = useTranslation()
  return <LightSpinner label={t('loading')} />
}
