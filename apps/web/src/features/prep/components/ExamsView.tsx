/**
 * The body of the Apex and placement (STS) exam pages (issue 18 § Exams and grades): choose or create an
 * exam, download its template, upload the results (with progress), calculate, finalise and transfer (each
 * confirmed), and page through the results.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons'
import type { PrepExam, PrepExamKind } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Select, Skeleton, Space, Statistic, Steps, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { downloadTemplate, useExamStep, useExams } from '../api/exams.ts'
import { ExamModal } from './ExamModal.tsx'
import { ExamResults } from './ExamResults.tsx'
import { ExamUpload } from './ExamUpload.tsx'
import { LoadError } from './LoadError.tsx'

const STATES = ['open', 'calculated', 'finalised', 'transferred'] as const

/** Props: which exams. */
export function ExamsView({ kind }: { kind: PrepExamKind }) {
  const { t } = useTranslation('prep')
  const { message, modal } = App.useApp()
  const exams = useExams(kind)
  const [examId, setExamId] = useState<number | undefined>()
  const [creating, setCreating] = useState(false)
  const calculate = useExamStep('Calculate')
  const finalise = useExamStep('Finalise')
  const transfer = useExamStep('Transfer')
  useEffect(() => {
    if (examId === undefined && exams.data?.[0]) setExamId(exams.data[0].Id)
  }, [examId, exams.data])
  const exam = exams.data?.find((e) => e.Id === examId)
  const fail = (e: unknown) => message.error(e instanceof ApiError ? e.message : t('saveFailed'))
  const run = (m: typeof calculate, e: PrepExam, done: 'calculate' | 'finalise' | 'transfer') =>
    m
      .mutateAsync({ ExamId: e.Id, Version: e.Version })
      .then(() => message.success(t(`exam.done.${done}`)), fail)
  const confirm = (m: typeof calculate, e: PrepExam, what: 'finalise' | 'transfer') =>
    modal.confirm({
      title: t(`exam.confirm.${what}`),
      okText: t(`exam.${what}`),
      cancelText: t('cancel'),
      onOk: () => run(m, e, what),
    })
  if (exams.isError) return <LoadError error={exams.error} retry={() => void exams.refetch()} />
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t(`exam.intro.${kind}`)}</Typography.Paragraph>
      <Card title={t(`exam.title.${kind}`)}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <Select
              aria-label={t('exam.choose')}
              placeholder={t('exam.choose')}
              style={{ width: 320, maxWidth: '100%' }}
              loading={exams.isLoading}
              value={examId}
              onChange={setExamId}
              options={(exams.data ?? []).map((e) => ({ value: e.Id, label: `${e.Name} (${e.ExamDate})` }))}
            />
            <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t(`exam.new.${kind}`)}
            </Button>
          </Flex>
          {exams.isLoading ? <Skeleton active /> : null}
          {exams.data && exams.data.length === 0 ? <Empty description={t('exam.none')} /> : null}
          {exam ? (
            <>
              <Steps
                size="small"
                current={STATES.indexOf(exam.State)}
                items={STATES.map((s) => ({ title: t(`exam.state.${s}`) }))}
              />
              <Space wrap size="large">
                {kind === 'apex' ? (
                  <>
                    <Statistic title={t('exam.passGrade')} value={exam.PassGrade ?? '—'} />
                    <Statistic title={t('exam.otherPassGrade')} value={exam.OtherPassGrade ?? '—'} />
                  </>
                ) : (
                  <Statistic
                    title={t('exam.bands')}
                    value={exam.Bands.map((b) => `${b.LevelName} ≥ ${b.MinScore}`).join(' · ')}
                    styles={{ content: { fontSize: 16 } }}
                  />
                )}
                <Statistic title={t('exam.resultCount')} value={exam.ResultCount} />
                <Statistic title={t(`exam.passedCount.${kind}`)} value={exam.PassedCount} />
              </Space>
              <ExamUpload
                exam={exam}
                before={
                  <Button icon={<DownloadOutlined />} onClick={() => downloadTemplate(exam).catch(fail)}>
                    {t('exam.template')}
                  </Button>
                }
                after={
                  <>
                    <Button
                      disabled={exam.State !== 'open' && exam.State !== 'calculated'}
                      loading={calculate.isPending}
                      onClick={() => run(calculate, exam, 'calculate')}
                    >
                      {t('exam.calculate')}
                    </Button>
                    <Button
                      disabled={exam.State !== 'calculated'}
                      loading={finalise.isPending}
                      onClick={() => confirm(finalise, exam, 'finalise')}
                    >
                      {t('exam.finalise')}
                    </Button>
                    <Button
                      type="primary"
                      disabled={exam.State !== 'finalised'}
                      loading={transfer.isPending}
                      onClick={() => confirm(transfer, exam, 'transfer')}
                    >
                      {t('exam.transfer')}
                    </Button>
                  </>
                }
              />
              <ExamResults key={`${exam.Id}-${exam.Version}`} exam={exam} />
            </>
          ) : null}
        </Flex>
      </Card>
      {creating ? (
        <ExamModal
          kind={kind}
          onClose={(id) => {
            setCreating(false)
            if (id) setExamId(id)
          }}
        />
      ) : null}
    </Flex>
  )
}
