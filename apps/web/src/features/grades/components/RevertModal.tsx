/** Reverting a finalisation with a required reason (spec §4 "reverting finalisation reopens entry"). */
import { Alert, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { useRevertGrades } from '../api/revert-grades.ts'

/** The revert form for `sectionId`. */
export function RevertModal(props: { open: boolean; sectionId: number; onClose: () => void }) {
  const { t } = useTranslation('grades')
  const [form] = Form.useForm<{ Reason: string }>()
  const revert = useRevertGrades()
  return (
    <Modal
      open={props.open}
      title={t('entry.revertTitle')}
      okText={t('entry.revert')}
      okButtonProps={{ danger: true }}
      cancelText={t('book.cancel')}
      confirmLoading={revert.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          revert.mutate({ SectionId: props.sectionId, Reason: v.Reason.trim() }, { onSuccess: props.onClose })
        }
      >
        {revert.error ? (
          <Alert type="error" showIcon title={revert.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="Reason"
          label={t('entry.revertReason')}
          rules={[
            { required: true, whitespace: true, min: 10, max: 500, message: t('entry.revertReasonRule') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
