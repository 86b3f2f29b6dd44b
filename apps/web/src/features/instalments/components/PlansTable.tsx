/** A server-paginated table of plans (issue 17 § Instalment plans) with an action per row. */
import type { PlanRow } from '@unacs/contracts'
import { Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { formatDate, formatKurus } from './money.ts'
import { PlanStateTag } from './PlanStateTag.tsx'

/** Takes the page's rows, total, paging, loading flag, empty text and the action of a row. */
export function PlansTable(props: {
  rows: PlanRow[]
  total: number
  page: number
  pageSize: number
  loading: boolean
  empty: string
  onPage: (page: number, pageSize: number) => void
  action: (row: PlanRow) => ReactNode
}) {
  const { t, i18n } = useTranslation('instalments')
  const actionsFixed = useRowActionsFixed()
  const money = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatKurus(v, i18n.language)}</span>
  const columns: ColumnsType<PlanRow> = [
    {
      title: t('col.student'),
      key: 'student',
      render: (_, r) => (
        <>
          <Typography.Text strong>{r.StudentNo}</Typography.Text>
          <br />
          {r.StudentName}
        </>
      ),
    },
    { title: t('col.programme'), dataIndex: 'Programme', responsive: ['lg'] },
    { title: t('col.term'), dataIndex: 'Term', responsive: ['xl'] },
    {
      title: t('col.kind'),
      dataIndex: 'Kind',
      responsive: ['md'],
      render: (v: PlanRow['Kind']) => t(`kind.${v}`),
    },
    {
      title: t('col.state'),
      key: 'state',
      render: (_, r) => <PlanStateTag state={r.State} overdue={r.Overdue} />,
    },
    { title: t('col.amount'), dataIndex: 'AmountKurus', align: 'right', render: money },
    { title: t('col.paid'), dataIndex: 'PaidKurus', align: 'right', responsive: ['sm'], render: money },
    { title: t('col.debt'), dataIndex: 'DebtKurus', align: 'right', render: money },
    {
      title: t('col.instalments'),
      dataIndex: 'InstalmentCount',
      align: 'right',
      responsive: ['md'],
    },
    {
      title: t('col.accrued'),
      dataIndex: 'Accrued',
      responsive: ['lg'],
      render: (v: boolean) => (v ? t('yes') : t('no')),
    },
    { title: t('col.nextDue'), dataIndex: 'NextDueDate', responsive: ['md'], render: formatDate },
    { title: t('col.actions'), key: 'action', fixed: actionsFixed, render: (_, r) => props.action(r) },
  ]
  return (
    <Table<PlanRow>
      rowKey="Id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Typography.Text>{props.empty}</Typography.Text> }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: true,
        onChange: props.onPage,
      }}
    />
  )
}
