/**
 * The events the student is recorded for (spec §3 "Event": name, hall, attendance status, points), newest
 * first, with the type and date; paged.
 */
import type { AttendanceStatus, StudentEvent } from '@unacs/contracts'
import { Empty, Table, Tag } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'

const statusColours: Record<AttendanceStatus, string> = { attended: 'green', absent: 'red', excused: 'gold' }

/** Props: the events. */
export interface EventsTableProps {
  events: StudentEvent[]
}

/** The events table. */
export function EventsTable({ events }: EventsTableProps) {
  const { t, i18n } = useTranslation('events')
  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'medium',
    timeZone: 'Europe/Istanbul',
  })
  const columns: ColumnsType<StudentEvent> = [
    { title: t('columns.date'), dataIndex: 'Date', render: (v: string) => dateFormat.format(new Date(v)) },
    { title: t('columns.name'), dataIndex: 'Name' },
    { title: t('columns.hall'), dataIndex: 'Hall' },
    { title: t('columns.type'), dataIndex: 'TypeName' },
    {
      title: t('columns.status'),
      dataIndex: 'AttendanceStatus',
      render: (s: AttendanceStatus) => <Tag color={statusColours[s]}>{t(`status.${s}`)}</Tag>,
    },
    { title: t('columns.points'), dataIndex: 'Points', align: 'right' },
  ]
  return (
    <Table<StudentEvent>
      rowKey="Id"
      size="middle"
      columns={columns}
      dataSource={[...events].reverse()}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
    />
  )
}
