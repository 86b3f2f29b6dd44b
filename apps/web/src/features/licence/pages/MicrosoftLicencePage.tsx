/**
 * "Microsoft licence" for staff and students (component key `MicrosoftLicence`, routes
 * personel/microsoft-lisans and ogrenci/microsoft-lisans; spec §1 "Microsoft A1/A3 licence status and A3
 * request", §4 "requested, held", §8 "A3 licence request failed"): the A1 and A3 states as tags, an A3
 * request after confirmation, and a status refresh (the server records an assigned A3 as held).
 */
import { CloudDownloadOutlined, ReloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Col, Flex, Popconfirm, Row, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useLicenceStatus } from '../api/get-licence-status.ts'
import { useRequestA3 } from '../api/request-a3.ts'
import { LicenceStatusTag } from '../components/LicenceStatusTag.tsx'

const istanbulDateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** The licence status page. */
export function MicrosoftLicencePage() {
  const { t } = useTranslation('licence')
  const { message } = App.useApp()
  const status = useLicenceStatus()
  const request = useRequestA3()
  const at = (iso: string) => istanbulDateTime.format(new Date(iso))
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>

  const onRequest = () => request.mutate(undefined, { onSuccess: () => message.success(t('requested')) })

  const body = () => {
    if (status.isPending) {
      return (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      )
    }
    if (status.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
    const s = status.data
    return (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('a1')} extra={<LicenceStatusTag status={s.A1} />} style={{ height: '100%' }}>
            {secondary(t('a1Hint'))}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('a3')} extra={<LicenceStatusTag status={s.A3} />} style={{ height: '100%' }}>
            <Flex vertical gap="small" align="flex-start">
              {secondary(t('a3Hint'))}
              {s.A3RequestedAt ? secondary(t('requestedAt', { date: at(s.A3RequestedAt) })) : null}
              {s.A3GrantedAt ? secondary(t('grantedAt', { date: at(s.A3GrantedAt) })) : null}
              {s.A3 === 'requested' ? <Alert type="info" showIcon title={t('pending')} /> : null}
              {request.isError ? (
                <Alert
                  type="error"
                  showIcon
                  title={request.error instanceof ApiError ? request.error.message : t('requestFailed')}
                />
              ) : null}
              {s.A3 === 'none' ? (
                <Popconfirm
                  title={t('confirmTitle')}
                  description={t('confirmText')}
                  okText={t('confirmOk')}
                  cancelText={t('cancel')}
                  onConfirm={onRequest}
                >
                  <Button
                    type="primary"
                    icon={<CloudDownloadOutlined aria-hidden />}
                    loading={request.isPending}
                  >
                    {t('request')}
                  </Button>
                </Popconfirm>
              ) : null}
            </Flex>
          </Card>
        </Col>
      </Row>
    )
  }

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap align="center" justify="space-between">
        <Typography.Paragraph style={{ margin: 0, flex: '1 1 320px' }}>{t('intro')}</Typography.Paragraph>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          loading={status.isFetching && !status.isPending}
          onClick={() => status.refetch()}
        >
          {t('refresh')}
        </Button>
      </Flex>
      {body()}
    </Flex>
  )
}
