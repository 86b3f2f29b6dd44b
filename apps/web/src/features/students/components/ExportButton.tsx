/**
 * A report's XLSX export (issue 22: student, dormitory and department reports): streams the filtered rows and shows a progress bar with the
 * row count while the file arrives; errors show the server's message.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { StudentFilter } from '@unacs/contracts'
import { App, Button, Flex, Progress, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { exportFile } from '../api/export-report.ts'

/** Props: the filter whose rows are exported and the export endpoint (default: the student report's). */
export interface ExportButtonProps {
  filter: StudentFilter | object
  endpoint?: string
}

/** The button with its progress line. */
export function ExportButton({ filter, endpoint = '/api/Students/Report/Export' }: ExportButtonProps) {
  const { t } = useTranslation('students')
  const { message } = App.useApp()
  const [progress, setProgress] = useState<{ percent: number; rows: number } | null>(null)
  const [busy, setBusy] = useState(false)

  const run = async () => {
    setBusy(true)
    try {
      const rows = await exportFile(endpoint, filter, (percent, n) => setProgress({ percent, rows: n }))
      message.success(t('export.done', { count: rows }))
    } catch (e) {
      setProgress(null)
      message.error(e instanceof ApiError ? e.message : t('export.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex wrap gap="small" align="center">
      <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
        {t('export.button')}
      </Button>
      {progress ? (
        <Flex gap="small" align="center" style={{ minWidth: 220, flex: '1 1 220px' }}>
          <Progress
            percent={progress.percent}
            size="small"
            aria-label={t('export.progress')}
            status={busy ? 'active' : 'success'}
            style={{ margin: 0, flex: 1 }}
          />
          <Typography.Text type="secondary" data-testid="export-rows">
            {t('export.rows', { count: progress.rows })}
          </Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  )
}
