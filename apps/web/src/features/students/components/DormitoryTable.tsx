/**
 * The dormitory report's residents table (issue 22): building, room, floor, student, programme, class and
 * the date they moved in, paged on the server; inside a focusable scroll region for narrow screens.
 */
import type { DormitoryFilter, DormitoryRow } from '@unacs/contracts'
import { Alert, Button, Empty, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useDormitoryPage } from '../api/dormitory.ts'

/** Props: the filter and paging state with its callback. */
export interface DormitoryTableProps {
  filter: DormitoryFilter
  page: number
  pageSize: number
  onPage: (page: number, pageSize: number) => void
}

/** The table with loading, empty and error states. */
export function DormitoryTable({ filter, page, pageSize, onPage }: DormitoryTableProps) {
  const { t } = useTranslation('students')
  const query = useDormitoryPage(filter, page, pageSize)
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('dormitory.loadFailed')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    )
  const date = (d: string) => showDate(d)
  return (
    <ScrollRegion label={t('dormitory.table')}>
      <Table<DormitoryRow>
        rowKey="StudentId"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        style={{ minWidth: 1100 }}
        locale={{ emptyText: <Empty description={t('dormitory.empty')} /> }}
        pagination={{
          current: page,
          pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => t('dormitory.total', { count: n }),
          onChange: (p, s) => onPage(s === pageSize ? p : 1, s),
        }}
        columns={[
          { title: t('dormitory.building'), dataIndex: 'Building', width: 200 },
          { title: t('dormitory.room'), dataIndex: 'Room', width: 80 },
          { title: t('dormitory.floor'), dataIndex: 'Floor', width: 60, align: 'right' },
          { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 120 },
          { title: t('col.fullName'), dataIndex: 'FullName', width: 180 },
          { title: t('col.programme'), dataIndex: 'Programme', width: 280 },
          { title: t('col.classYear'), dataIndex: 'ClassYear', width: 70, align: 'right' },
          {
            title: t('col.status'),
            dataIndex: 'Status',
            width: 110,
            render: (s: DormitoryRow['Status']) => <Tag>{t(`status.${s}`)}</Tag>,
          },
          { title: t('dormitory.since'), dataIndex: 'Since', width: 110, render: date },
        ]}
      />
    </ScrollRegion>
  )
}
