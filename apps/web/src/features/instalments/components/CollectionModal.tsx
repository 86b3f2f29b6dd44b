/**
 * Recording a collection (issue 17 "records collections (type: card, bank transfer, cash; amount), which
 * settle instalments oldest first"): find the active plan, then type and amount.
 */
import type { CollectionType, PlanRow } from '@unacs/contracts'
import { Alert, App, Button, Form, Input, List, Modal, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AmountInput } from '../../../shared/ui/AmountInput.tsx'
import { usePlans, useRecordCollection } from '../api/plans.ts'
import { amountRule, formatKurus } from './money.ts'

interface Values {
  type: CollectionType
  amount: string
}

/** Takes whether it is open and the close handler. */
export function CollectionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('instalments')
  const { message } = App.useApp()
  const [q, setQ] = useState('')
  const [plan, setPlan] = useState<PlanRow | null>(null)
  const found = usePlans({ page: 1, pageSize: 5, state: 'active', ...(q ? { q } : {}) })
  const record = useRecordCollection()
  const [form] = Form.useForm<Values>()
  const money = (v: number) => formatKurus(v, i18n.language)
  const close = () => {
    setPlan(null)
    setQ('')
    record.reset()
    form.resetFields()
    onClose()
  }
  const submit = (v: Values) =>
    plan &&
    record.mutate(
      { PlanId: plan.Id, Version: plan.Version, Type: v.type, Amount: v.amount.trim() },
      {
        onSuccess: () => {
          void message.success(t('collections.done'))
          close()
        },
      },
    )
  return (
    <Modal open={open} title={t('collections.formTitle')} onCancel={close} footer={null} destroyOnHidden>
      <Input.Search
        allowClear
        aria-label={t('collections.findPlan')}
        placeholder={t('collections.findPlan')}
        onSearch={(v) => {
          setQ(v.trim())
          setPlan(null)
        }}
        style={{ marginBottom: 12 }}
      />
      {!plan && (
        <List<PlanRow>
          size="small"
          loading={found.isFetching}
          dataSource={found.data?.items ?? []}
          locale={{ emptyText: t('collections.noPlans') }}
          renderItem={(p) => (
            <List.Item
              actions={[
                <Button key="c" size="small" onClick={() => setPlan(p)}>
                  {t('collections.choose')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${p.StudentNo} ${p.StudentName}`}
                description={`${p.Term} · ${t('col.debt')}: ${money(p.DebtKurus)}`}
              />
            </List.Item>
          )}
        />
      )}
      {plan && (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ type: 'bank_transfer' }}
        >
          <Typography.Paragraph strong>
            {t('collections.chosen', {
              name: `${plan.StudentNo} ${plan.StudentName}`,
              debt: money(plan.DebtKurus),
            })}
          </Typography.Paragraph>
          <Form.Item name="type" label={t('collections.type')} rules={[{ required: true }]}>
            <Select
              options={(['card', 'bank_transfer', 'cash'] as const).map((x) => ({
                value: x,
                label: t(`type.${x}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('collections.amount')}
            extra={t('create.amountHint')}
            rules={[{ required: true, message: t('create.required') }, amountRule(t('create.amountFormat'))]}
          >
            <AmountInput />
          </Form.Item>
          {record.isError && (
            <Alert type="error" showIcon title={record.error.message} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" loading={record.isPending}>
            {t('collections.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  )
}
