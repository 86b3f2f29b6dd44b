/**
 * The student's curriculum by semester (issue 7: required and elective, taken and current); a course taken in
 * an earlier term shows whether it was passed or failed once its grade is final (issue 24).
 */
import type { Curriculum, CurriculumCourse } from '@unacs/contracts'
import { Table, Tag, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'

const STATE_COLOURS: Record<CurriculumCourse['State'], string> = {
  notTaken: 'default',
  taken: 'cyan',
  current: 'green',
  inBasket: 'blue',
}

/** Shows `curriculum` as a table; the student's current semester is highlighted. */
export function CurriculumTable({ curriculum }: { curriculum: Curriculum }) {
  const { t } = useTranslation('registration')
  const columns: ColumnsType<CurriculumCourse> = [
    { title: t('columns.semester'), dataIndex: 'Semester', width: 80 },
    { title: t('columns.code'), dataIndex: 'CourseCode', width: 100 },
    { title: t('columns.name'), dataIndex: 'CourseName' },
    {
      title: t('columns.category'),
      dataIndex: 'Category',
      width: 100,
      render: (c: CurriculumCourse['Category']) => t(`category.${c}`),
    },
    {
      title: `${t('columns.credit')} / ${t('columns.ects')}`,
      render: (_, r) => `${r.Credit} / ${r.Ects}`,
      width: 100,
    },
    {
      title: t('columns.state'),
      dataIndex: 'State',
      width: 150,
      render: (s: CurriculumCourse['State'], r) =>
        s === 'taken' && r.Passed !== null ? (
          <Tag color={r.Passed ? 'success' : 'error'}>{t(r.Passed ? 'state.passed' : 'state.failed')}</Tag>
        ) : (
          <Tag color={STATE_COLOURS[s]}>{t(`state.${s}`)}</Tag>
        ),
    },
    {
      title: t('columns.opened'),
      dataIndex: 'OpenedThisTerm',
      width: 120,
      render: (v: boolean) => (v ? '✓' : '—'),
    },
  ]
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('student.currentSemester', {
          programme: curriculum.ProgrammeName,
          classYear: curriculum.ClassYear,
          semester: curriculum.CurrentSemester,
        })}
      </Typography.Paragraph>
      <Table
        rowKey="CourseId"
        size="small"
        columns={columns}
        dataSource={curriculum.Courses}
        scroll={{ x: 700 }}
        pagination={false}
        rowClassName={(r) => (r.Semester === curriculum.CurrentSemester ? 'ant-table-row-selected' : '')}
      />
    </>
  )
}
