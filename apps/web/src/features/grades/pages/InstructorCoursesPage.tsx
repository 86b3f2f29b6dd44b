/**
 * Courses I teach (component key `InstructorCourses`; spec §1 "grade entry and finalisation", "absence
 * entry"): the instructor's sections of the active term with enrolled count and grade submission state,
 * and links to grade entry and absence entry. Uses the grading sections list.
 */
import { CalendarOutlined, EditOutlined } from '@ant-design/icons'
import type { GradingSection } from '@unacs/contracts'
import { Alert, Card, Flex, Statistic, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '../../../shared/ui/ButtonLink.tsx'
import { useGradingSections } from '../api/list-sections.ts'

const stateColour = { none: undefined, partial: 'orange', finalized: 'green' } as const

/** The instructor's sections this term. */
export function InstructorCoursesPage() {
  const { t } = useTranslation('grades')
  const sections = useGradingSections()
  const current = (sections.data ?? []).filter((s) => s.TermActive)
  const term = current[0]?.TermName
  const students = current.reduce((a, s) => a + s.StudentCount, 0)
  const finalized = current.filter((s) => s.State === 'finalized').length
  if (sections.error) return <Alert type="error" showIcon title={sections.error.message} />
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {term ? t('courses.intro', { term }) : t('courses.introNoTerm')}
      </Typography.Paragraph>
      <Card size="small">
        <Flex gap="large" wrap>
          <Statistic title={t('courses.sections')} value={current.length} loading={sections.isLoading} />
          <Statistic title={t('courses.students')} value={students} loading={sections.isLoading} />
          <Statistic
            title={t('courses.finalized')}
            value={finalized}
            suffix={`/ ${current.length}`}
            loading={sections.isLoading}
          />
        </Flex>
      </Card>
      <Card title={term ? t('courses.title', { term }) : t('courses.titleNoTerm')}>
        <Table<GradingSection>
          size="small"
          rowKey="SectionId"
          loading={sections.isLoading}
          dataSource={current}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: sections.isLoading ? ' ' : t('courses.empty') }}
          columns={[
            { title: t('courses.code'), dataIndex: 'CourseCode' },
            { title: t('courses.name'), dataIndex: 'CourseName' },
            { title: t('courses.section'), dataIndex: 'SectionName', width: 70, align: 'center' },
            { title: t('courses.enrolled'), dataIndex: 'StudentCount', align: 'right' },
            {
              title: t('courses.state'),
              dataIndex: 'State',
              render: (v: GradingSection['State']) => <Tag color={stateColour[v]}>{t(`state.${v}`)}</Tag>,
            },
            {
              title: t('courses.actions'),
              key: 'actions',
              render: (_, s) => (
                <Flex gap={4} wrap>
                  <ButtonLink
                    size="small"
                    icon={<EditOutlined aria-hidden />}
                    to={`/ogretim/not-girisi/${s.SectionId}`}
                    aria-label={`${t('courses.gradeEntry')}: ${s.CourseCode}-${s.SectionName}`}
                  >
                    {t('courses.gradeEntry')}
                  </ButtonLink>
                  <ButtonLink
                    size="small"
                    icon={<CalendarOutlined aria-hidden />}
                    to="/ogretim/devamsizlik-girisi"
                    disabled={s.StudentCount === 0}
                    aria-label={`${t('courses.absenceEntry')}: ${s.CourseCode}-${s.SectionName}`}
                  >
                    {t('courses.absenceEntry')}
                  </ButtonLink>
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
