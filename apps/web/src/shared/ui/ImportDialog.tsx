/**
 * An all-or-nothing XLSX import dialog (issue 19 admission figures, issue 21 fixture items): optionally download
 * the template, choose the filled file, check it (nothing stored; a per-row report of the rows with errors),
 * then import it when no row has errors. The feature gives its import mutation, texts and report columns.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Modal, Space, Table, type TableProps, Typography, Upload } from 'antd'
import { useState } from 'react'
import { ApiError } from '../api/client.ts'

/** The import of a file: `commit` false checks only, true stores when no row has errors. */
export interface ImportRun<R> {
  isPending: boolean
  variables?: { commit: boolean }
  mutate: (
    body: { file: File; commit: boolean },
    handlers: { onSuccess: (report: R) => void; onError: (e: Error) => void },
  ) => void
}

/** The dialog's texts, already translated. */
export interface ImportDialogTexts<R> {
  title: string
  help: string
  choose: string
  check: string
  store: string
  /** Shown when the server gives no message of its own. */
  failed: string
  /** The error alert over the report, for `count` rows listed. */
  hasErrors: (count: number) => string
  /** The success alert of a check without errors. */
  ready: (report: R) => string
  /** The message once stored. */
  stored: (report: R) => string
}

/** Props of `ImportDialog`: report `R`, and `E` a row of its error table. */
export interface ImportDialogProps<R extends { Stored: boolean }, E extends object> {
  open: boolean
  onClose: () => void
  run: ImportRun<R>
  texts: ImportDialogTexts<R>
  /** The template button (label and download; a failed download shows its message); absent: none. */
  template?: { label: string; download: () => Promise<unknown> }
  /** The rows of `report` listed with their errors. */
  errorRows: (report: R) => E[]
  /** Whether `report` has errors (import disabled); default: `errorRows` is not empty. */
  hasErrors?: (report: R) => boolean
  rowKey: TableProps<E>['rowKey']
  columns: NonNullable<TableProps<E>['columns']>
}

/** The import dialog with its per-row report; closing it forgets the file and the report. */
export function ImportDialog<R extends { Stored: boolean }, E extends object>({
  open,
  onClose,
  run,
  texts,
  template,
  errorRows,
  hasErrors = (r) => errorRows(r).length > 0,
  rowKey,
  columns,
}: ImportDialogProps<R, E>) {
  const { message } = App.useApp()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<R | null>(null)
  const fail = (e: unknown) => message.error(e instanceof ApiError ? e.message : texts.failed)

  const close = () => {
    setFile(null)
    setReport(null)
    onClose()
  }
  const send = (commit: boolean) => {
    if (!file) return
    run.mutate(
      { file, commit },
      {
        onSuccess: (r) => {
          setReport(r)
          if (r.Stored) {
            message.success(texts.stored(r))
            close()
          }
        },
        onError: fail,
      },
    )
  }
  const upload = (
    <Upload
      accept=".xlsx"
      maxCount={1}
      beforeUpload={(f) => {
        setFile(f)
        setReport(null)
        return false
      }}
      onRemove={() => {
        setFile(null)
        setReport(null)
      }}
    >
      <Button icon={<UploadOutlined />}>{texts.choose}</Button>
    </Upload>
  )
  const rows = report ? errorRows(report) : []

  return (
    <Modal open={open} title={texts.title} onCancel={close} footer={null} destroyOnHidden width={720}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {texts.help}
        </Typography.Paragraph>
        {template ? (
          <Space wrap>
            <Button icon={<DownloadOutlined />} onClick={() => template.download().catch(fail)}>
              {template.label}
            </Button>
            {upload}
          </Space>
        ) : (
          upload
        )}
        <Space wrap>
          <Button
            onClick={() => send(false)}
            disabled={!file}
            loading={run.isPending && !run.variables?.commit}
          >
            {texts.check}
          </Button>
          <Button
            type="primary"
            onClick={() => send(true)}
            disabled={!file || !report || hasErrors(report)}
            loading={run.isPending && run.variables?.commit}
          >
            {texts.store}
          </Button>
        </Space>
        {report ? (
          hasErrors(report) ? (
            <>
              <Alert type="error" showIcon title={texts.hasErrors(rows.length)} />
              <Table<E>
                size="small"
                rowKey={rowKey}
                pagination={{ pageSize: 10 }}
                scroll={{ x: 480 }}
                dataSource={rows}
                columns={columns}
              />
            </>
          ) : (
            <Alert type="success" showIcon title={texts.ready(report)} />
          )
        ) : null}
      </Space>
    </Modal>
  )
}
