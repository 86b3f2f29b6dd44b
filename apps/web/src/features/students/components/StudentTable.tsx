/**
 * The students table (issue 22): server-paged rows with number, name, faculty and programme, class, status,
 * entry year and CGPA; a row's name opens the record. Used by the search and the student report.
 */
import type { StudentFilter, StudentRow } from '@unacs/contracts'
import { Alert, Button, Empty, Space, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useStudentSearch } from '../api/search-students.ts'

/** Props: the filter, paging state and the callbacks to page and to open a record. */
export interface StudentTableProps {
  filter: StudentFilter
  page: number
  pageSize: number
  onPage: (page: number, pageSize: number) => void
  onOpen: (row: StudentRow) => void
}

/** The table with loading, empty and error states. */
export function StudentTable({ filter, page, pageSize, onPage, onOpen }: StudentTableProps) {
  const { t, i18n } = useTranslation('students')
  const query = useStudentSearch(filter, page, pageSize)
  const data = query.data
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  const cgpa = (v: number | null) =>
    v === null
      ? '—'
      : v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2 })
  return (
    <Table<StudentRow>
      rowKey="Id"
      size="middle"
      loading={query.isFetching}
      dataSource={data?.items ?? []}
      scroll={data?.items.length ? { x: 1000 } : undefined}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (n) => t('total', { count: n }),
        onChange: (p, s) => onPage(s === pageSize ? p : 1, s),
      }}
      columns={[
        { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 120 },
        {
          title: t('col.fullName'),
          key: 'name',
          width: 220,
          render: (_: unknown, r) => (
            <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onOpen(r)}>
              {r.FullName}
            </Button>
          ),
        },
        {
          title: t('col.programme'),
          key: 'programme',
          width: 280,
          render: (_: unknown, r) => (
            <Space direction="vertical" size={0}>
              <span>{r.Programme}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.Faculty}
              </Typography.Text>
            </Space>
          ),
        },
        { title: t('col.classYear'), dataIndex: 'ClassYear', width: 80, align: 'right' },
        {
          title: t('col.status'),
          dataIndex: 'Status',
          width: 130,
          render: (s: StudentRow['Status']) => <Tag>{t(`status.${s}`)}</Tag>,
        },
        { title: t('col.entryYear'), dataIndex: 'EntryYear', width: 100, align: 'right' },
        { title: t('col.cgpa'), dataIndex: 'Cgpa', width: 80, align: 'right', render: cgpa },
      ]}
    />
  )
}
