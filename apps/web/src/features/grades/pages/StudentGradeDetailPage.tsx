/**
 * One term of the student's grades in detail (component key `StudentGradeDetail`, hidden route
 * 'ogrenci/notlarim/:termId'; issue 5 § Grades; spec §1 "grade viewing, grade distribution charts", §4):
 * the active studentship's courses of the term with their grade-book components, letter, pass status,
 * credits and ECTS, the term GPA, and for finalised courses the class's distribution without identities.
 * Courses whose grading is not finalised show nothing of their grades.
 */
import { ArrowLeftOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Empty, Flex, Result, Spin, Statistic, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { useStudentGrades } from '../api/get-student-grades.ts'
import { CourseGradeCard } from '../components/CourseGradeCard.tsx'

/** The path of the student's grades page. */
const GRADES_PATH = '/ogrenci/notlarim'

/** The detail page of the term in the route's `termId`. */
export function StudentGradeDetailPage() {
  const { t } = useTranslation('grades')
  const navigate = useNavigate()
  const termId = Number(usePageContext().params.termId)
  const grades = useStudentGrades()
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(GRADES_PATH)}>
      {t('detail.back')}
    </Button>
  )
  if (grades.isLoading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
  if (grades.error) return <Alert type="error" showIcon title={grades.error.message} />
  const term = grades.data?.Terms.find((x) => x.TermId === termId)
  if (!term) return <Result status="404" title={t('detail.notFound')} extra={back} />
  const finalised = term.Courses.filter((c) => c.Finalized)
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(GRADES_PATH)}
          aria-label={t('detail.back')}
        />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {term.TermName}
        </Typography.Title>
        {grades.data ? <Typography.Text type="secondary">{grades.data.StudentNo}</Typography.Text> : null}
      </Flex>
      <Card>
        <Flex gap={48} wrap>
          <Statistic
            title={t('student.termGpa')}
            value={term.TermGpa ?? '—'}
            precision={term.TermGpa === null ? undefined : 2}
          />
          <Statistic title={t('detail.credits')} value={term.Credits} />
          <Statistic title={t('detail.courses')} value={`${finalised.length} / ${term.Courses.length}`} />
          <Statistic
            title={t('student.cgpa')}
            value={grades.data?.Cgpa ?? '—'}
            precision={grades.data?.Cgpa == null ? undefined : 2}
          />
        </Flex>
      </Card>
      {term.Courses.length === 0 ? (
        <Empty description={t('detail.empty')} />
      ) : (
        term.Courses.map((c) => <CourseGradeCard key={c.SectionId} course={c} />)
      )}
    </Flex>
  )
}
