/** The spinner shown inside the shell while a page's code or data loads. */
import { Flex, Spin } from 'antd'
import { useTranslation } from 'react-i18next'

/** A centred spinner with the "Loading…" label. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <Flex justify="center" align="center" style={{ minHeight: 200 }}>
      <Spin description={t('loading')} />
    </Flex>
  )
}
