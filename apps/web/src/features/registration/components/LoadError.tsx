/** A load failure with a retry button. */
import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'

/** Shows `message` (or a generic text) and calls `retry`. */
export function LoadError({ message, retry }: { message?: string; retry: () => void }) {
  const { t } = useTranslation('registration')
  return (
    <Result
      status="warning"
      title={t('errors.load')}
      subTitle={message}
      extra={<Button onClick={retry}>{t('errors.retry')}</Button>}
    />
  )
}
