/**
 * The student's grades (component key `StudentGrades`; issue 5 § Grades; spec §4): per term and course, the
 * finalised components, letter and pass status, credits and ECTS, term GPA and CGPA; courses whose grading is
 * not finalised show no grade. Each term links to its detail page (`StudentGradeDetail`) with the distributions.
 * The summary shows the CGPA, the ECTS earned and the number of terms, and links to the documents page for a
 * transcript: a graduate sees the whole transcript here (issue 24).
 */
import { BarChartOutlined, FileTextOutlined } from '@ant-design/icons'
import type { StudentCourseGrade } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Spin, Statistic, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useStudentGrades } from '../api/get-student-grades.ts'

/** The documents page (menu entry 'ogrenci/belgelerim'), where the transcript is requested. */
const DOCUMENTS_PATH = '/ogrenci/belgelerim'

/** The grades page of the signed-in student. */
export function StudentGradesPage() {
  const { t } = useTranslation('grades')
  const { percent, number } = useFormat()
  const grades = useStudentGrades()
  if (grades.isLoading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
  if (grades.error) return <Alert type="error" showIcon title={grades.error.message} />
  const data = grades.data
  if (!data || data.Terms.length === 0) return <Empty description={t('student.empty')} />
  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex gap="large" wrap align="flex-end" justify="space-between">
          <Flex gap="large" wrap>
            <Statistic
              title={t('student.cgpa')}
              value={data.Cgpa ?? '—'}
              precision={data.Cgpa === null ? undefined : 2}
            />
            <Statistic title={t('student.totalEcts')} value={number(data.TotalEcts, 0)} />
            <Statistic title={t('student.terms')} value={number(data.Terms.length, 0)} />
          </Flex>
          <ButtonLink icon={<FileTextOutlined aria-hidden />} to={DOCUMENTS_PATH}>
            {t('student.transcript')}
          </ButtonLink>
        </Flex>
      </Card>
      {data.Terms.map((term) => (
        <Card
          key={term.TermId}
          title={term.TermName}
          extra={
            <Flex gap="small" align="center" wrap justify="flex-end">
              <Typography.Text>{`${t('student.termGpa')}: ${term.TermGpa?.toFixed(2) ?? '—'}`}</Typography.Text>
              <Typography.Text type="secondary">{`${t('student.ects')}: ${number(term.Ects, 0)}`}</Typography.Text>
              <ButtonLink
                size="small"
                icon={<BarChartOutlined aria-hidden />}
                to={`/ogrenci/notlarim/${term.TermId}`}
                aria-label={`${t('student.details')}: ${term.TermName}`}
              >
                {t('student.details')}
              </ButtonLink>
            </Flex>
          }
        >
          <Table<StudentCourseGrade>
            size="small"
            rowKey="SectionId"
            pagination={false}
            scroll={{ x: true }}
            dataSource={term.Courses}
            columns={[
              { title: t('student.course'), render: (_, c) => `${c.CourseCode} ${c.CourseName}` },
              { title: t('student.credits'), dataIndex: 'Credit', width: 70, responsive: ['sm'] },
              { title: t('student.ects'), dataIndex: 'Ects', width: 70, responsive: ['sm'] },
              {
                title: t('student.components'),
                responsive: ['md'],
                // Visible exams show their scores before finalisation too (issue 37).
                render: (_, c) => {
                  const parts = c.Components.map(
                    (x) =>
                      `${x.ExamName} (${percent(x.Weight)}): ${x.NotTaken ? t('student.notTaken') : (x.Score ?? '—')}`,
                  ).join(' · ')
                  if (c.Finalized) return parts
                  return parts ? `${parts} · ${t('student.notFinalized')}` : t('student.notFinalized')
                },
              },
              {
                title: t('entry.total'),
                dataIndex: 'Total',
                width: 80,
                render: (v: number | null) => v ?? '—',
              },
              {
                title: t('entry.letter'),
                dataIndex: 'LetterGrade',
                width: 70,
                render: (v: string | null) => <strong>{v ?? '—'}</strong>,
              },
              {
                title: t('entry.status'),
                dataIndex: 'PassStatus',
                render: (v: StudentCourseGrade['PassStatus']) => (
                  <Tag color={v.startsWith('failed') ? 'red' : v === 'notFinalized' ? undefined : 'green'}>
                    {t(`pass.${v}`)}
                  </Tag>
                ),
              },
            ]}
          />
        </Card>
      ))}
    </Flex>
  )
}
