/**
 * Received versus passing event points (spec §3 "received and passing points", §9 configurable pass
 * score): a progress bar with a passed / not yet passed tag.
 */
import type { StudentEventPoints } from '@unacs/contracts'
import { Card, Flex, Progress, Statistic, Tag } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the student's points. */
export interface PointsSummaryProps {
  points: StudentEventPoints
}

/** The summary card. */
export function PointsSummary({ points }: PointsSummaryProps) {
  const { t } = useTranslation('events')
  const percent =
    points.PassingPoints > 0
      ? Math.min(100, Math.round((points.ReceivedPoints / points.PassingPoints) * 100))
      : 100
  return (
    <Card
      title={t('summary.title')}
      extra={
        <Tag color={points.Passed ? 'green' : 'orange'}>
          {t(points.Passed ? 'summary.passed' : 'summary.notPassed')}
        </Tag>
      }
    >
      <Flex wrap gap="large" align="center">
        <Statistic title={t('summary.received')} value={points.ReceivedPoints} />
        <Statistic title={t('summary.passing')} value={points.PassingPoints} />
        <Progress
          type="circle"
          size={88}
          percent={percent}
          status={points.Passed ? 'success' : 'normal'}
          aria-label={t('summary.progress', {
            received: points.ReceivedPoints,
            passing: points.PassingPoints,
          })}
        />
      </Flex>
      <p style={{ marginBottom: 0, marginTop: 12 }}>{t('summary.note')}</p>
    </Card>
  )
}
