/**
 * My freeze requests (component key `RegistrationFreezeRequests`, student; issue 16): own requests with
 * status, approval end date, decision and document; a pending one can be withdrawn after confirmation.
 */
import { Alert, Button, Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { useMyFreezeRequests } from '../api/list-my-freeze-requests.ts'
import { FreezeRequestTable } from '../components/FreezeRequestTable.tsx'

/** Card titles wrap instead of ending in an ellipsis when the page is narrow (375 px). */
const wrapTitle = { title: { whiteSpace: 'normal' } } as const

/** The student's own freeze requests. */
export function RegistrationFreezeRequestsPage() {
  const { t } = useTranslation('freeze')
  const requests = useMyFreezeRequests()
  return (
    <Card title={t('mine.title')} styles={wrapTitle}>
      {requests.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          description={requests.error.message}
          action={<Button onClick={() => requests.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <FreezeRequestTable requests={requests.data ?? []} loading={requests.isPending} withdraw />
      )}
    </Card>
  )
}
