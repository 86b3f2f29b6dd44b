/**
 * The "new plan" form (issue 17 "creates a plan for a student's fee (… an entered amount)"): student number,
 * term, kind, fee in TL, number of instalments, first due date and the accrual flag.
 */
import type { PlanKind } from '@unacs/contracts'
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useCreatePlan, useTerms } from '../api/plans.ts'
import { AMOUNT_PATTERN } from './money.ts'

interface Values {
  studentNo: string
  termId: number
  kind: PlanKind
  amount: string
  count: number
  firstDue: Dayjs
  accrued: boolean
}

/** Takes whether it is open, the close handler and what to do with the new plan's id. */
export function CreatePlanModal(props: {
  open: boolean
  onClose: () => void
  onCreated: (id: number) => void
}) {
  const { t } = useTranslation('instalments')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const terms = useTerms()
  const create = useCreatePlan()
  const required = { required: true, message: t('create.required') }
  const submit = (v: Values) =>
    create.mutate(
      {
        StudentNo: v.studentNo.trim(),
        TermId: v.termId,
        Kind: v.kind,
        Amount: v.amount.trim(),
        InstalmentCount: v.count,
        FirstDueDate: v.firstDue.format('YYYY-MM-DD'),
        Accrued: v.accrued,
      },
      {
        onSuccess: (plan) => {
          void message.success(t('plans.create'))
          form.resetFields()
          props.onCreated(plan.Id)
        },
      },
    )
  return (
    <Modal
      open={props.open}
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('cancelButton')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          kind: 'periodic',
          count: 4,
          accrued: true,
          termId: terms.data?.find((x) => x.Active)?.Id,
        }}
      >
        <Form.Item name="studentNo" label={t('create.studentNo')} rules={[required]}>
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
        <Form.Item name="termId" label={t('create.term')} rules={[required]}>
          <Select options={(terms.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))} />
        </Form.Item>
        <Form.Item name="kind" label={t('create.kind')} rules={[required]}>
          <Select
            options={(['annual', 'periodic'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('create.amount')}
          extra={t('create.amountHint')}
          rules={[required, { pattern: AMOUNT_PATTERN, message: t('create.amountFormat') }]}
        >
          <Input inputMode="decimal" suffix="TL" maxLength={13} autoComplete="off" />
        </Form.Item>
        <Form.Item name="count" label={t('create.count')} rules={[required]}>
          <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="firstDue" label={t('create.firstDue')} rules={[required]}>
          <DatePicker format="DD.MM.YYYY" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="accrued" label={t('create.accrued')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {create.isError && <Alert type="error" showIcon title={create.error.message} />}
    </Modal>
  )
}
