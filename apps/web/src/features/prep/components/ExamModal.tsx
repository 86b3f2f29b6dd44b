/**
 * Creating an Apex or placement (STS) exam (issue 18; spec §3 "Apex exam", §5 "Apex: every field required"):
 * Apex asks for the name, exam date, pass grade and other pass grade; placement for the quarter and a minimum
 * score per level (the score bands). POST Sinav/Save.
 */
import type { PrepExamKind } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useCreateExam } from '../api/exams.ts'
import { useLevels } from '../api/levels.ts'
import { QuarterSelect } from './QuarterSelect.tsx'

/** Props: the exam kind and close (with the new exam's id when created). */
export interface ExamModalProps {
  kind: PrepExamKind
  onClose: (createdId?: number) => void
}

type Values = {
  Name: string
  ExamDate: Dayjs
  PassGrade?: number
  OtherPassGrade?: number
  Min?: Record<number, number>
}

/** The exam form in a modal. */
export function ExamModal({ kind, onClose }: ExamModalProps) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const levels = useLevels(kind === 'placement' ? quarterId : undefined)
  const create = useCreateExam()
  const required = [{ required: true, message: t('required') }]
  const submit = (v: Values) =>
    create.mutate(
      {
        Kind: kind,
        Name: v.Name,
        ExamDate: v.ExamDate.format('YYYY-MM-DD'),
        PassGrade: kind === 'apex' ? (v.PassGrade ?? null) : null,
        OtherPassGrade: kind === 'apex' ? (v.OtherPassGrade ?? null) : null,
        QuarterId: kind === 'placement' ? (quarterId ?? null) : null,
        Bands:
          kind === 'placement'
            ? (levels.data ?? []).map((l) => ({ LevelId: l.Id, MinScore: v.Min?.[l.Id] ?? 0 }))
            : [],
      },
      {
        onSuccess: (e) => {
          message.success(t('exam.created'))
          onClose(e.Id)
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
      },
    )
  return (
    <Modal
      open
      title={t(`exam.new.${kind}`)}
      onCancel={() => onClose()}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="Name" label={t('exam.name')} rules={[...required, { min: 2, message: t('min2') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="ExamDate" label={t('exam.date')} rules={required}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        {kind === 'apex' ? (
          <>
            <Form.Item name="PassGrade" label={t('exam.passGrade')} rules={required}>
              <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="OtherPassGrade"
              label={t('exam.otherPassGrade')}
              extra={t('exam.otherPassGradeHelp')}
              rules={required}
            >
              <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label={t('quarter')} required>
              <QuarterSelect value={quarterId} onChange={setQuarterId} />
            </Form.Item>
            {(levels.data ?? []).map((l, i) => (
              <Form.Item
                key={l.Id}
                name={['Min', l.Id]}
                label={t('exam.bandMin', { level: l.Name })}
                initialValue={i === 0 ? 0 : Math.min(100, i * 20)}
                rules={required}
              >
                <InputNumber min={0} max={100} precision={2} disabled={i === 0} style={{ width: '100%' }} />
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </Modal>
  )
}
