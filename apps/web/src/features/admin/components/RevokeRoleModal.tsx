/**
 * Revokes one role assignment with a reason (5–500 characters; issue 22): the confirmation says the person's
 * sessions in that role end at once.
 */
import type { RoleAssignmentRow } from '@unacs/contracts'
import { App, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useRevokeRole } from '../api/roles.ts'

/** Props: the assignment to revoke (null: closed) and the close callback. */
export interface RevokeRoleModalProps {
  assignment: RoleAssignmentRow | null
  onClose: () => void
}

/** The modal. */
export function RevokeRoleModal({ assignment, onClose }: RevokeRoleModalProps) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<{ Reason: string }>()
  const revoke = useRevokeRole()
  const ok = async () => {
    if (!assignment) return
    const v = await validateOrFocus(form)
    try {
      await revoke.mutateAsync({ Id: assignment.Id, Reason: v.Reason })
      message.success(t('roles.revoked'))
      onClose()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('roles.failed'))
    }
  }
  return (
    <Modal
      open={assignment !== null}
      title={t('roles.revokeTitle', { role: assignment?.RoleName ?? '' })}
      okText={t('roles.revoke')}
      cancelText={t('menu.cancel')}
      confirmLoading={revoke.isPending}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('roles.revokeWarning')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="Reason"
          label={t('roles.reason')}
          rules={[
            { required: true, whitespace: true, message: t('roles.reasonRequired') },
            { min: 5, max: 500, message: t('roles.reasonLength') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  )
}
