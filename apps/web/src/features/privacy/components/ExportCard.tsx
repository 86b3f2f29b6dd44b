/**
 * The export of everything the portal holds about the caller (issue 39 "My personal data"): a button that
 * starts (or joins) the background job, its progress, and the download of the kept ZIP with its expiry date.
 */
import { DownloadOutlined, ExportOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import type { MyDataOverview } from '@unacs/contracts'
import { App, Button, Card, Flex, Space, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { JobProgress } from '../../../shared/jobs/JobProgress.tsx'
import { isUnderWay, useJob } from '../../../shared/jobs/use-job.ts'
import { downloadExport, exportStatusUrl, useStartExport } from '../api/my-data-api.ts'
import { privacyKey } from '../api/privacy-api.ts'

/** Props: the kept export from the overview (null: none), a date formatter, and whether the caller is a guest. */
export interface ExportCardProps {
  last: MyDataOverview['LastExport']
  when: (iso: string) => string
  /** A guest applicant's export (the guest calls). */
  guest?: boolean
}

/** The export card; the overview is asked again when the job ends, so the new ZIP is offered. */
export function ExportCard({ last, when, guest = false }: ExportCardProps) {
  const { t } = useTranslation('privacy')
  const { message } = App.useApp()
  const client = useQueryClient()
  const [jobId, setJobId] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)
  const start = useStartExport(guest)
  const job = useJob(jobId ? exportStatusUrl(jobId, guest) : null)
  const state = job.data?.state

  useEffect(() => {
    if (state === 'done') void client.invalidateQueries({ queryKey: [...privacyKey, 'mine', 'overview'] })
  }, [state, client])

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (started) => setJobId(started.id),
      onError: (e) => message.error(e instanceof ApiError ? e.message : t('mine.export.failed')),
    })
  const download = async (id: string) => {
    setDownloading(true)
    try {
      await downloadExport(id, guest)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('mine.export.failed'))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Card title={t('mine.export.title')}>
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ marginBottom: 0 }}>{t('mine.export.intro')}</Typography.Paragraph>
        <Space wrap>
          <Button
            type="primary"
            icon={<ExportOutlined />}
            loading={start.isPending || isUnderWay(job.data)}
            onClick={begin}
          >
            {t('mine.export.start')}
          </Button>
          {last ? (
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => download(last.JobId)}>
              {t('mine.export.download')}
            </Button>
          ) : null}
        </Space>
        <JobProgress job={job.data} label={t('mine.export.jobName')} />
        {last ? (
          <Typography.Text type="secondary">
            {t('mine.export.kept', { created: when(last.CreatedAt), expires: when(last.ExpiresAt) })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('mine.export.none')}</Typography.Text>
        )}
      </Flex>
    </Card>
  )
}
