/**
 * Moodle user sync (component key `MoodleUserSync`, system administrator; issue 20): how many students and
 * staff are linked to Moodle users, the sync as a background job with a progress bar, and the people left
 * unlinked with "create in Moodle".
 */

import { useQueryClient } from '@tanstack/react-query'
import type { MoodleSyncResult } from '@unacs/contracts'
import { Alert, App, Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { JobProgress } from '../../../shared/jobs/JobProgress.tsx'
import { isUnderWay, useJob } from '../../../shared/jobs/use-job.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { moodleKey, useMoodleSummary, userSyncJobUrl, useStartUserSync } from '../api/moodle.ts'
import { UnlinkedTable } from '../components/UnlinkedTable.tsx'

/** The user sync page. */
export function MoodleUserSyncPage() {
  const { t } = useTranslation('moodle')
  const { message } = App.useApp()
  const client = useQueryClient()
  const summary = useMoodleSummary()
  const start = useStartUserSync()
  const [jobId, setJobId] = useState<string | null>(null)
  const job = useJob(jobId ? userSyncJobUrl(jobId) : null)
  const state = job.data?.state

  useEffect(() => {
    if (state === 'done' || state === 'failed') void client.invalidateQueries({ queryKey: moodleKey })
  }, [state, client])

  const run = async () => {
    try {
      const started = await start.mutateAsync()
      setJobId(started.id)
      if (started.joined) message.info(t('sync.joined'))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    }
  }
  const result = state === 'done' ? (job.data?.result as MoodleSyncResult) : null

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('sync.intro')}</Typography.Paragraph>
      <Card title={t('sync.title')}>
        <Flex vertical gap="middle">
          {summary.isError ? (
            <Alert type="error" showIcon message={t('loadFailed')} description={summary.error.message} />
          ) : summary.isPending ? (
            <Skeleton active paragraph={{ rows: 1 }} />
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={12} md={6}>
                <Statistic title={t('sync.people')} value={summary.data.People} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('sync.linked')} value={summary.data.Linked} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title={t('sync.unlinked')} value={summary.data.Unlinked} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic
                  title={t('sync.last')}
                  value={summary.data.LastSyncedAt ? showDateTime(summary.data.LastSyncedAt) : '—'}
                />
              </Col>
            </Row>
          )}
          <div>
            <Button type="primary" onClick={run} loading={start.isPending || isUnderWay(job.data)}>
              {t('sync.start')}
            </Button>
          </div>
          <JobProgress job={job.data} label={t('sync.jobLabel')} />
          {result ? (
            <Alert
              type="info"
              showIcon
              message={t('sync.result', {
                linked: result.Linked,
                newly: result.NewlyLinked,
                unlinked: result.Unlinked,
              })}
            />
          ) : null}
        </Flex>
      </Card>
      <Card title={t('unlinked.title')}>
        <UnlinkedTable />
      </Card>
    </Flex>
  )
}
