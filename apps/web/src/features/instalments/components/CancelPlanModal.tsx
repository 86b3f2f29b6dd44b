/**
 * Cancelling a plan (issue 17; spec §3 "refund total, cancellation date and reason", §5 "cancellation reason
 * required"): date and reason, the refund computed by the server and shown, then a confirmation.
 */
import type { CancelPreview, PlanRow } from '@unacs/contracts'
import { Alert, App, Button, Descriptions, Form, Input, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useCancelPlan, useCancelPreview } from '../api/plans.ts'
import { formatKurus } from './money.ts'

interface Values {
  date: Dayjs
  reason: string
}

/** Takes the plan to cancel (null: closed) and the close handler. */
export function CancelPlanModal({ plan, onClose }: { plan: PlanRow | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('instalments')
  const { modal, message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const preview = useCancelPreview()
  const cancel = useCancelPlan()
  const [shown, setShown] = useState<CancelPreview | null>(null)
  const money = (v: number) => formatKurus(v, i18n.language)
  const close = () => {
    setShown(null)
    preview.reset()
    cancel.reset()
    form.resetFields()
    onClose()
  }
  const compute = async () => {
    if (!plan) return
    const { date } = await validateOrFocus(form, [['date']])
    preview.mutate({ PlanId: plan.Id, CancelledOn: date.format('YYYY-MM-DD') }, { onSuccess: setShown })
  }
  const confirm = (v: Values) => {
    if (!plan || !shown) return
    modal.confirm({
      title: t('cancel.confirmTitle'),
      content: t('cancel.confirmText', { refund: money(shown.RefundKurus) }),
      okText: t('cancel.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('cancelButton'),
      onOk: () =>
        cancel
          .mutateAsync({
            PlanId: plan.Id,
            Version: plan.Version,
            CancelledOn: v.date.format('YYYY-MM-DD'),
            Reason: v.reason.trim(),
          })
          .then((done) => {
            void message.success(t('cancel.done', { refund: money(done.RefundKurus) }))
            close()
          })
          .catch(() => undefined),
    })
  }
  return (
    <Modal
      open={plan !== null}
      title={plan ? t('cancel.formTitle', { name: `${plan.StudentNo} ${plan.StudentName}` }) : ''}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={confirm}
        initialValues={{ date: dayjs() }}
        onValuesChange={(changed) => 'date' in changed && setShown(null)}
      >
        <Form.Item
          name="date"
          label={t('cancel.date')}
          rules={[{ required: true, message: t('create.required') }]}
        >
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('cancel.reason')}
          rules={[{ required: true, whitespace: true, message: t('cancel.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Button onClick={compute} loading={preview.isPending} style={{ marginBottom: 16 }}>
          {t('cancel.preview')}
        </Button>
        {preview.isError && (
          <Alert type="error" showIcon title={preview.error.message} style={{ marginBottom: 16 }} />
        )}
        {shown && (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('cancel.paid')}>{money(shown.PaidKurus)}</Descriptions.Item>
            <Descriptions.Item label={t('cancel.accrued')}>{money(shown.AccruedKurus)}</Descriptions.Item>
            <Descriptions.Item label={t('cancel.refund')}>
              <strong data-testid="refund-total">{money(shown.RefundKurus)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('cancel.remaining')}>
              {money(shown.RemainingDebtKurus)}
            </Descriptions.Item>
          </Descriptions>
        )}
        {cancel.isError && (
          <Alert type="error" showIcon title={cancel.error.message} style={{ marginBottom: 16 }} />
        )}
        <Button
          type="primary"
          danger
          htmlType="submit"
          disabled={!shown}
          title={shown ? undefined : t('cancel.previewFirst')}
        >
          {t('cancel.confirm')}
        </Button>
      </Form>
    </Modal>
  )
}
