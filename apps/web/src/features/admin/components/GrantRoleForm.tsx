/**
 * Grants a staff role in one or more units with an optional date range (issue 22 "Role assignments"):
 * role and units required, the end not before the start; the server's 409/422 messages are shown.
 */
import type { RoleOptions } from '@unacs/contracts'
import { App, Button, Form, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import { useGrantRole } from '../api/roles.ts'

/** Props: the staff member's registry number and the grantable roles and units. */
export interface GrantRoleFormProps {
  registryNo: string
  options: RoleOptions
}

interface Values {
  RoleId: number
  UnitIds: number[]
  Dates?: [Dayjs | null, Dayjs | null] | null
}

/** The form. */
export function GrantRoleForm({ registryNo, options }: GrantRoleFormProps) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const grant = useGrantRole()
  const submit = async (v: Values) => {
    try {
      await grant.mutateAsync({
        RegistryNo: registryNo,
        RoleId: v.RoleId,
        UnitIds: v.UnitIds,
        ValidFrom: v.Dates?.[0]?.format('YYYY-MM-DD') ?? null,
        ValidTo: v.Dates?.[1]?.format('YYYY-MM-DD') ?? null,
      })
      message.success(t('roles.granted'))
      form.resetFields()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('roles.failed'))
    }
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item
        name="RoleId"
        label={t('roles.role')}
        rules={[{ required: true, message: t('roles.roleRequired') }]}
      >
        <Select
          showSearch={{ filterOption: filterByTurkish }}
          options={options.Roles.map((r) => ({ value: r.Id, label: `${r.Name} (${r.Id})` }))}
        />
      </Form.Item>
      <Form.Item
        name="UnitIds"
        label={t('roles.units')}
        rules={[{ required: true, type: 'array', min: 1, message: t('roles.unitsRequired') }]}
      >
        <Select
          mode="multiple"
          showSearch={{ filterOption: filterByTurkish }}
          options={options.Units.map((u) => ({ value: u.Id, label: u.Name }))}
        />
      </Form.Item>
      <Form.Item name="Dates" label={t('roles.dates')}>
        <DateRangeField allowEmpty={[true, true]} placeholder={[t('roles.from'), t('roles.to')]} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={grant.isPending}>
        {t('roles.grant')}
      </Button>
    </Form>
  )
}
