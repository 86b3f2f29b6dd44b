/**
 * The student's own absence requests as a table (spec §3: request date, status, approval end date, processor,
 * reason, answer). Staff review them on the shared request queue (pages/AbsenceRequestsPage.tsx).
 */
import type { AbsenceRequest } from '@unacs/contracts'
import { Alert, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useAbsenceRequests } from '../api/list-absence-requests.ts'

const colour = { pending: 'orange', approved: 'green', rejected: 'red' } as const

/** The caller's own requests, newest first. */
export function RequestTable() {
  const { t } = useTranslation('absences')
  const requests = useAbsenceRequests()
  if (requests.error) return <Alert type="error" showIcon title={requests.error.message} />
  return (
    <Table<AbsenceRequest>
      size="small"
      rowKey="Id"
      loading={requests.isLoading}
      dataSource={requests.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: t('requests.empty') }}
      columns={[
        {
          title: t('requests.requestDate'),
          dataIndex: 'RequestDate',
          render: (v: string) => showDate(v),
        },
        { title: t('requests.course'), render: (_, r) => `${r.CourseCode} ${r.CourseName}` },
        {
          title: `${t('requests.from')} – ${t('requests.to')}`,
          render: (_, r) => `${showDate(r.FromDay)} – ${showDate(r.ToDay)}`,
        },
        {
          title: t('requests.type'),
          dataIndex: 'ExcuseType',
          render: (v: AbsenceRequest['ExcuseType']) => t(`excuse.${v}`),
        },
        { title: t('requests.reason'), dataIndex: 'Reason', ellipsis: true },
        {
          title: t('requests.status'),
          dataIndex: 'Status',
          render: (v: AbsenceRequest['Status']) => <Tag color={colour[v]}>{t(`requests.statuses.${v}`)}</Tag>,
        },
        {
          title: t('requests.approvalEnd'),
          dataIndex: 'ApprovalEndDate',
          render: (v: string) => showDate(v),
        },
        {
          title: t('requests.processor'),
          dataIndex: 'ProcessorName',
          render: (v: string | null) => v ?? '—',
        },
        { title: t('requests.answer'), dataIndex: 'Answer', render: (v: string | null) => v ?? '—' },
      ]}
    />
  )
}
