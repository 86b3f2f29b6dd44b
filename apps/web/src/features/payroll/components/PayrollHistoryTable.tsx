/**
 * The payroll request history (spec §3 "Payroll request": send date, month, year, IP address, mail sent),
 * paged, newest first; send dates in Istanbul time (DESIGN.md §4).
 */
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons'
import type { PayrollRequestItem } from '@unacs/contracts'
import { Alert, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePayrollHistory } from '../api/get-payroll-history.ts'
import { monthLabel } from './months.ts'

const istanbulDateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A paged table of the caller's payroll requests. */
export function PayrollHistoryTable() {
  const { t, i18n } = useTranslation('payroll')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const query = usePayrollHistory({ page, pageSize })

  const columns: ColumnsType<PayrollRequestItem> = [
    {
      title: t('history.columns.sendDate'),
      dataIndex: 'SendDate',
      render: (v: string) => istanbulDateTime.format(new Date(v)),
    },
    {
      title: t('history.columns.month'),
      dataIndex: 'Month',
      render: (m: number) => monthLabel(m, i18n.language),
    },
    { title: t('history.columns.year'), dataIndex: 'Year' },
    { title: t('history.columns.ipAddress'), dataIndex: 'IpAddress' },
    {
      title: t('history.columns.mailSent'),
      dataIndex: 'MailSent',
      render: (sent: boolean) =>
        sent ? (
          <Tag color="green" icon={<CheckCircleOutlined aria-hidden />}>
            {t('history.sent')}
          </Tag>
        ) : (
          <Tag color="red" icon={<CloseCircleOutlined aria-hidden />}>
            {t('history.notSent')}
          </Tag>
        ),
    },
  ]

  if (query.isError) return <Alert type="error" showIcon title={t('history.loadFailed')} />
  return (
    <Table<PayrollRequestItem>
      rowKey="Id"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: t('history.empty') }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        hideOnSinglePage: false,
        onChange: (p, size) => {
          setPage(p)
          setPageSize(size)
        },
      }}
    />
  )
}
