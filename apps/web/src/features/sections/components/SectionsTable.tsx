/**
 * The term's sections (issue 22 "Definitions"): course, section, classroom, lesson time, instructors, quota,
 * registered and in-basket counts, with edit and delete (confirmed; only an empty section). Server-side
 * pagination; the wide table scrolls inside the shared focusable ScrollRegion.
 */
import type { SectionDefinition } from '@unacs/contracts'
import { Button, Empty, Popconfirm, Space, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'

/** Props: the page's rows and paging, loading, and the edit / delete actions. */
export function SectionsTable(props: {
  rows: SectionDefinition[]
  total: number
  page: number
  pageSize: number
  loading: boolean
  deleting: boolean
  onPage: (page: number, pageSize: number) => void
  onEdit: (s: SectionDefinition) => void
  onDelete: (s: SectionDefinition) => void
}) {
  const { t } = useTranslation('sections')
  const { lessonTime } = useFormat()
  return (
    <ScrollRegion label={t('title')}>
      <Table<SectionDefinition>
        rowKey="SectionId"
        size="small"
        loading={props.loading}
        dataSource={props.rows}
        style={{ minWidth: 960 }}
        locale={{ emptyText: <Empty description={t('empty')} /> }}
        pagination={{
          current: props.page,
          pageSize: props.pageSize,
          total: props.total,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: props.onPage,
        }}
        columns={[
          {
            title: t('col.course'),
            key: 'course',
            render: (_, s) => (
              <span>
                <Typography.Text strong>{s.CourseCode}</Typography.Text> {s.CourseName}
              </span>
            ),
          },
          { title: t('col.section'), dataIndex: 'Name', width: 80 },
          { title: t('col.classroom'), dataIndex: 'Classroom', width: 110, render: (c) => c ?? t('none') },
          {
            title: t('col.lessonTime'),
            dataIndex: 'LessonTime',
            width: 170,
            render: (l: string | null) => lessonTime(l) || t('none'),
          },
          {
            title: t('col.instructors'),
            key: 'instructors',
            render: (_, s) => s.Instructors.map((i) => i.Name).join(', ') || t('none'),
          },
          { title: t('col.quota'), dataIndex: 'Quota', width: 90, align: 'right' },
          { title: t('col.registered'), dataIndex: 'Registered', width: 80, align: 'right' },
          { title: t('col.inBaskets'), dataIndex: 'InBaskets', width: 80, align: 'right' },
          {
            title: t('col.actions'),
            key: 'actions',
            width: 150,
            render: (_, s) => (
              <Space size="small">
                <Button size="small" onClick={() => props.onEdit(s)}>
                  {t('edit')}
                </Button>
                <Popconfirm
                  title={t('deleteConfirm', { course: s.CourseCode, section: s.Name })}
                  description={t('deleteHint')}
                  okText={t('delete')}
                  cancelText={t('cancel')}
                  okButtonProps={{ danger: true, loading: props.deleting }}
                  onConfirm={() => props.onDelete(s)}
                >
                  <Button size="small" danger disabled={s.Registered + s.InBaskets > 0}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </ScrollRegion>
  )
}
