/**
 * One kind of comparison (students or graduates; issue 20): the runner, the chosen unit's latest comparison
 * with its counts (or why it failed), and its differences. Shared by the two comparison pages.
 */
import type { ComparisonKind } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Skeleton, Statistic, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLatestComparison } from '../api/get-comparison.ts'
import { ComparisonRunner } from './ComparisonRunner.tsx'
import { DifferencesTable } from './DifferencesTable.tsx'

/** Props: which comparison the page shows. */
export interface ComparisonViewProps {
  kind: ComparisonKind
}

/** The whole comparison page body. */
export function ComparisonView({ kind }: ComparisonViewProps) {
  const { t } = useTranslation('yoksis')
  const [unitId, setUnitId] = useState<number | null>(null)
  const latest = useLatestComparison(kind, unitId)
  const c = latest.data

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t(`intro.${kind}`)}</Typography.Paragraph>
      <Card title={t('run.title')}>
        <ComparisonRunner kind={kind} unitId={unitId} onUnitChange={setUnitId} />
      </Card>
      <Card title={t('result.title')}>
        {latest.isLoading ? (
          <Skeleton active />
        ) : latest.isError ? (
          <Alert type="error" showIcon title={t('loadFailed')} description={latest.error.message} />
        ) : !c ? (
          <Empty description={t('result.none')} />
        ) : c.State === 'failed' ? (
          <Alert
            type="error"
            showIcon
            title={t('result.failed', { at: dayjs(c.StartedAt).format('DD.MM.YYYY HH:mm') })}
            description={t(
              `result.reason.${c.Error === 'fault' || c.Error === 'circuitOpen' || c.Error === 'unreachable' ? c.Error : 'other'}`,
            )}
          />
        ) : (
          <Flex vertical gap="middle">
            <Typography.Text type="secondary">
              {t('result.meta', {
                unit: c.UnitName,
                at: dayjs(c.FinishedAt ?? c.StartedAt).format('DD.MM.YYYY HH:mm'),
                ours: c.OursCount,
                theirs: c.TheirsCount,
              })}
            </Typography.Text>
            <Flex wrap gap="large">
              <Statistic title={t('kind.missingThere')} value={c.Counts.missingThere} />
              <Statistic title={t('kind.missingHere')} value={c.Counts.missingHere} />
              <Statistic title={t('kind.fieldDiffers')} value={c.Counts.fieldDiffers} />
            </Flex>
            <DifferencesTable key={c.Id} comparisonId={c.Id} />
          </Flex>
        )}
      </Card>
    </Flex>
  )
}
