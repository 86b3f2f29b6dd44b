/**
 * The student's absences (component key `StudentAbsences`; issue 5 § Absences): per course the daily and
 * total hours, the percentage against the limit, excused hours, exemption, a warning near the limit; and
 * absence requests with a document.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { DayCounting, StudentAbsenceCourse } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Segmented, Spin, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate, turkishSuffix, useFormat } from '../../../shared/text/format.ts'
import { useStudentAbsences } from '../api/get-student-absences.ts'
import { AbsencePercent } from '../components/AbsencePercent.tsx'
import { AbsenceRequestModal } from '../components/AbsenceRequestModal.tsx'
import { RequestTable } from '../components/RequestTable.tsx'

const warnColour = { none: 'green', near: 'orange', over: 'red' } as const

/** The absences page of the signed-in student. */
export function StudentAbsencesPage() {
  const { t } = useTranslation('absences')
  const { percent } = useFormat()
  const [counting, setCounting] = useState<DayCounting>('school')
  const [requesting, setRequesting] = useState(false)
  const data = useStudentAbsences(counting)
  if (data.isLoading) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
  if (data.error || !data.data) return <Alert type="error" showIcon title={data.error?.message} />
  const { Courses: courses, LimitPercent } = data.data
  const near = courses.filter((c) => c.Warning === 'near').map((c) => c.CourseCode)
  const over = courses.filter((c) => c.Warning === 'over').map((c) => c.CourseCode)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('limitInfo', { limit: percent(LimitPercent), suffix: turkishSuffix(LimitPercent, 'DIr') })}
      </Typography.Paragraph>
      {over.length ? (
        <Alert type="error" showIcon title={t('overWarning', { courses: over.join(', ') })} />
      ) : null}
      {near.length ? (
        <Alert type="warning" showIcon title={t('nearWarning', { courses: near.join(', ') })} />
      ) : null}
      <Card
        title={t('studentTitle')}
        extra={
          <Segmented<DayCounting>
            value={counting}
            onChange={setCounting}
            options={[
              { value: 'school', label: t('school') },
              { value: 'calendar', label: t('calendar') },
            ]}
          />
        }
      >
        <Table<StudentAbsenceCourse>
          size="small"
          rowKey="SectionId"
          pagination={false}
          scroll={{ x: true }}
          dataSource={courses}
          locale={{ emptyText: t('empty') }}
          expandable={{
            rowExpandable: (c) => c.Daily.length > 0,
            expandedRowRender: (c) =>
              c.Daily.map(
                (d) =>
                  `${showDate(d.Day)}: ${d.Hours}${d.ExcusedHours ? ` (${t('excusedHours')}: ${d.ExcusedHours})` : ''}`,
              ).join(' · '),
          }}
          columns={[
            { title: t('course'), render: (_, c) => `${c.CourseCode} ${c.CourseName}` },
            { title: t('absentHours'), dataIndex: 'AbsentHours', width: 90 },
            { title: t('excusedHours'), dataIndex: 'ExcusedHours', width: 90, responsive: ['md'] },
            { title: t('absentDays'), dataIndex: 'AbsentDays', width: 90, responsive: ['md'] },
            { title: t('limitHours'), render: (_, c) => `${c.CountedHours} / ${c.LimitHours}`, width: 100 },
            {
              title: t('percentage'),
              width: 160,
              render: (_, c) => <AbsencePercent row={c} limitPercent={LimitPercent} />,
            },
            {
              title: '',
              dataIndex: 'Warning',
              render: (w: StudentAbsenceCourse['Warning']) => (
                <Tag color={warnColour[w]}>{t(`warning.${w}`)}</Tag>
              ),
            },
            {
              title: t('exempt'),
              dataIndex: 'Exempt',
              responsive: ['lg'],
              render: (v: boolean) => (v ? t('yes') : t('no')),
            },
          ]}
        />
      </Card>
      <Card
        title={t('requests.mine')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setRequesting(true)}>
            {t('requests.new')}
          </Button>
        }
      >
        <RequestTable />
      </Card>
      <AbsenceRequestModal open={requesting} courses={courses} onClose={() => setRequesting(false)} />
    </Flex>
  )
}
