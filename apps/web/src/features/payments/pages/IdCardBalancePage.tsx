/**
 * ID card balance loading (component key `IdCardBalance`, menu ogrenci/kart-bakiye; issue 17 § Payments;
 * spec §1, §5 "amount entered; amount format check"): the card's balance, a load form (whole lira or lira
 * and kuruş within the limits) that goes on to the card payment page, and the history of loads.
 */
import type { IdCardLoad } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Form, Skeleton, Statistic, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { amountRule, showDateTime } from '../../../shared/text/format.ts'
import { AmountInput } from '../../../shared/ui/AmountInput.tsx'
import { useIdCardLoads, useIdCardSummary } from '../api/get-id-card.ts'
import { useStartIdCardLoad } from '../api/start-id-card-load.ts'
import { formatKurus } from '../components/money.ts'
import { PaymentStateTag } from '../components/PaymentStateTag.tsx'

/** The page. */
export function IdCardBalancePage() {
  const { t, i18n } = useTranslation('payments')
  const lang = i18n.language
  const summary = useIdCardSummary()
  const [page, setPage] = useState({ page: 1, pageSize: 10 })
  const loads = useIdCardLoads(page.page, page.pageSize)
  const start = useStartIdCardLoad()
  const navigate = useNavigate()
  const [form] = Form.useForm<{ amount: string }>()

  const onFinish = ({ amount }: { amount: string }) =>
    start.mutate(amount.trim(), { onSuccess: (p) => navigate(`/ogrenci/odeme/${p.PaymentId}`) })

  const min = summary.data ? formatKurus(summary.data.MinKurus, lang) : ''
  const max = summary.data ? formatKurus(summary.data.MaxKurus, lang) : ''
  const columns: ColumnsType<IdCardLoad> = [
    {
      title: t('idCard.date'),
      dataIndex: 'CreatedAt',
      render: (v: string) => showDateTime(v),
    },
    {
      title: t('idCard.amount'),
      dataIndex: 'AmountKurus',
      align: 'right',
      render: (v: number) => formatKurus(v, lang),
    },
    {
      title: t('idCard.state'),
      dataIndex: 'State',
      render: (v: IdCardLoad['State']) => <PaymentStateTag state={v} />,
    },
    {
      title: t('idCard.balanceAfter'),
      dataIndex: 'BalanceAfterKurus',
      align: 'right',
      responsive: ['sm'],
      render: (v: number | null) => (v === null ? '—' : formatKurus(v, lang)),
    },
    {
      title: t('idCard.payment'),
      dataIndex: 'PaymentId',
      render: (id: number) => <Link to={`/ogrenci/odeme/${id}`}>{t('idCard.open')}</Link>,
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Card title={t('idCard.balanceTitle')}>
        {summary.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : summary.isError ? (
          <Alert type="error" showIcon title={summary.error.message} />
        ) : summary.data.Unavailable ? (
          <Alert type="warning" showIcon title={t('idCard.unavailable')} />
        ) : (
          <Statistic
            title={t('idCard.balanceOf', { studentNo: summary.data.StudentNo })}
            value={formatKurus(summary.data.BalanceKurus ?? 0, lang)}
          />
        )}
      </Card>
      <Card title={t('idCard.loadTitle')}>
        <Typography.Paragraph>{t('idCard.loadIntro', { min, max })}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={onFinish} style={{ maxWidth: 360 }}>
          <Form.Item
            name="amount"
            label={t('idCard.amountLabel')}
            extra={t('idCard.amountHint')}
            rules={[
              { required: true, message: t('idCard.amountRequired') },
              amountRule(t('idCard.amountFormat')),
            ]}
          >
            <AmountInput />
          </Form.Item>
          {start.isError && (
            <Alert type="error" showIcon title={start.error.message} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" loading={start.isPending}>
            {t('idCard.loadButton')}
          </Button>
        </Form>
      </Card>
      <Card title={t('idCard.historyTitle')}>
        <Table<IdCardLoad>
          rowKey="Id"
          size="small"
          columns={columns}
          dataSource={loads.data?.items ?? []}
          loading={loads.isFetching}
          locale={{ emptyText: <Typography.Text>{t('idCard.empty')}</Typography.Text> }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: loads.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (p, s) => setPage({ page: p, pageSize: s }),
          }}
        />
      </Card>
    </Flex>
  )
}
