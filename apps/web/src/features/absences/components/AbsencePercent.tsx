/** A percentage of absence against the limit as a small bar (theme colours: warning near, error over). */
import type { AbsenceSummary } from '@unacs/contracts'
import { Progress, theme } from 'antd'
import { useFormat } from '../../../shared/text/format.ts'

/** The bar of `row` against `limitPercent`. */
export function AbsencePercent(props: {
  row: Pick<AbsenceSummary, 'Percentage' | 'Warning'>
  limitPercent: number
}) {
  const { token } = theme.useToken()
  const { percent } = useFormat()
  const { row } = props
  return (
    <Progress
      percent={Math.min(100, Math.round((row.Percentage / props.limitPercent) * 100))}
      format={() => percent(row.Percentage)}
      status={row.Warning === 'over' ? 'exception' : 'normal'}
      strokeColor={row.Warning === 'near' ? token.colorWarning : undefined}
      size="small"
      aria-label={percent(row.Percentage)}
      style={{ minWidth: 100, margin: 0 }}
    />
  )
}
