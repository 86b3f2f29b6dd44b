/**
 * The absence warning level of a course (issue 5 "a warning as the limit nears"): a coloured dot with the
 * text in the normal text colour, so it reads well in the light and dark themes.
 */
import type { AbsenceSummary } from '@unacs/contracts'
import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'

const status = { none: 'success', near: 'warning', over: 'error' } as const

/** The badge of `level`. */
export function WarningBadge(props: { level: AbsenceSummary['Warning'] }) {
  const { t } = useTranslation('absences')
  return <Badge status={status[props.level]} text={t(`warning.${props.level}`)} />
}
