/** Absence report per section (component key `AbsenceReport`; spec §3, §9 school-day or calendar-day counting). */
import type { AbsenceReport, DayCounting } from '@unacs/contracts'
import { Alert, Card, Flex, Segmented, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSectionReport } from '../api/get-section-report.ts'
import { SectionSelect } from '../components/SectionSelect.tsx'

type Row = AbsenceReport['Rows'][number]
const warnColour = { none: 'green', near: 'orange', over: 'red' } as const

/** The report page. */
export function AbsenceReportPage() {
  const { t } = useTranslation('absences')
  const [sectionId, setSectionId] = useState<number>()
  const [counting, setCounting] = useState<DayCounting>('school')
  const report = useSectionReport(sectionId, counting)
  return (
    <Card title={t('reportTitle')}>
      <Flex vertical gap="middle">
        <Flex gap="middle" wrap align="center">
          <SectionSelect value={sectionId} onChange={setSectionId} />
          <Segmented<DayCounting>
            value={counting}
            onChange={setCounting}
            options={[
              { value: 'school', label: t('school') },
              { value: 'calendar', label: t('calendar') },
            ]}
          />
        </Flex>
        {report.error ? <Alert type="error" showIcon title={report.error.message} /> : null}
        {sectionId ? (
          <Table<Row>
            size="small"
            rowKey="StudentId"
            loading={report.isLoading}
            dataSource={report.data?.Rows ?? []}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: true }}
            locale={{ emptyText: t('noStudents') }}
            columns={[
              { title: t('studentNo'), dataIndex: 'StudentNo' },
              { title: t('student'), dataIndex: 'FullName' },
              { title: t('absentHours'), dataIndex: 'AbsentHours' },
              { title: t('excusedHours'), dataIndex: 'ExcusedHours' },
              { title: t('countedHours'), render: (_, r) => `${r.CountedHours} / ${r.LimitHours}` },
              { title: t('absentDays'), dataIndex: 'AbsentDays' },
              { title: t('percentage'), render: (_, r) => `%${r.Percentage}` },
              {
                title: '',
                dataIndex: 'Warning',
                render: (w: Row['Warning']) => <Tag color={warnColour[w]}>{t(`warning.${w}`)}</Tag>,
              },
              { title: t('exempt'), dataIndex: 'Exempt', render: (v: boolean) => (v ? t('yes') : t('no')) },
            ]}
          />
        ) : null}
      </Flex>
    </Card>
  )
}
