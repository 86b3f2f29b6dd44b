/** Absence requests of the staff member's sections (component key `AbsenceRequests`; issue 6 § Requests). */
import { Card } from 'antd'
import { useTranslation } from 'react-i18next'
import { RequestTable } from '../components/RequestTable.tsx'

/** Lists the requests with approve / reject. */
export function AbsenceRequestsPage() {
  const { t } = useTranslation('absences')
  return (
    <Card title={t('requests.title')}>
      <RequestTable mine={false} />
    </Card>
  )
}
