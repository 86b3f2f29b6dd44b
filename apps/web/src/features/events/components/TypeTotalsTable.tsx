/**
 * Points by event type (spec §1 "maximum points by event type", §3 "max points per type, participating
 * count, total points"): what was earned, what counts (capped by the maximum) and a bar against it.
 */
import type { EventTypePoints } from '@unacs/contracts'
import { Progress, Table } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'

/** Props: the per-type totals. */
export interface TypeTotalsTableProps {
  types: EventTypePoints[]
}

/** The per-type table. */
export function TypeTotalsTable({ types }: TypeTotalsTableProps) {
  const { t } = useTranslation('events')
  const columns: ColumnsType<EventTypePoints> = [
    { title: t('types.name'), dataIndex: 'Name' },
    { title: t('types.participating'), dataIndex: 'ParticipatingCount', align: 'right' },
    { title: t('types.earned'), dataIndex: 'EarnedPoints', align: 'right' },
    { title: t('types.max'), dataIndex: 'MaxPoints', align: 'right' },
    { title: t('types.total'), dataIndex: 'TotalPoints', align: 'right' },
    {
      title: t('types.progress'),
      key: 'progress',
      width: 160,
      render: (_, r) => (
        <Progress
          percent={r.MaxPoints > 0 ? Math.round((r.TotalPoints / r.MaxPoints) * 100) : 0}
          size="small"
          aria-label={`${r.Name}: ${r.TotalPoints} / ${r.MaxPoints}`}
        />
      ),
    },
  ]
  return (
    <Table<EventTypePoints>
      rowKey="TypeId"
      size="middle"
      columns={columns}
      dataSource={types}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  )
}
