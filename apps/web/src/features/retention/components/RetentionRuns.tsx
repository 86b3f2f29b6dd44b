/**
 * The retention runs (issue 39 "Retention": "each run reported on the operator's page"): the last run's
 * per-category counts and outcomes (ok, skipped, or the error), then the earlier runs with their totals.
 */
import type { RetentionRun, RetentionRunResult } from '@unacs/contracts'
import { Flex, List, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'

/** Props: the runs, newest first. */
export interface RetentionRunsProps {
  runs: RetentionRun[]
}

/** The state tag of a run. */
function RunState({ run }: { run: RetentionRun }) {
  const { t } = useTranslation('retention')
  const failed = run.state === 'failed' || run.results.some((r) => r.error)
  const color = run.state === 'running' ? 'processing' : failed ? 'error' : 'success'
  return (
    <Tag color={color} variant="outlined">
      {t(`states.${run.state}`)}
    </Tag>
  )
}

/** The last run in detail and the earlier ones in brief. */
export function RetentionRuns({ runs }: RetentionRunsProps) {
  const { t } = useTranslation('retention')
  const f = useFormat()
  const [last, ...earlier] = runs
  if (!last) return <Typography.Text type="secondary">{t('never')}</Typography.Text>
  const heading = (run: RetentionRun) => (
    <Flex gap="small" wrap align="center">
      <span>{f.dateTime(run.startedAt)}</span>
      <Typography.Text type="secondary">{t(`triggers.${run.trigger}`)}</Typography.Text>
      <RunState run={run} />
    </Flex>
  )
  const outcome = (r: RetentionRunResult) =>
    r.error ? (
      <Typography.Text type="danger">{t('outcomes.error', { error: r.error })}</Typography.Text>
    ) : r.skipped ? (
      <Typography.Text type="secondary">{t('outcomes.skipped')}</Typography.Text>
    ) : (
      t('outcomes.ok')
    )
  return (
    <Flex vertical gap="small">
      <Typography.Text strong>{t('lastRun')}</Typography.Text>
      {heading(last)}
      <Table<RetentionRunResult>
        size="small"
        rowKey="category"
        pagination={false}
        dataSource={last.results}
        aria-label={t('lastRun')}
        columns={[
          { key: 'category', title: t('columns.category'), render: (_, r) => t(`categories.${r.category}`) },
          { key: 'count', title: t('columns.count'), dataIndex: 'count', align: 'right' },
          { key: 'outcome', title: t('columns.outcome'), render: (_, r) => outcome(r) },
        ]}
      />
      {earlier.length > 0 ? (
        <List
          size="small"
          header={t('earlier')}
          dataSource={earlier}
          rowKey="id"
          renderItem={(run) => (
            <List.Item>
              <Flex gap="small" wrap align="center">
                {heading(run)}
                <span>{t('total', { count: run.results.reduce((n, r) => n + r.count, 0) })}</span>
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
    </Flex>
  )
}
