/**
 * The department report's tables (issue 22): students per department and class by status, and the pass
 * rates of the courses the selected students took; each inside a focusable scroll region.
 */
import type { CoursePassRate, DepartmentClassRow } from '@unacs/contracts'
import { Empty, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'

/** The class × status rows per department (client-paged: one row per department and class). */
export function DepartmentRowsTable({ rows, loading }: { rows: DepartmentClassRow[]; loading: boolean }) {
  const { t } = useTranslation('students')
  const n = { align: 'right' as const, width: 90 }
  return (
    <ScrollRegion label={t('department.table')}>
      <Table<DepartmentClassRow>
        rowKey={(r) => `${r.DepartmentId}-${r.ClassYear}`}
        size="small"
        loading={loading}
        dataSource={rows}
        style={{ minWidth: 860 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('department.empty')} /> }}
        columns={[
          { title: t('department.faculty'), dataIndex: 'Faculty', width: 200 },
          { title: t('department.department'), dataIndex: 'Department' },
          {
            title: t('col.classYear'),
            dataIndex: 'ClassYear',
            width: 90,
            render: (c: number) => (c === 0 ? t('department.prep') : t('classN', { n: c })),
          },
          { title: t('status.active'), dataIndex: 'Active', ...n },
          { title: t('status.frozen'), dataIndex: 'Frozen', ...n },
          { title: t('status.graduated'), dataIndex: 'Graduated', ...n },
          { title: t('status.withdrawn'), dataIndex: 'Withdrawn', ...n },
          { title: t('department.total'), dataIndex: 'Total', ...n },
        ]}
      />
    </ScrollRegion>
  )
}

/** The courses' pass rates, paged in the browser (the list is per course, at most a few hundred). */
export function PassRatesTable({ courses, loading }: { courses: CoursePassRate[]; loading: boolean }) {
  const { t, i18n } = useTranslation('students')
  const pct = (v: number) => v.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR')
  return (
    <ScrollRegion label={t('department.passRates')}>
      <Table<CoursePassRate>
        rowKey="CourseId"
        size="small"
        loading={loading}
        dataSource={courses}
        style={{ minWidth: 600 }}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('department.noCourses')} /> }}
        columns={[
          {
            title: t('department.course'),
            key: 'course',
            render: (_: unknown, c) => `${c.Code} ${c.Name}`,
          },
          { title: t('department.graded'), dataIndex: 'Graded', width: 90, align: 'right' },
          { title: t('department.passed'), dataIndex: 'Passed', width: 90, align: 'right' },
          { title: t('department.rate'), dataIndex: 'Rate', width: 90, align: 'right', render: pct },
        ]}
      />
    </ScrollRegion>
  )
}
