/**
 * Uploading an exam's results from the filled template (issue 18: "uploads … show progress in the browser";
 * rejected rows listed per row, nothing stored). Shows the send progress, then the rejected rows.
 */

import { UploadOutlined } from '@ant-design/icons'
import type { PrepExam, PrepUploadResult } from '@unacs/contracts'
import { Alert, App, Button, Flex, Progress, Table, Upload } from 'antd'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { uploadResults, useRefreshExams } from '../api/exams.ts'

/** Props: the exam (upload disabled once finalised), the buttons shown before and after the upload button. */
export function ExamUpload({ exam, before, after }: { exam: PrepExam; before: ReactNode; after: ReactNode }) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const refresh = useRefreshExams()
  const [percent, setPercent] = useState<number | null>(null)
  const [report, setReport] = useState<PrepUploadResult | null>(null)
  // Sent whole but not answered yet: the server is checking (and storing) the rows.
  const [checking, setChecking] = useState(false)
  const frozen = exam.State === 'finalised' || exam.State === 'transferred'
  const send = async (file: File) => {
    setReport(null)
    setPercent(0)
    try {
      const out = await uploadResults(exam.Id, file, (p) => {
        setPercent(p)
        setChecking(p >= 100)
      })
      setChecking(false)
      setPercent(100)
      setReport(out)
      if (out.Stored) {
        message.success(t('exam.uploaded', { count: out.Rows }))
        await refresh()
      }
    } catch (e) {
      setChecking(false)
      setPercent(null)
      message.error(e instanceof ApiError ? e.message : t('saveFailed'))
    }
  }
  return (
    <Flex vertical gap="small">
      <Flex wrap gap="small">
        {before}
        <Upload
          accept=".xlsx"
          showUploadList={false}
          disabled={frozen}
          beforeUpload={(file) => {
            void send(file)
            return false
          }}
        >
          <Button icon={<UploadOutlined />} disabled={frozen}>
            {t('exam.upload')}
          </Button>
        </Upload>
        {after}
      </Flex>
      {percent !== null ? (
        <Flex vertical gap={0}>
          <Progress
            percent={percent}
            size="small"
            // A file the server refused (rows with errors, nothing stored) is not shown as a green success.
            status={checking ? 'active' : report && !report.Stored ? 'exception' : undefined}
            aria-label={t('exam.uploadProgress')}
          />
          {checking ? (
            <span role="status" aria-live="polite">
              {t('exam.checking')}
            </span>
          ) : null}
        </Flex>
      ) : null}
      {report && report.Errors.length > 0 ? (
        <>
          <Alert type="error" showIcon title={t('exam.rejected', { count: report.Errors.length })} />
          <ScrollRegion label={t('exam.rejectedRows')}>
            <Table
              rowKey={(r) => `${r.Row}-${r.StudentNo}-${r.Message}`}
              size="small"
              dataSource={report.Errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
              style={{ minWidth: 520 }}
              columns={[
                { title: t('exam.row'), dataIndex: 'Row', width: 70 },
                { title: t('col.studentNo'), dataIndex: 'StudentNo', width: 130 },
                { title: t('exam.problem'), dataIndex: 'Message' },
              ]}
            />
          </ScrollRegion>
        </>
      ) : null}
      {report?.Stored ? (
        <Alert type="success" showIcon title={t('exam.uploaded', { count: report.Rows })} />
      ) : null}
    </Flex>
  )
}
