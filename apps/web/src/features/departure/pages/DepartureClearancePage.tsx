/**
 * Departure clearance (component key `DepartureClearance`; issue 16 § Departure clearance; spec §1, §4, §5,
 * §8): the offices' state (what blocks a departure), the current request with its state, the code
 * confirmation, withdrawal (after confirmation) and the certificate once completed; or the request form.
 */
import { Alert, App, Button, Card, Flex, Popconfirm, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useOverview } from '../api/get-overview.ts'
import { useWithdrawDeparture } from '../api/withdraw-departure.ts'
import { CertificateButtons } from '../components/CertificateButtons.tsx'
import { ConfirmCodeForm } from '../components/ConfirmCodeForm.tsx'
import { OfficeStates } from '../components/OfficeStates.tsx'
import { RequestDetails } from '../components/RequestDetails.tsx'
import { StartDepartureForm } from '../components/StartDepartureForm.tsx'

const WITHDRAWABLE = ['awaiting_confirmation', 'requested', 'awaiting_dean']
/** Card titles wrap instead of ending in an ellipsis when the page is narrow (375 px). */
const wrapTitle = { title: { whiteSpace: 'normal' } } as const

/** The student's departure clearance page. */
export function DepartureClearancePage() {
  const { t } = useTranslation('departure')
  const { message } = App.useApp()
  const query = useOverview()
  const withdraw = useWithdrawDeparture()
  if (query.isPending) return <Skeleton active />
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    )
  const { Request: r, Offices, CanStart } = query.data
  const open = r && !['completed', 'rejected', 'withdrawn'].includes(r.Status)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('student.intro')}</Typography.Paragraph>
      <Card title={t('student.officesTitle')} styles={wrapTitle}>
        <OfficeStates offices={r && (open || r.Status === 'completed') ? r.Offices : Offices} />
      </Card>
      {r ? (
        // The actions sit in the body, not the header: at 375 px they would squeeze the title to an ellipsis.
        <Card title={t('student.requestTitle')} styles={wrapTitle}>
          {WITHDRAWABLE.includes(r.Status) || r.Status === 'completed' ? (
            <Flex gap="small" wrap style={{ marginBottom: 16 }}>
              {WITHDRAWABLE.includes(r.Status) ? (
                <Popconfirm
                  okButtonProps={{ danger: true }}
                  title={t('student.withdrawConfirm')}
                  onConfirm={() =>
                    withdraw.mutate(
                      { Id: r.Id },
                      {
                        onSuccess: () => message.success(t('student.withdrawn')),
                        onError: (e) => message.error(e.message),
                      },
                    )
                  }
                >
                  <Button loading={withdraw.isPending}>{t('student.withdraw')}</Button>
                </Popconfirm>
              ) : null}
              {r.Status === 'completed' ? <CertificateButtons id={r.Id} /> : null}
            </Flex>
          ) : null}
          {r.Status === 'awaiting_confirmation' ? (
            <Card type="inner" size="small" title={t('student.codeTitle')} style={{ marginBottom: 16 }}>
              <ConfirmCodeForm request={r} />
            </Card>
          ) : null}
          <RequestDetails request={r} />
        </Card>
      ) : null}
      {!open ? (
        <Card title={t('student.startTitle')} styles={wrapTitle}>
          {CanStart ? (
            <StartDepartureForm />
          ) : (
            <Alert type="info" showIcon title={t('student.cannotStart')} />
          )}
        </Card>
      ) : null}
    </Flex>
  )
}
