/**
 * The forbidden page at /error-403 (spec §2, §6 "An error page says the user is not authorised");
 * shows the requested path from `redirectFrom`.
 */
import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ErrorResultPage } from './ErrorResultPage.tsx'

/** "Not authorised" with the path that was refused. */
export function ForbiddenPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const from = params.get('redirectFrom')
  return (
    <ErrorResultPage
      kind="forbidden"
      detail={
        from ? (
          <Typography.Text type="secondary">
            {t('errors.forbidden.requested')} <Typography.Text code>{from}</Typography.Text>
          </Typography.Text>
        ) : null
      }
    />
  )
}
