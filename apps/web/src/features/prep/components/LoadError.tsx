/** The error state of a prep list: the server's message and a retry button. */
import { Alert, Button } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the failed query's error and its refetch. */
export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation('prep')
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      action={<Button onClick={retry}>{t('retry')}</Button>}
    />
  )
}
