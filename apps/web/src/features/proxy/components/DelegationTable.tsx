/**
 * The delegations table (spec §3 "Proxy": process date, start date, end date, unit, role, proxy giver,
 * proxy taker) with a status tag, paging, and — for the delegations the user gave — a delete action that
 * asks for confirmation first.
 */
import { DeleteOutlined } from '@ant-design/icons'
import type { Delegation } from '@unacs/contracts'
import { Alert, App, Button, Popconfirm, Table, Tag, theme } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDate } from '../../../shared/text/format.ts'
import { useRowActionsFixed } from '../../../shared/ui/use-row-actions-fixed.ts'
import { useDeleteDelegation } from '../api/delete-delegation.ts'
import { type DelegationDirection, useDelegations } from '../api/list-delegations.ts'

/** Process dates are shown in Istanbul time, whatever the browser's zone (DESIGN.md §4). */
const istanbulDateTime = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

const statusColours: Record<Delegation['Status'], string> = {
  active: 'green',
  upcoming: 'blue',
  ended: 'default',
  deleted: 'red',
}

/** Props: which side to list. */
export interface DelegationTableProps {
  direction: DelegationDirection
}

/** A paged table of the delegations the user gave or received. */
export function DelegationTable({ direction }: DelegationTableProps) {
  const { t } = useTranslation('proxy')
  const actionsFixed = useRowActionsFixed()
  const { token } = theme.useToken()
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(10)
  const query = useDelegations({ direction, page, pageSize })
  const remove = useDeleteDelegation()
  const date = (value: string) => showDate(value)

  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => message.success(t('deleted')),
      onError: (error) => message.error(error instanceof ApiError ? error.message : t('deleteFailed')),
    })

  const columns: ColumnsType<Delegation> = [
    {
      title: t('columns.processDate'),
      dataIndex: 'ProcessDate',
      render: (v: string) => istanbulDateTime.format(new Date(v)),
    },
    { title: t('columns.startDate'), dataIndex: 'StartDate', render: date },
    { title: t('columns.endDate'), dataIndex: 'EndDate', render: date },
    { title: t('columns.unit'), dataIndex: 'UnitName' },
    { title: t('columns.role'), dataIndex: 'RoleName' },
    {
      title: t('columns.giver'),
      key: 'giver',
      render: (_, d) => `${d.GiverName} (${d.GiverSicilNo})`,
    },
    {
      title: t('columns.taker'),
      key: 'taker',
      render: (_, d) => `${d.TakerName} (${d.TakerSicilNo})`,
    },
    {
      title: t('columns.status'),
      dataIndex: 'Status',
      render: (s: Delegation['Status']) => (
        <Tag color={statusColours[s]} style={{ color: token.colorText }}>
          {t(`status.${s}`)}
        </Tag>
      ),
    },
  ]
  if (direction === 'given') {
    columns.push({
      title: t('columns.actions'),
      key: 'actions',
      fixed: actionsFixed,
      render: (_, d) =>
        d.Status === 'deleted' ? null : (
          <Popconfirm
            title={t('confirmDelete.title')}
            description={t('confirmDelete.description', { name: d.TakerName })}
            okText={t('confirmDelete.ok')}
            cancelText={t('confirmDelete.cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => onDelete(d.Id)}
          >
            <Button danger size="small" icon={<DeleteOutlined aria-hidden />}>
              {t('delete')}
            </Button>
          </Popconfirm>
        ),
    })
  }

  if (query.isError) return <Alert type="error" showIcon title={t('loadFailed')} />
  return (
    <Table<Delegation>
      rowKey="Id"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={query.isFetching}
      columns={columns}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: t(direction === 'given' ? 'emptyGiven' : 'emptyReceived') }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: true,
        onChange: (p, size) => {
          setPage(p)
          setPageSize(size)
        },
      }}
    />
  )
}
