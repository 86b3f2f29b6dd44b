/**
 * An athlete's academic standing as tags (issue 21 "academic standing (CGPA, absences)"): low CGPA
 * (below the report's warning line), absence over the limit in an active-term course, else in good standing.
 */
import type { AthleteRow } from '@unacs/contracts'
import { Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/** Tags for one row; `warning` is the CGPA warning line. */
export function StandingTags({ row, warning }: { row: AthleteRow; warning: number }) {
  const { t } = useTranslation('sports')
  if (!row.LowCgpa && !row.OverLimit) return <Tag color="success">{t('standing.good')}</Tag>
  return (
    <Space size={4} wrap>
      {row.LowCgpa ? <Tag color="warning">{t('standing.lowCgpa', { value: warning.toFixed(2) })}</Tag> : null}
      {row.OverLimit ? (
        <Tag color="error">{t('standing.overLimit', { count: row.CoursesOverLimit })}</Tag>
      ) : null}
    </Space>
  )
}
