/**
 * The parts of the student's course detail page (issue 22 StudentCourseDetail): the section's facts with the
 * materials link, her grade book of the section (only once finalised, spec §4) and her absences in it.
 */
import { LinkOutlined } from '@ant-design/icons'
import type { CourseDetail, StudentCourseGrade } from '@unacs/contracts'
import { Button, Card, Descriptions, Flex, Progress, Table, Tag, Typography, theme } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'

type Component = StudentCourseGrade['Components'][number]

/** Props: the course detail. */
interface DetailProps {
  detail: CourseDetail
}

/** The section's facts: term, section, hours, classroom, lesson time, instructors, seats, and the LMS link. */
export function CourseFactsCard({ detail: d }: DetailProps) {
  const { t } = useTranslation('registration')
  const { token } = theme.useToken()
  const { lessonTime } = useFormat()
  return (
    <Card title={t('detail.facts')}>
      <Descriptions
        size="small"
        styles={{ label: { color: token.colorTextSecondary } }}
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'term', label: t('detail.term'), children: d.TermName },
          { key: 'section', label: t('columns.section'), children: d.SectionName },
          { key: 'unit', label: t('columns.unit'), children: d.UnitName },
          {
            key: 'credit',
            label: `${t('columns.credit')} / ${t('columns.ects')}`,
            children: `${d.Credit} / ${d.Ects}`,
          },
          {
            key: 'hours',
            label: t('detail.hoursLabel'),
            children: `${d.TheoryHours} / ${d.PracticeHours} / ${d.LabHours}`,
          },
          { key: 'time', label: t('columns.lessonTime'), children: lessonTime(d.LessonTime) || '—' },
          { key: 'room', label: t('columns.classroom'), children: d.Classroom ?? '—' },
          { key: 'inst', label: t('columns.instructors'), children: d.Instructors.join(', ') || '—' },
          {
            key: 'seats',
            label: t('columns.seats'),
            children: `${d.Quota} / ${d.RegisteredCount} / ${d.BasketCount}`,
          },
        ]}
      />
      <Flex style={{ marginTop: 12 }}>
        {d.MaterialsUrl ? (
          <Button
            href={d.MaterialsUrl}
            target="_blank"
            rel="noopener noreferrer"
            icon={<LinkOutlined aria-hidden />}
          >
            {t('detail.materials')}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('detail.noMaterials')}</Typography.Text>
        )}
      </Flex>
    </Card>
  )
}

/** Her grade book items, total and letter grade in the section; a note while grades are not finalised. */
export function CourseGradesCard({ detail: d }: DetailProps) {
  const { t } = useTranslation(['registration', 'grades'])
  const { percent } = useFormat()
  const g = d.Grade
  return (
    <Card title={t('detail.gradesTitle')}>
      {!g ? (
        <Typography.Text type="secondary">{t('detail.noGrades')}</Typography.Text>
      ) : !g.Finalized ? (
        <Typography.Text type="secondary">{t('detail.notFinalised')}</Typography.Text>
      ) : (
        <Flex vertical gap="middle">
          <Flex gap="middle" wrap align="center">
            <Typography.Text>{`${t('detail.total')}: ${g.Total ?? '—'}`}</Typography.Text>
            <Typography.Text strong>{`${t('detail.letter')}: ${g.LetterGrade ?? '—'}`}</Typography.Text>
            <Tag color={g.PassStatus.startsWith('failed') ? 'red' : 'green'}>
              {t(`grades:pass.${g.PassStatus}`)}
            </Tag>
          </Flex>
          <ScrollRegion label={t('detail.gradesTitle')}>
            <Table<Component>
              size="small"
              pagination={false}
              rowKey={(x) => `${x.CategoryName}-${x.ExamName}`}
              dataSource={g.Components}
              columns={[
                { title: t('detail.category'), dataIndex: 'CategoryName' },
                { title: t('detail.exam'), dataIndex: 'ExamName' },
                {
                  title: t('detail.weight'),
                  dataIndex: 'Weight',
                  align: 'right',
                  render: (v: number) => percent(v),
                },
                {
                  title: t('detail.score'),
                  key: 'score',
                  align: 'right',
                  render: (_, x) => (x.NotTaken ? t('detail.notTaken') : (x.Score ?? '—')),
                },
              ]}
            />
          </ScrollRegion>
        </Flex>
      )}
    </Card>
  )
}

/** Her absences in the section against the limit. */
export function CourseAbsenceCard({ detail: d }: DetailProps) {
  const { t } = useTranslation('registration')
  const { token } = theme.useToken()
  const { percent } = useFormat()
  const a = d.Absence
  const limit = d.AbsenceLimitPercent
  if (!a)
    return (
      <Card title={t('detail.absenceTitle')}>
        <Typography.Text type="secondary">{t('detail.noAbsence')}</Typography.Text>
      </Card>
    )
  const colour = a.Warning === 'over' ? 'red' : a.Warning === 'near' ? 'orange' : 'green'
  return (
    <Card title={t('detail.absenceTitle')}>
      <Flex vertical gap="small">
        <Flex gap="small" wrap>
          <Tag color={colour}>{t(`detail.warning.${a.Warning}`)}</Tag>
          {a.Exempt ? <Tag>{t('detail.exempt')}</Tag> : null}
        </Flex>
        <Progress
          aria-label={t('detail.percentOfLimit')}
          percent={limit ? Math.min(100, Math.round((100 * a.Percentage) / limit)) : 0}
          format={() => `${percent(a.Percentage)}${limit ? ` / ${percent(limit)}` : ''}`}
          status={a.Warning === 'over' ? 'exception' : 'normal'}
        />
        <Descriptions
          size="small"
          styles={{ label: { color: token.colorTextSecondary } }}
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'counted', label: t('detail.counted'), children: `${a.CountedHours} / ${a.TotalHours}` },
            { key: 'excused', label: t('detail.excused'), children: a.ExcusedHours },
            { key: 'limit', label: t('detail.limit'), children: a.LimitHours },
          ]}
        />
      </Flex>
    </Card>
  )
}
