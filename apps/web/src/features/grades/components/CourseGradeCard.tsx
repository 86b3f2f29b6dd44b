/**
 * One course of the student's term in detail (issue 5 § Grades; spec §4 "until re-finalised, students
 * cannot see grades"): credits and ECTS always; for a finalised course the grade-book components (exam,
 * weight, points), total, letter, pass status and the class's distribution; for any other course that its
 * grades are not finalised, with the scores of the exams marked visible in the grade book (issue 37).
 */
import type { StudentCourseGrade } from '@unacs/contracts'
import { Alert, Card, Col, Descriptions, Flex, Row, Table, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../../shared/text/format.ts'
import { StudentDistributionChart } from './StudentDistributionChart.tsx'

type Component = StudentCourseGrade['Components'][number]

/** The student's course detail route (menu entry 'ogrenci/ders-detay/:sectionId'). */
const COURSE_DETAIL_PATH = '/ogrenci/ders-detay'

/** The colour of a pass status tag. */
export function passColour(status: StudentCourseGrade['PassStatus']): string | undefined {
  if (status.startsWith('failed')) return 'red'
  if (status === 'notFinalized') return undefined
  if (status === 'passedConditionally') return 'gold'
  return 'green'
}

/** The card of `course`. */
export function CourseGradeCard(props: { course: StudentCourseGrade }) {
  const { t } = useTranslation('grades')
  const { percent } = useFormat()
  const { token } = theme.useToken()
  const c = props.course
  const title = `${c.CourseCode} ${c.CourseName}`
  const components = (
    <Table<Component>
      size="small"
      rowKey={(x) => `${x.CategoryName}-${x.ExamName}`}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={c.Components}
      locale={{ emptyText: t('detail.noComponents') }}
      columns={[
        { title: t('detail.category'), dataIndex: 'CategoryName', responsive: ['sm'] },
        { title: t('detail.exam'), dataIndex: 'ExamName' },
        {
          title: t('detail.weight'),
          dataIndex: 'Weight',
          align: 'right',
          render: (v: number) => percent(v),
        },
        { title: t('detail.maxPoint'), dataIndex: 'MaxPoint', align: 'right', responsive: ['sm'] },
        {
          title: t('detail.points'),
          key: 'points',
          align: 'right',
          render: (_, x) =>
            x.NotTaken ? (
              <Tag color="orange">{t('student.notTaken')}</Tag>
            ) : (
              <strong>{x.Score ?? '—'}</strong>
            ),
        },
      ]}
    />
  )
  return (
    <Card
      title={
        <Typography.Text strong ellipsis={{ tooltip: title }}>
          {/* The course's detail page (schedule, instructors, absences; issue 22 StudentCourseDetail). */}
          <Link to={`${COURSE_DETAIL_PATH}/${c.SectionId}`}>{title}</Link>
        </Typography.Text>
      }
      extra={
        <Flex gap={4} wrap justify="flex-end">
          <Tag>{`${t('student.credits')} ${c.Credit}`}</Tag>
          <Tag>{`${t('student.ects')} ${c.Ects}`}</Tag>
        </Flex>
      }
      data-testid={`course-${c.CourseCode}`}
    >
      {c.Finalized ? (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={11}>
            <Flex vertical gap="middle">
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 3 }}
                styles={{ label: { color: token.colorTextSecondary } }}
                items={[
                  { key: 'total', label: t('entry.total'), children: c.Total ?? '—' },
                  {
                    key: 'letter',
                    label: t('entry.letter'),
                    children: <Typography.Text strong>{c.LetterGrade ?? '—'}</Typography.Text>,
                  },
                  {
                    key: 'status',
                    label: t('entry.status'),
                    children: <Tag color={passColour(c.PassStatus)}>{t(`pass.${c.PassStatus}`)}</Tag>,
                  },
                ]}
              />
              {components}
            </Flex>
          </Col>
          <Col xs={24} lg={13}>
            <StudentDistributionChart
              sectionId={c.SectionId}
              total={c.Total}
              letter={c.LetterGrade}
              label={title}
            />
          </Col>
        </Row>
      ) : (
        <Flex vertical gap="middle">
          <Alert type="info" showIcon title={t('detail.notFinalized')} />
          {/* The exams marked visible show their scores before finalisation (issue 37). */}
          {c.Components.length ? components : null}
        </Flex>
      )}
    </Card>
  )
}
