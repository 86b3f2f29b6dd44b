/**
 * Importing admission figures from XLSX (issue 19 "Admission data … imported from XLSX"): download the template
 * (the stored figures of the registrar's programmes and an empty row for this year), choose the filled file,
 * check it (nothing stored; a per-row report), then import it when no row has errors (all-or-nothing).
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons'
import type { AdmissionImportResult } from '@unacs/contracts'
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { downloadAdmissionTemplate, useAdmissionImport } from '../api/admissions.ts'

/** Props: open flag and close callback. */
export interface AdmissionImportModalProps {
  open: boolean
  onClose: () => void
}

/** The import dialog with its per-row report. */
export function AdmissionImportModal({ open, onClose }: AdmissionImportModalProps) {
  const { t } = useTranslation('programmes')
  const { message } = App.useApp()
  const [file, setFile] = useState<File | null>(null)
  const [report, setReport] = useState<AdmissionImportResult | null>(null)
  const run = useAdmissionImport()
  const fail = (e: unknown) => message.error(e instanceof ApiError ? e.message : t('failed'))

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
            message.success(t('admissions.imported', { created: r.Created, updated: r.Updated }))
            close()
          }
        },
        onError: fail,
      },
    )
  }

  return (
    <Modal
      open={open}
      title={t('admissions.importTitle')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      width={720}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('admissions.importHelp')}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => downloadAdmissionTemplate().catch(fail)}>
            {t('admissions.template')}
          </Button>
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
            <Button icon={<UploadOutlined />}>{t('admissions.choose')}</Button>
          </Upload>
        </Space>
        <Space wrap>
          <Button
            onClick={() => send(false)}
            disabled={!file}
            loading={run.isPending && !run.variables?.commit}
          >
            {t('admissions.check')}
          </Button>
          <Button
            type="primary"
            onClick={() => send(true)}
            disabled={!file || !report || report.Errors.length > 0}
            loading={run.isPending && run.variables?.commit}
          >
            {t('admissions.store')}
          </Button>
        </Space>
        {report &&
          (report.Errors.length > 0 ? (
            <>
              <Alert
                type="error"
                showIcon
                title={t('admissions.hasErrors', { count: report.Errors.length })}
              />
              <Table
                size="small"
                rowKey={(e) => `${e.Row}-${e.Message}`}
                pagination={{ pageSize: 10 }}
                scroll={{ x: 480 }}
                dataSource={report.Errors}
                columns={[
                  { title: t('admissions.row'), dataIndex: 'Row', width: 70 },
                  { title: t('col.code'), dataIndex: 'Code', width: 120 },
                  { title: t('admissions.error'), dataIndex: 'Message' },
                ]}
              />
            </>
          ) : (
            <Alert
              type="success"
              showIcon
              title={t('admissions.ready', {
                rows: report.Rows,
                created: report.Created,
                updated: report.Updated,
              })}
            />
          ))}
      </Space>
    </Modal>
  )
}
