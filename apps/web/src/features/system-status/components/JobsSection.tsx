/**
 * The background job queue (issue 38: queued, running with progress, failed with the error, retry): counts by
 * state, the running jobs with a progress bar, the queued ones, and the failed ones with their error and a Retry
 * button (the server audits the retry and queues the job again with its input).
 */
import type { StatusJob, StatusJobs } from '@unacs/contracts'
import { App, Button, Card, Col, Flex, Progress, Row, Statistic, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { useRetryJob } from '../api/operator-status.ts'

/** Props: the overview's job part. */
export interface JobsSectionProps {
  jobs: StatusJobs
}

/** The jobs card. */
export function JobsSection({ jobs }: JobsSectionProps) {
  const { t } = useTranslation('system-status')
  const f = useFormat()
  const { message } = App.useApp()
  const retry = useRetryJob()

  const onRetry = async (job: StatusJob) => {
    try {
      await retry.mutateAsync(job.id)
      message.success(t('jobs.retried', { kind: job.kind }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('errors.action'))
    }
  }

  const kind = {
    key: 'kind',
    title: t('jobs.kind'),
    render: (_: unknown, j: StatusJob) => <JobName job={j} />,
  }
  return (
    <Card title={t('jobs.title')} size="small">
      <Flex vertical gap="middle">
        <Row gutter={[16, 8]}>
          <Col xs={8}>
            <Statistic title={t('jobs.queued')} value={jobs.counts.queued} />
          </Col>
          <Col xs={8}>
            <Statistic title={t('jobs.running')} value={jobs.counts.running} />
          </Col>
          <Col xs={8}>
            <Statistic title={t('jobs.failed')} value={jobs.counts.failed} />
          </Col>
        </Row>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {t('jobs.runningList')}
        </Typography.Title>
        <Table<StatusJob>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={jobs.running}
          scroll={{ x: 560 }}
          locale={{ emptyText: t('jobs.noneRunning') }}
          columns={[
            kind,
            { key: 'since', title: t('jobs.createdAt'), render: (_, j) => f.dateTime(j.createdAt) },
            {
              key: 'progress',
              title: t('jobs.progress'),
              render: (_, j) =>
                j.total > 0 ? (
                  <Progress
                    percent={Math.floor((100 * j.done) / j.total)}
                    size="small"
                    aria-label={t('jobs.progressOf', { done: j.done, total: j.total })}
                    format={() => `${j.done}/${j.total}`}
                  />
                ) : (
                  t('jobs.started')
                ),
            },
          ]}
        />
        {jobs.queued.length > 0 ? (
          <>
            <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
              {t('jobs.queuedList')}
            </Typography.Title>
            <Table<StatusJob>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={jobs.queued}
              scroll={{ x: 480 }}
              columns={[
                kind,
                { key: 'since', title: t('jobs.createdAt'), render: (_, j) => f.dateTime(j.createdAt) },
              ]}
            />
          </>
        ) : null}
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {t('jobs.failedList')}
        </Typography.Title>
        <Table<StatusJob>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={jobs.failed}
          scroll={{ x: 760 }}
          locale={{ emptyText: t('jobs.noneFailed') }}
          columns={[
            kind,
            { key: 'at', title: t('jobs.failedAt'), render: (_, j) => f.dateTime(j.finishedAt) },
            { key: 'attempts', title: t('jobs.attempts'), dataIndex: 'attempts' },
            {
              key: 'error',
              title: t('jobs.error'),
              render: (_, j) => <Typography.Text type="danger">{j.error ?? '—'}</Typography.Text>,
            },
            {
              key: 'retry',
              title: t('jobs.actions'),
              render: (_, j) => (
                <Button
                  size="small"
                  onClick={() => void onRetry(j)}
                  loading={retry.isPending && retry.variables === j.id}
                  aria-label={t('jobs.retryOf', { kind: j.kind })}
                >
                  {t('jobs.retry')}
                </Button>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  )
}

/** A job's kind with its key, e.g. `moodle.user-sync · all`. */
function JobName({ job }: { job: StatusJob }) {
  return (
    <Flex vertical>
      <Typography.Text code>{job.kind}</Typography.Text>
      <Typography.Text type="secondary">{job.key}</Typography.Text>
    </Flex>
  )
}
