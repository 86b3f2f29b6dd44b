/** Absence entry (component key `AbsenceEntry`; spec §1, §3, §4): choose a section and a day, then mark hours. */
import { Alert, Card, Flex, Spin, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useAbsenceDay } from '../api/get-absence-day.ts'
import { AbsenceDayGrid } from '../components/AbsenceDayGrid.tsx'
import { SectionSelect } from '../components/SectionSelect.tsx'

/** The absence entry page. The day starts at today in Istanbul (DESIGN.md §4), whatever the browser's time zone. */
export function AbsenceEntryPage() {
  const { t } = useTranslation('absences')
  const [sectionId, setSectionId] = useState<number>()
  const [day, setDay] = useState<Dayjs>(() => dayjs(istanbulToday()))
  const entry = useAbsenceDay(sectionId, day.format('YYYY-MM-DD'))
  return (
    <Card title={t('entryTitle')}>
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('entryIntro')}</Typography.Paragraph>
        <Flex gap="middle" wrap>
          <SectionSelect value={sectionId} onChange={setSectionId} />
          <DateField
            value={day}
            onChange={(d) => d && setDay(d)}
            allowClear={false}
            aria-label={t('day')}
            disabledDate={(d) => d.format('YYYY-MM-DD') > istanbulToday()}
          />
        </Flex>
        {entry.isLoading ? <Spin /> : null}
        {entry.error ? <Alert type="error" showIcon title={entry.error.message} /> : null}
        {entry.data ? <AbsenceDayGrid day={entry.data} /> : null}
      </Flex>
    </Card>
  )
}
