/**
 * An athlete's academic standing as status badges (coloured dot, text in the body colour for contrast) (issue 21 "academic standing (CGPA, absences)"): low CGPA
 * (below the report's warning line), absence over the limit in an active-term course, else in good standing.
 */
import type { AthleteRow } from '@unacs/contracts'
import { Badge, Space } from 'antd'
import { useTranslation } from 'react-i18next'

/** Tags for one row; `warning` is the CGPA warning line. */
export function StandingTags({ row, warning }: { row: AthleteRow; warning: number }) {
  const { t, i18n } = useTranslation('sports')
  const line = warning.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', {
    minimumFractionDigits: 2,
  })
  if (!row.LowCgpa && !row.OverLimit) return <Badge status="success" text={t('standing.good')} />
  return (
    <Space direction="vertical" size={0}>
      {row.LowCgpa ? <Badge status="warning" text={t('standing.lowCgpa', { value: line })} /> : null}
      {row.OverLimit ? (
        <Badge status="error" text={t('standing.overLimit', { count: row.CoursesOverLimit })} />
      ) : null}
    </Space>
  )
}
