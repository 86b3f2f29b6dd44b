/**
 * The "new proxy" dialog (spec §1 add; §5 "start date not earlier than today; an identical proxy cannot be
 * created"; §8 messages): role and unit from the roles the user holds, the taker found by name or
 * registry number, and the date range. Client checks mirror the server's; the server's refusals show
 * in the dialog with its localised message, and nothing is stored.
 */
import type { GivableRole } from '@unacs/contracts'
import { Alert, App, Form, Modal, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useAddDelegation } from '../api/add-delegation.ts'
import { useTakerSearch } from '../api/search-takers.ts'

/** Props: open state, the delegable roles, and the close callback. */
export interface AddDelegationModalProps {
  open: boolean
  roles: GivableRole[]
  onClose: () => void
}

interface FormValues {
  roleId: number
  unitId: number
  taker: string
  range: [Dayjs, Dayjs]
}

/** A modal form that creates a delegation. */
export function AddDelegationModal({ open, roles, onClose }: AddDelegationModalProps) {
  const { t } = useTranslation('proxy')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const [search, setSearch] = useState('')
  const takers = useTakerSearch(search)
  const add = useAddDelegation()
  const roleId = Form.useWatch('roleId', form)
  const units = roles.find((r) => r.RoleId === roleId)?.Units ?? []
  const today = istanbulToday()

  const close = () => {
    form.resetFields()
    add.reset()
    setSearch('')
    onClose()
  }

  const submit = (values: FormValues) =>
    add.mutate(
      {
        RoleId: values.roleId,
        UnitId: values.unitId,
        TakerSicilNo: values.taker,
        StartDate: values.range[0].format('YYYY-MM-DD'),
        EndDate: values.range[1].format('YYYY-MM-DD'),
      },
      {
        onSuccess: () => {
          message.success(t('created'))
          close()
        },
      },
    )

  return (
    <Modal
      open={open}
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('add.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark
        initialValues={
          roles.length === 1 && roles[0]?.Units.length === 1
            ? { roleId: roles[0].RoleId, unitId: roles[0].Units[0]?.UnitId }
            : undefined
        }
      >
        <Form.Item
          name="roleId"
          label={t('add.role')}
          rules={[{ required: true, message: t('add.required') }]}
        >
          <Select
            options={roles.map((r) => ({ value: r.RoleId, label: r.RoleName }))}
            onChange={(value: number) => {
              const only = roles.find((r) => r.RoleId === value)?.Units
              form.setFieldValue('unitId', only?.length === 1 ? only[0]?.UnitId : undefined)
            }}
          />
        </Form.Item>
        <Form.Item
          name="unitId"
          label={t('add.unit')}
          rules={[{ required: true, message: t('add.required') }]}
        >
          <Select disabled={!roleId} options={units.map((u) => ({ value: u.UnitId, label: u.UnitName }))} />
        </Form.Item>
        <Form.Item
          name="taker"
          label={t('add.taker')}
          extra={t('add.takerHint')}
          rules={[{ required: true, message: t('add.required') }]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setSearch }}
            loading={takers.isFetching}
            notFoundContent={search.trim().length >= 2 ? t('add.noTaker') : t('add.typeToSearch')}
            options={(takers.data ?? []).map((p) => ({
              value: p.SicilNo,
              label: `${p.FullName} (${p.SicilNo}) — ${p.Unit}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="range"
          label={t('add.dates')}
          rules={[
            { required: true, message: t('add.required') },
            completeRange,
            {
              validator: (_, value?: [Dayjs | null, Dayjs | null]) =>
                !value?.[0] || value[0].format('YYYY-MM-DD') >= today
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('add.startBeforeToday'))),
            },
          ]}
        >
          <DateRangeField
            style={{ width: '100%' }}
            // No disabledDate: the picker would drop a typed past date and the form would say "required"
            // instead of the date rule's message (issue 24).
            defaultPickerValue={[dayjs(today), dayjs(today)]}
          />
        </Form.Item>
        {add.isError ? (
          <Alert
            type="error"
            showIcon
            title={add.error instanceof ApiError ? add.error.message : t('createFailed')}
          />
        ) : null}
      </Form>
    </Modal>
  )
}
