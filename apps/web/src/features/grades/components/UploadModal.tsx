/**
 * Spreadsheet upload (issue 6): choose the filled template, check it (row errors listed), then store it;
 * nothing is stored unless every row is valid. Cells changed by someone else since the template was
 * downloaded (issue 15 § Data safety) are listed too, and block storing.
 */
import { UploadOutlined } from '@ant-design/icons'
import type { UploadResult } from '@unacs/contracts'
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUploadGrades } from '../api/grade-spreadsheet.ts'

/** The upload dialog for `sectionId`. */
export function UploadModal(props: { open: boolean; sectionId: number; onClose: () => void }) {
  const { t } = useTranslation('grades')
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<UploadResult | null>(null)
  const upload = useUploadGrades()
  const close = () => {
    setFile(null)
    setResult(null)
    upload.reset()
    props.onClose()
  }
  const run = (commit: boolean) =>
    file &&
    upload.mutate(
      { sectionId: props.sectionId, file, commit },
      { onSuccess: (r) => (r.Stored ? close() : setResult(r)) },
    )
  return (
    <Modal
      open={props.open}
      title={t('entry.uploadTitle')}
      onCancel={close}
      footer={
        <Flex gap="small" justify="end">
          <Button onClick={close}>{t('book.cancel')}</Button>
          <Button disabled={!file} loading={upload.isPending} onClick={() => run(false)}>
            {t('entry.uploadCheck')}
          </Button>
          <Button
            type="primary"
            disabled={!file || !result || result.ErrorCount > 0 || result.Stale.length > 0}
            loading={upload.isPending}
            onClick={() => run(true)}
          >
            {t('entry.uploadStore')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>{t('entry.uploadHint')}</Typography.Paragraph>
        <Upload
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f)
            setResult(null)
            return false
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('entry.upload')}</Button>
        </Upload>
        {upload.error ? <Alert type="error" showIcon title={upload.error.message} /> : null}
        {result && result.ErrorCount === 0 && result.Stale.length === 0 ? (
          <Alert type="success" showIcon title={t('entry.uploadValid')} />
        ) : null}
        {result && result.ErrorCount > 0 ? (
          <Table
            size="small"
            rowKey="Row"
            pagination={false}
            dataSource={result.Rows.filter((r) => r.Errors.length > 0)}
            columns={[
              { title: t('entry.uploadRow'), dataIndex: 'Row', width: 60 },
              { title: t('entry.studentNo'), dataIndex: 'StudentNo', width: 120 },
              { title: t('entry.uploadErrors'), dataIndex: 'Errors', render: (e: string[]) => e.join(' ') },
            ]}
          />
        ) : null}
        {result && result.Stale.length > 0 ? (
          <>
            <Alert type="warning" showIcon title={t('entry.uploadStale', { count: result.Stale.length })} />
            <Table
              size="small"
              rowKey={(c) => `${c.Row}-${c.Exam}`}
              pagination={false}
              dataSource={result.Stale}
              columns={[
                { title: t('entry.uploadRow'), dataIndex: 'Row', width: 60 },
                { title: t('entry.studentNo'), dataIndex: 'StudentNo', width: 120 },
                { title: t('entry.uploadExam'), dataIndex: 'Exam' },
                { title: t('entry.uploadYours'), dataIndex: 'Yours', render: (v: string) => v || '—' },
                { title: t('entry.uploadCurrent'), dataIndex: 'Current', render: (v: string) => v || '—' },
              ]}
            />
          </>
        ) : null}
      </Flex>
    </Modal>
  )
}
