/**
 * The data tables' export button (issue 36): one button, one progress state and one failure message for every
 * page's XLSX export. The export itself stays on the server (the page passes its download call, usually
 * `downloadFile` with the page's filters), so the file carries the page's own column labels and formatted values.
 */
import { DownloadOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../api/client.ts'

/** Props: the label, the download call, and optionally a disabled state and the failure message. */
export interface ExportButtonProps {
  children: ReactNode
  /** Runs the download; a rejection shows its ApiError message (else `failedText`). */
  onExport: () => Promise<void>
  disabled?: boolean
  /** The message when the download fails without a server message (default: the common one). */
  failedText?: string
}

/** A download button that spins while the file is prepared and reports a failure as a toast. */
export function ExportButton({ children, onExport, disabled, failedText }: ExportButtonProps) {
  const { t } = useTranslation('common')
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await onExport()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : (failedText ?? t('dataTable.exportFailed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={run}>
      {children}
    </Button>
  )
}
