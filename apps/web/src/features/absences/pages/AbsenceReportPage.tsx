/**
 * Absence report (component key `AbsenceReport`; spec §3 "daily and total absence, percentage", §9 school-day
 * or calendar-day counting chosen per report; issue 6 "Reports per section and per student"): a section's
 * students with their totals and days, or one student's courses in the caller's sections.
 */
import type { DayCounting } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Segmented, Select, Tabs, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { useSectionReport } from '../api/get-section-report.ts'
import { SectionReportTable } from '../components/SectionReportTable.tsx'
import { SectionSelect } from '../components/SectionSelect.tsx'
import { StudentReport } from '../components/StudentReport.tsx'

type View = 'section' | 'student'

/** The report page. */
export function AbsenceReportPage() {
  const { t } = useTranslation('absences')
  const [sectionId, setSectionId] = useState<number>()
  const [studentId, setStudentId] = useState<number>()
  const [view, setView] = useState<View>('section')
  const [counting, setCounting] = useState<DayCounting>('school')
  const report = useSectionReport(sectionId, counting)
  const chooseSection = (id: number) => {
    setSectionId(id)
    setStudentId(undefined)
  }
  const none = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseSectionFirst')} />
  return (
    <Card title={t('reportTitle')}>
      <Flex vertical gap="middle">
        <Flex gap="middle" wrap align="center">
          <SectionSelect value={sectionId} onChange={chooseSection} />
          <Flex gap="small" align="center">
            <Typography.Text id="absence-counting">{t('counting')}</Typography.Text>
            <Segmented<DayCounting>
              aria-labelledby="absence-counting"
              value={counting}
              onChange={setCounting}
              options={[
                { value: 'school', label: t('school') },
                { value: 'calendar', label: t('calendar') },
              ]}
            />
          </Flex>
        </Flex>
        <Typography.Text type="secondary">{t(`countingHelp.${counting}`)}</Typography.Text>
        {report.error ? <Alert type="error" showIcon title={report.error.message} /> : null}
        <Tabs
          activeKey={view}
          onChange={(k) => setView(k as View)}
          items={[
            {
              key: 'section',
              label: t('sectionReport'),
              children: sectionId ? (
                <SectionReportTable
                  report={report.data}
                  loading={report.isFetching}
                  onStudent={(id) => {
                    setStudentId(id)
                    setView('student')
                  }}
                />
              ) : (
                none
              ),
            },
            {
              key: 'student',
              label: t('studentReport'),
              children: sectionId ? (
                <Flex vertical gap="middle">
                  <Select
                    showSearch={{ filterOption: filterByTurkish }}
                    style={{ minWidth: 280, maxWidth: '100%', alignSelf: 'flex-start' }}
                    placeholder={t('chooseStudent')}
                    aria-label={t('student')}
                    loading={report.isLoading}
                    value={studentId}
                    onChange={setStudentId}
                    options={(report.data?.Rows ?? []).map((r) => ({
                      value: r.StudentId,
                      label: `${r.StudentNo} ${r.FullName}`,
                    }))}
                  />
                  {studentId ? (
                    <StudentReport studentId={studentId} counting={counting} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chooseStudentFirst')} />
                  )}
                </Flex>
              ) : (
                none
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  )
}
