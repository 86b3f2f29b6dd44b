/**
 * Sending a finalised section back to its instructor (spec §4 "reverting finalisation reopens entry"): the
 * head of department gives a required reason (10–500 characters); the finalisation and its approval are
 * reverted through POST /api/Grades/GradeEntry/Revert.
 */
import type { ApprovalSection } from '@unacs/contracts'
import { Alert, App, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useRevertGrades } from '../api/revert-grades.ts'

/** The send-back dialog for `section` (closed when null). */
export function SendBackModal(props: { section: ApprovalSection | null; onClose: () => void }) {
  const { t } = useTranslation('grades')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Reason: string }>()
  const revert = useRevertGrades()
  const s = props.section
  return (
    <Modal
      open={!!s}
      title={t('approval.sendBackTitle')}
      okText={t('approval.sendBack')}
      okButtonProps={{ danger: true }}
      cancelText={t('approval.cancel')}
      confirmLoading={revert.isPending}
      onCancel={() => {
        revert.reset()
        props.onClose()
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {s ? (
        <Typography.Paragraph>
          <Typography.Text strong>{`${s.CourseCode} ${s.CourseName} — ${s.SectionName}`}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
      <Alert type="warning" showIcon title={t('approval.sendBackHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          s &&
          revert.mutate(
            { SectionId: s.SectionId, Reason: v.Reason.trim() },
            {
              onSuccess: () => {
                message.success(t('approval.sentBack'))
                props.onClose()
              },
            },
          )
        }
      >
        {revert.error ? (
          <Alert type="error" showIcon title={revert.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="Reason"
          label={t('approval.sendBackReason')}
          rules={[
            { required: true, whitespace: true, min: 10, max: 500, message: t('approval.sendBackRule') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
