/** Daily absence of one student in one course (spec §3 "daily and total absence"): day, hours, excused hours. */
import type { AbsenceSummary } from '@unacs/contracts'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'

type Daily = AbsenceSummary['Daily'][number]

/** The `daily` rows, oldest first. */
export function DailyTable(props: { daily: AbsenceSummary['Daily'] }) {
  const { t } = useTranslation('absences')
  return (
    <Table<Daily>
      size="small"
      rowKey="Day"
      dataSource={props.daily}
      pagination={props.daily.length > 10 ? { pageSize: 10, size: 'small' } : false}
      locale={{ emptyText: t('empty') }}
      style={{ maxWidth: 480 }}
      columns={[
        { title: t('day'), dataIndex: 'Day', render: (d: string) => showDate(d) },
        { title: t('absentHours'), dataIndex: 'Hours', align: 'right' },
        { title: t('excusedHours'), dataIndex: 'ExcusedHours', align: 'right' },
      ]}
    />
  )
}
