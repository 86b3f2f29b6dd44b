/**
 * The student's page of one course (component key `StudentCourseDetail`, hidden route
 * 'ogrenci/ders-detay/:sectionId'; issue 22): the section's facts, schedule and instructors, the materials
 * link, her grade book and absences in it and the course's other sections; opened from the registration and
 * grades pages. A section that is not hers (nor opened to her) shows "not found".
 */
import { ArrowLeftOutlined } from '@ant-design/icons'
import type { CourseDetail } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Result, Skeleton, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ApiError } from '../../../shared/api/client.ts'
import { usePageContext } from '../../../shared/routing/page-context.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useCourseDetail } from '../api/get-course-detail.ts'
import { CourseAbsenceCard, CourseFactsCard, CourseGradesCard } from '../components/CourseDetailCards.tsx'

type Other = CourseDetail['OtherSections'][number]

const RELATION_COLOUR = { registered: 'green', basket: 'blue', none: 'default' } as const

/** The page of the section in the route's `sectionId`. */
export function StudentCourseDetailPage() {
  const { t } = useTranslation('registration')
  const { lessonTime } = useFormat()
  const navigate = useNavigate()
  const sectionId = Number(usePageContext().params.sectionId)
  const detail = useCourseDetail(sectionId)
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(-1)}>
      {t('detail.back')}
    </Button>
  )
  const invalid = !Number.isInteger(sectionId) || sectionId <= 0
  if (invalid || (detail.error instanceof ApiError && detail.error.status === 404))
    return <Result status="404" title={t('detail.notFound')} extra={back} />
  if (detail.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('detail.loadFailed')}
        description={detail.error.message}
        action={<Button onClick={() => detail.refetch()}>{t('detail.retry')}</Button>}
      />
    )
  if (!detail.data) return <Skeleton active paragraph={{ rows: 8 }} />
  const d = detail.data
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(-1)}
          aria-label={t('detail.back')}
        />
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {`${d.CourseCode} ${d.CourseName}`}
        </Typography.Title>
        <Tag color={d.Category === 'required' ? 'geekblue' : 'purple'}>{t(`category.${d.Category}`)}</Tag>
        <Tag color={RELATION_COLOUR[d.Relation]}>{t(`detail.relation.${d.Relation}`)}</Tag>
      </Flex>
      <CourseFactsCard detail={d} />
      <Flex gap="middle" wrap align="stretch">
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <CourseGradesCard detail={d} />
        </div>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <CourseAbsenceCard detail={d} />
        </div>
      </Flex>
      <Card title={t('detail.otherSections')}>
        {d.OtherSections.length === 0 ? (
          <Typography.Text type="secondary">{t('detail.noOtherSections')}</Typography.Text>
        ) : (
          <ScrollRegion label={t('detail.otherSections')}>
            <Table<Other>
              size="small"
              rowKey="SectionId"
              pagination={false}
              dataSource={d.OtherSections}
              columns={[
                { title: t('columns.section'), dataIndex: 'SectionName' },
                {
                  title: t('columns.lessonTime'),
                  dataIndex: 'LessonTime',
                  render: (v: string | null) => lessonTime(v) || '—',
                },
                {
                  title: t('columns.classroom'),
                  dataIndex: 'Classroom',
                  render: (v: string | null) => v ?? '—',
                },
                {
                  title: t('columns.instructors'),
                  dataIndex: 'Instructors',
                  render: (v: string[]) => v.join(', '),
                },
                { title: t('columns.free'), dataIndex: 'FreeSeats', align: 'right' },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
    </Flex>
  )
}
