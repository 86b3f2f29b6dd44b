/**
 * One kind of comparison (students or graduates; issues 20, 35): the runner, the choice's last finished
 * comparison with its counts and differences (kept visible while a new run goes, or after one fails), a notice
 * of a newer failed run, and the correction worklist. Shared by the two comparison pages.
 */
import type { Comparison, ComparisonKind } from '@unacs/contracts'
import { Alert, Card, Empty, Flex, Skeleton, Statistic, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { type ComparisonChoice, useComparisonOverview } from '../api/get-comparison.ts'
import { ComparisonRunner } from './ComparisonRunner.tsx'
import { DifferencesTable } from './DifferencesTable.tsx'
import { WorklistTable } from './WorklistTable.tsx'

/** Props: which comparison the page shows. */
export interface ComparisonViewProps {
  kind: ComparisonKind
}

/** Why a run failed, as a message key. */
const reasonOf = (c: Comparison) =>
  ['fault', 'circuitOpen', 'unreachable', 'auth'].includes(c.Error ?? '') ? (c.Error as string) : 'other'

/** The whole comparison page body. */
export function ComparisonView({ kind }: ComparisonViewProps) {
  const { t } = useTranslation('yoksis')
  const [choice, setChoice] = useState<ComparisonChoice>({
    kind,
    termId: null,
    unitIds: [],
    classYear: null,
    studentNo: null,
  })
  const overview = useComparisonOverview(choice)
  const c = overview.data?.LastDone ?? null
  const failed = overview.data?.LastFailed ?? null

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t(`intro.${kind}`)}</Typography.Paragraph>
      <Card title={t('run.title')}>
        <ComparisonRunner
          choice={choice}
          onChange={setChoice}
          runningJobId={overview.data?.Running?.JobId ?? null}
        />
      </Card>
      <Card title={t('result.title')}>
        {overview.isLoading ? (
          <Skeleton active />
        ) : overview.isError ? (
          <Alert type="error" showIcon title={t('loadFailed')} description={overview.error.message} />
        ) : (
          <Flex vertical gap="middle">
            {failed ? (
              <Alert
                type="warning"
                showIcon
                title={t('result.failed', {
                  at: showDateTime(failed.StartedAt),
                  done: failed.Done,
                  total: failed.Total,
                })}
                description={t(`result.reason.${reasonOf(failed)}` as 'result.reason.other')}
              />
            ) : null}
            {!c ? (
              <Empty description={t('result.none')} />
            ) : (
              <Flex vertical gap="middle">
                <Typography.Text type="secondary">
                  {t('result.meta', {
                    unit: c.UnitName,
                    at: showDateTime(c.FinishedAt ?? c.StartedAt),
                    persons: c.Total,
                    ours: c.OursCount,
                    theirs: c.TheirsCount,
                  })}
                  {c.FailedCount > 0 ? ` · ${t('result.failedPersons', { count: c.FailedCount })}` : ''}
                </Typography.Text>
                <Flex wrap gap="large">
                  <Statistic title={t('kind.missingThere')} value={c.Counts.missingThere} />
                  <Statistic title={t('kind.missingHere')} value={c.Counts.missingHere} />
                  <Statistic title={t('kind.fieldDiffers')} value={c.Counts.fieldDiffers} />
                </Flex>
                <DifferencesTable key={c.Id} comparisonId={c.Id} />
              </Flex>
            )}
          </Flex>
        )}
      </Card>
      <Card title={t('worklist.title')}>
        <WorklistTable />
      </Card>
    </Flex>
  )
}
