/**
 * The registrar's decision on one request (issue 16): approve or reject with a required reason (5–500). The
 * server answers 409 when another approver was first; the message is shown and the queue refreshes.
 */
import type { FreezeRequest } from '@unacs/contracts'
import { Alert, App, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProcessFreezeRequest } from '../api/process-freeze-request.ts'

/** Props: the request and the decision, or null when closed. */
export interface ProcessFreezeModalProps {
  target: { request: FreezeRequest; approve: boolean } | null
  onClose: () => void
}

/** The decision dialog. */
export function ProcessFreezeModal({ target, onClose }: ProcessFreezeModalProps) {
  const { t } = useTranslation('freeze')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Answer: string }>()
  const process = useProcessFreezeRequest()
  const close = () => {
    process.reset()
    onClose()
  }
  return (
    <Modal
      open={!!target}
      title={target?.approve ? t('process.approveTitle') : t('process.rejectTitle')}
      okText={target?.approve ? t('process.approve') : t('process.reject')}
      cancelText={t('common.cancel')}
      confirmLoading={process.isPending}
      onCancel={close}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {target ? (
        <Typography.Paragraph>
          {t('process.summary', {
            student: `${target.request.StudentNo} ${target.request.StudentName}`,
            terms: target.request.Terms.map((x) => x.Name).join(', '),
          })}
        </Typography.Paragraph>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          target &&
          process.mutate(
            {
              Id: target.request.Id,
              Version: target.request.Version,
              Approve: target.approve,
              Answer: v.Answer.trim(),
            },
            {
              onSuccess: () => {
                message.success(target.approve ? t('process.approved') : t('process.rejected'))
                close()
              },
            },
          )
        }
      >
        {process.error ? (
          <Alert type="error" showIcon title={process.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="Answer"
          label={t('process.answer')}
          rules={[{ required: true, whitespace: true, min: 5, max: 500, message: t('process.answerRule') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
