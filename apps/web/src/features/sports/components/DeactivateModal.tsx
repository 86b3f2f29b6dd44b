/**
 * Ending an athlete's record (issue 21, sports office): asks for a reason and confirms, since the
 * scholarship stops. POST /api/Spor/Sporcu/Pasif.
 */
import type { AthleteRow } from '@unacs/contracts'
import { App, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useDeactivateAthlete } from '../api/save-athlete.ts'

/** Props: the athlete to deactivate (null = closed) and the close callback. */
export function DeactivateModal({ athlete, onClose }: { athlete: AthleteRow | null; onClose: () => void }) {
  const { t } = useTranslation('sports')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Reason: string }>()
  const end = useDeactivateAthlete()
  const submit = ({ Reason }: { Reason: string }) => {
    if (!athlete) return
    end.mutate(
      { Id: athlete.Id, Reason },
      {
        onSuccess: () => {
          message.success(t('athlete.deactivated'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('athlete.saveFailed')),
      },
    )
  }
  return (
    <Modal
      open={athlete !== null}
      title={t('athlete.deactivate')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('athlete.deactivate')}
      okButtonProps={{ danger: true }}
      cancelText={t('cancel')}
      confirmLoading={end.isPending}
      onOk={() => form.submit()}
    >
      <Typography.Paragraph>
        {t('athlete.deactivateConfirm', { name: athlete?.FullName ?? '', sport: athlete?.Sport ?? '' })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="Reason"
          label={t('athlete.reason')}
          rules={[{ required: true, max: 500, whitespace: true }]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
