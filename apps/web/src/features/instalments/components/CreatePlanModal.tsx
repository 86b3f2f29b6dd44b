/**
 * The "new plan" form (issue 17 "creates a plan for a student's fee (from the programme fee …)"): student
 * number, term, kind, fee in TL, number of instalments, first due date and the accrual flag. Once the student
 * number and term are given, the student's programme fee for the term is offered (fee 1–3, preparatory fees
 * first for a preparatory student) and its first amount filled in; the amount stays editable (an edited
 * amount is sent as an entered one). No fee, or a fee not in TL: an entered amount, with a hint saying why.
 */
import type { FeeKey, PlanKind } from '@unacs/contracts'
import { Alert, App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import type { Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../../shared/ui/AmountInput.tsx'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useCreatePlan, usePlanFee, useTerms } from '../api/plans.ts'
import { amountRule, formatKurus, kurusOf, typedKurus } from './money.ts'

interface Values {
  studentNo: string
  termId: number
  kind: PlanKind
  feeKey?: FeeKey
  amount: string
  count: number
  firstDue: Dayjs
  accrued: boolean
}

/** `value` once it has not changed for `ms` milliseconds. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** Takes whether it is open, the close handler and what to do with the new plan's id. */
export function CreatePlanModal(props: {
  open: boolean
  onClose: () => void
  onCreated: (id: number) => void
}) {
  const { t, i18n } = useTranslation('instalments')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const terms = useTerms()
  const create = useCreatePlan()
  const studentNo = useSettled((Form.useWatch('studentNo', form) ?? '').trim(), 400)
  const termId = Form.useWatch('termId', form)
  const fee = usePlanFee(studentNo, termId)
  const options = fee.data?.Options ?? []
  const required = { required: true, message: t('create.required') }

  // A fee read for another student or term fills in its first amount (the user may change it after).
  useEffect(() => {
    const first = fee.data?.Options[0]
    form.setFieldsValue(
      first
        ? { feeKey: first.Key, amount: typedKurus(first.AmountKurus, i18n.language) }
        : { feeKey: undefined },
    )
  }, [fee.data, form, i18n.language])

  const submit = (v: Values) => {
    const chosen = options.find((o) => o.Key === v.feeKey)
    create.mutate(
      {
        StudentNo: v.studentNo.trim(),
        TermId: v.termId,
        Kind: v.kind,
        Amount: v.amount.trim(),
        // The programme fee only while the amount is still that fee; an edited amount is an entered one.
        FeeKey: chosen && kurusOf(v.amount) === chosen.AmountKurus ? chosen.Key : undefined,
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
  }
  const feeHint = !fee.data
    ? null
    : options.length
      ? t('create.feeHint')
      : fee.data.Currency && fee.data.Currency !== 'TRY'
        ? t('create.feeForeign', { currency: fee.data.Currency })
        : t('create.noFee')
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
        <Form.Item
          name="studentNo"
          label={t('create.studentNo')}
          rules={[required]}
          extra={fee.data ? `${fee.data.StudentName} — ${fee.data.Programme}` : undefined}
          validateStatus={fee.isError ? 'warning' : undefined}
          help={fee.isError ? fee.error.message : undefined}
        >
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
        {options.length > 0 && (
          <Form.Item name="feeKey" label={t('create.fee')}>
            <Select
              onChange={(k: FeeKey) => {
                const o = options.find((x) => x.Key === k)
                if (o) form.setFieldValue('amount', typedKurus(o.AmountKurus, i18n.language))
              }}
              options={options.map((o) => ({
                value: o.Key,
                label: `${t(`create.feeKey.${o.Key}`)} — ${formatKurus(o.AmountKurus, i18n.language)}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={t('create.amount')}
          extra={feeHint ?? t('create.amountHint')}
          rules={[required, amountRule(t('create.amountFormat'))]}
        >
          <AmountInput />
        </Form.Item>
        <Form.Item name="count" label={t('create.count')} rules={[required]}>
          <InputNumber min={1} max={12} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="firstDue" label={t('create.firstDue')} rules={[required]}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="accrued" label={t('create.accrued')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      {create.isError && <Alert type="error" showIcon title={create.error.message} />}
    </Modal>
  )
}
