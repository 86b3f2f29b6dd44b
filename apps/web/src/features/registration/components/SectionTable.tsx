/**
 * A paged table of opened sections (spec §3 course and section fields: code, name, section, credit, ECTS,
 * hours, quota, registered and basket counts, lesson time, classroom, instructors). `action` renders an
 * extra last column (e.g. the student's Add button).
 */
import type { OpenedSection } from '@unacs/contracts'
import { Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { CourseDetailLink } from './CourseDetailLink.tsx'

/** Props: the page of rows, paging and an optional action column. */
export interface SectionTableProps {
  rows: OpenedSection[]
  total: number
  page: number
  pageSize: number
  loading: boolean
  onPage: (page: number, pageSize: number) => void
  action?: (row: OpenedSection) => ReactNode
  showUnit?: boolean
  /** Course codes link the student's course detail page (the student's own list only). */
  detailLinks?: boolean
}

/** The sections table. */
export function SectionTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
  action,
  showUnit,
  detailLinks,
}: SectionTableProps) {
  const { t } = useTranslation('registration')
  const { lessonTime } = useFormat()
  const columns: ColumnsType<OpenedSection> = [
    {
      title: t('columns.code'),
      dataIndex: 'CourseCode',
      width: 100,
      render: (code: string, r) =>
        detailLinks ? <CourseDetailLink sectionId={r.SectionId} code={code} name={r.CourseName} /> : code,
    },
    {
      title: t('columns.name'),
      dataIndex: 'CourseName',
      render: (name: string, r) => (
        <>
          {name}{' '}
          <Tag color={r.Category === 'required' ? 'geekblue' : 'purple'}>{t(`category.${r.Category}`)}</Tag>
        </>
      ),
    },
    { title: t('columns.section'), dataIndex: 'SectionName', width: 70 },
    ...(showUnit ? [{ title: t('columns.unit'), dataIndex: 'UnitName' }] : []),
    {
      title: `${t('columns.credit')} / ${t('columns.ects')}`,
      render: (_, r) => `${r.Credit} / ${r.Ects}`,
      width: 90,
    },
    {
      title: t('columns.seats'),
      render: (_, r) => (
        <span>
          {r.Quota} / {r.RegisteredCount} / {r.BasketCount}{' '}
          <Tag color={r.FreeSeats > 0 ? 'green' : 'red'}>
            {r.FreeSeats > 0 ? `${t('columns.free')}: ${r.FreeSeats}` : t('student.full')}
          </Tag>
        </span>
      ),
    },
    {
      title: t('columns.lessonTime'),
      dataIndex: 'LessonTime',
      render: (v: string | null) => lessonTime(v) || '—',
    },
    {
      title: t('columns.instructors'),
      dataIndex: 'Instructors',
      responsive: ['lg'],
      render: (v: string[]) => <Typography.Text type="secondary">{v.join(', ')}</Typography.Text>,
    },
    ...(action
      ? [
          {
            title: t('columns.actions'),
            key: 'action',
            width: 110,
            render: (_: unknown, r: OpenedSection) => action(r),
          },
        ]
      : []),
  ]
  return (
    <Table
      rowKey="SectionId"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 900 }}
      pagination={{ current: page, pageSize, total, showSizeChanger: true, onChange: onPage }}
    />
  )
}
