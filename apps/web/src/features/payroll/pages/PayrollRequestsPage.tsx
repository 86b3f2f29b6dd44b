/**
 * "My payroll requests" (component key `PayrollRequests`, route personel/bordro-talepleri; spec §3
 * "Payroll request"): the history of the caller's requests and a link to a new request.
 */
import { PlusOutlined } from '@ant-design/icons'
import { Card, Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { PayrollHistoryTable } from '../components/PayrollHistoryTable.tsx'

/** The payroll request history page. */
export function PayrollRequestsPage() {
  const { t } = useTranslation('payroll')
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap align="center" justify="space-between">
        <Typography.Paragraph style={{ margin: 0, flex: '1 1 320px' }}>{t('intro')}</Typography.Paragraph>
        <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to="/personel/bordro-talebi-olustur">
          {t('history.new')}
        </ButtonLink>
      </Flex>
      <Card>
        <PayrollHistoryTable />
      </Card>
    </Flex>
  )
}
