/**
 * The student's recent grades home card (issue 24): the latest term with finalised courses, each with its
 * letter grade, and the CGPA. Only finalised grades are shown (spec §4). Nothing when there are none.
 */
import { Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useStudentGrades } from '../api/get-student-grades.ts'

/** The card. */
export function RecentGradesHomeCard() {
  const { t } = useTranslation('grades')
  const q = useStudentGrades()
  const term = [...(q.data?.Terms ?? [])].reverse().find((x) => x.Courses.some((c) => c.Finalized))
  if (q.isSuccess && !term) return null
  return (
    <HomeCardFrame
      testId="home-card-grades"
      title={t('home.recent.title')}
      link={{ to: '/ogrenci/notlarim', label: t('home.recent.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {term ? (
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            {t('home.recent.summary', {
              term: term.TermName,
              gpa: term.TermGpa?.toFixed(2) ?? '—',
              cgpa: q.data?.Cgpa?.toFixed(2) ?? '—',
            })}
          </Typography.Text>
          <List
            size="small"
            dataSource={term.Courses.filter((c) => c.Finalized).slice(0, 5)}
            renderItem={(c) => (
              <List.Item>
                <Flex justify="space-between" gap="small" style={{ width: '100%', minWidth: 0 }}>
                  <Typography.Text ellipsis>{`${c.CourseCode} ${c.CourseName}`}</Typography.Text>
                  <Tag style={{ marginInlineEnd: 0 }}>{c.LetterGrade ?? '—'}</Tag>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      ) : null}
    </HomeCardFrame>
  )
}
