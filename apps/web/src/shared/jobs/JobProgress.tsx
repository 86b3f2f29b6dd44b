/**
 * A background job's progress for people (the guide's "a progress bar on long work"): a labelled progress bar
 * with "n of m" while it runs, a success or error state when it ends. Takes the status from `useJob`.
 */
import type { JobStatusView } from '@unacs/contracts'
import { Alert, Progress, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'

/** Props: the job's status (nothing is shown while it is undefined) and an optional label of the work. */
export interface JobProgressProps {
  job: JobStatusView | undefined
  label?: string
}

/** Shows where a job is; the bar is announced to screen readers through its label and values. */
export function JobProgress({ job, label }: JobProgressProps) {
  const { t } = useTranslation('common')
  if (!job) return null
  const percent = job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0
  const name = label ?? t('jobs.label')
  if (job.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        message={t('jobs.failed', { name })}
        description={job.error ?? undefined}
      />
    )
  if (job.state === 'done') return <Alert type="success" showIcon message={t('jobs.done', { name })} />
  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-live="polite">
      <Typography.Text>
        {job.state === 'queued'
          ? t('jobs.queued', { name })
          : job.total > 0
            ? t('jobs.running', { name, done: job.done, total: job.total })
            : t('jobs.runningUnknown', { name })}
      </Typography.Text>
      <Progress
        percent={percent}
        status="active"
        aria-label={name}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      />
    </Space>
  )
}
