/** Moves a student from one section to another of the same course, with a reason (spec §1 section transfer). */
import type { TransferOption } from '@unacs/contracts'
import { App, Form, Input, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../shared/text/format.ts'
import { useTransferSection } from '../api/transfer-section.ts'

/** Props: the student, the course option being moved (null = closed) and close. */
export function TransferModal({
  studentNo,
  option,
  onClose,
}: {
  studentNo: string
  option: TransferOption | null
  onClose: () => void
}) {
  const { t } = useTranslation('registration')
  const { lessonTime } = useFormat()
  const { message } = App.useApp()
  const transfer = useTransferSection()
  const [form] = Form.useForm<{ to: number; reason: string }>()
  return (
    <Modal
      open={option !== null}
      title={t('transfer.title', { course: option ? `${option.CourseCode} ${option.CourseName}` : '' })}
      okText={t('transfer.move')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: transfer.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(v) =>
          option &&
          transfer
            .mutateAsync({
              StudentNo: studentNo,
              FromSectionId: option.SectionId,
              ToSectionId: v.to,
              Reason: v.reason.trim(),
            })
            .then(
              () => {
                message.success(t('transfer.move'))
                onClose()
              },
              (e: Error) => message.error(e.message),
            )
        }
      >
        <Form.Item
          name="to"
          label={t('transfer.target')}
          rules={[{ required: true, message: t('transfer.targetRequired') }]}
        >
          <Select
            options={option?.Alternatives.map((a) => ({
              value: a.SectionId,
              disabled: a.FreeSeats === 0,
              label: `${a.SectionName} — ${lessonTime(a.LessonTime) || '—'} (${t('transfer.freeSeats', { count: a.FreeSeats })})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('transfer.reason')}
          rules={[
            { required: true, whitespace: true, min: 10, max: 500, message: t('transfer.reasonRequired') },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} showCount maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
