/**
 * "New payroll request" (component key `PayrollRequestCreate`, route personel/bordro-talebi-olustur; spec
 * §3 "Payroll request"): choose a month within the caller's bounds, confirm, and see where the PDF went.
 */
import { HistoryOutlined, RedoOutlined } from '@ant-design/icons'
import type { PayrollCreated } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { usePayrollBounds } from '../api/get-payroll-bounds.ts'
import { periodLabel } from '../components/months.ts'
import { PayrollCreateForm } from '../components/PayrollCreateForm.tsx'

/** The new payroll request page. */
export function PayrollRequestCreatePage() {
  const { t, i18n } = useTranslation('payroll')
  const bounds = usePayrollBounds()
  const [created, setCreated] = useState<PayrollCreated | null>(null)

  const body = () => {
    if (bounds.isPending) {
      return (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      )
    }
    if (bounds.isError) return <Alert type="error" showIcon title={t('create.loadFailed')} />
    if (created) {
      const period = periodLabel(created, i18n.language)
      return (
        <Result
          status={created.MailSent ? 'success' : 'warning'}
          title={t(created.MailSent ? 'create.sentTitle' : 'create.mailFailedTitle')}
          subTitle={
            created.MailSent
              ? t('create.sent', { period, email: created.Email })
              : t('create.mailFailed', { period })
          }
          extra={[
            <ButtonLink
              key="history"
              type="primary"
              icon={<HistoryOutlined aria-hidden />}
              to="/personel/bordro-talepleri"
            >
              {t('create.toHistory')}
            </ButtonLink>,
            <Button key="again" icon={<RedoOutlined aria-hidden />} onClick={() => setCreated(null)}>
              {t('create.another')}
            </Button>,
          ]}
        />
      )
    }
    const b = bounds.data
    if (!b.HasAvailable) {
      return (
        <Alert
          type="info"
          showIcon
          title={t('create.noneAvailable', {
            start: periodLabel(b.Start, i18n.language),
            day: b.AvailabilityDay,
          })}
        />
      )
    }
    return <PayrollCreateForm bounds={b} onCreated={setCreated} />
  }

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('create.intro')}</Typography.Paragraph>
      <Card>{body()}</Card>
    </Flex>
  )
}
