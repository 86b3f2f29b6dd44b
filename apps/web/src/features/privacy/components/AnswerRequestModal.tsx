/**
 * The officer's answer to one request (issue 39 "The data protection officer's queue"): the person's text, the
 * outcome and the answer text; a stale version (409) or an answered request (422) is shown as the server says.
 */
import type { DataRequest, DataRequestOutcome } from '@unacs/contracts'
import { App, Form, Input, Modal, Radio, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useAnswerRequest } from '../api/my-data-api.ts'

/** Props: the request being answered (null: closed) and the close callback. */
export interface AnswerRequestModalProps {
  request: DataRequest | null
  onClose: () => void
}

/** The answer dialog. */
export function AnswerRequestModal({ request, onClose }: AnswerRequestModalProps) {
  const { t } = useTranslation('privacy')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Outcome: DataRequestOutcome; Answer: string }>()
  const answer = useAnswerRequest()
  const outcomes: DataRequestOutcome[] = ['accepted', 'partly', 'rejected']

  const submit = (values: { Outcome: DataRequestOutcome; Answer: string }) => {
    if (!request) return
    answer.mutate(
      { Id: request.Id, Version: request.Version, ...values },
      {
        onSuccess: () => {
          message.success(t('queue.answered'))
          form.resetFields()
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('queue.answerFailed')),
      },
    )
  }

  return (
    <Modal
      open={request !== null}
      title={request ? t('queue.answerTitle', { name: request.Person, kind: request.KindName }) : ''}
      okText={t('queue.send')}
      cancelText={t('admin.cancel')}
      confirmLoading={answer.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{request?.Text}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ Outcome: 'accepted' }}>
        <Form.Item name="Outcome" label={t('queue.outcome')} rules={[{ required: true }]}>
          <Radio.Group options={outcomes.map((o) => ({ value: o, label: t(`requests.outcome.${o}`) }))} />
        </Form.Item>
        <Form.Item
          name="Answer"
          label={t('queue.answerText')}
          rules={[
            { required: true, message: t('queue.answerRequired') },
            { min: 5, message: t('queue.answerRequired') },
          ]}
        >
          <Input.TextArea rows={5} maxLength={4000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
