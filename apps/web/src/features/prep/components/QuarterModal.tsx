/**
 * Adding or editing a quarter (issue 18 § Definitions; spec §3 "name, year, type, active flag, parameter",
 * §5 "year, month, quarter, parameter, start date and end date must be chosen"): POST Ceyrek/Save. Making a
 * quarter active asks first, since the others become passive.
 */
import type { PrepQuarter, SavePrepQuarter } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useSaveQuarter } from '../api/quarters.ts'

/** Props: the quarter to edit (null = new), open flag, close callback. */
export interface QuarterModalProps {
  quarter: PrepQuarter | null
  open: boolean
  onClose: () => void
}

type Values = Omit<SavePrepQuarter, 'Id' | 'Version' | 'StartDate' | 'EndDate'> & { Dates: [Dayjs, Dayjs] }

/** The quarter form in a modal. */
export function QuarterModal({ quarter, open, onClose }: QuarterModalProps) {
  const { t } = useTranslation('prep')
  const completeRange = useCompleteRangeRule()
  const { message, modal } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSaveQuarter()
  const required = [{ required: true, message: t('required') }]

  const submit = (v: Values) => {
    const body: SavePrepQuarter = {
      ...(quarter ? { Id: quarter.Id, Version: quarter.Version } : {}),
      Name: v.Name,
      Year: v.Year,
      Month: v.Month,
      QuarterNo: v.QuarterNo,
      Type: v.Type,
      Parameter: v.Parameter,
      StartDate: v.Dates[0].format('YYYY-MM-DD'),
      EndDate: v.Dates[1].format('YYYY-MM-DD'),
      IsActive: v.IsActive,
    }
    const run = () =>
      save.mutate(body, {
        onSuccess: () => {
          message.success(t('quarters.saved'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
      })
    if (body.IsActive && !quarter?.IsActive)
      modal.confirm({
        title: t('quarters.activateConfirm'),
        okText: t('save'),
        cancelText: t('cancel'),
        onOk: run,
      })
    else run()
  }

  return (
    <Modal
      open={open}
      title={quarter ? t('quarters.edit') : t('quarters.add')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={
          quarter
            ? { ...quarter, Dates: [dayjs(quarter.StartDate), dayjs(quarter.EndDate)] }
            : { Type: 'regular', IsActive: false, Year: dayjs().year() }
        }
      >
        <Form.Item name="Name" label={t('col.name')} rules={[...required, { min: 2, message: t('min2') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="Year" label={t('col.year')} rules={required}>
          <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Month" label={t('col.month')} rules={required}>
          <Select
            options={Array.from({ length: 12 }, (_, i) => ({
              value: i + 1,
              label: dayjs().month(i).format('MMMM'),
            }))}
          />
        </Form.Item>
        <Form.Item name="QuarterNo" label={t('col.quarterNo')} rules={required}>
          <Select options={[1, 2, 3, 4].map((n) => ({ value: n, label: String(n) }))} />
        </Form.Item>
        <Form.Item name="Type" label={t('col.type')} rules={required}>
          <Select
            options={(['regular', 'summer'] as const).map((v) => ({ value: v, label: t(`type.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="Parameter" label={t('col.parameter')} rules={required}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="Dates"
          label={t('col.dates')}
          rules={[
            ...required,
            completeRange,
            {
              validator: (_, v?: [Dayjs | null, Dayjs | null]) =>
                !v?.[0] || !v[1] || v[0].isBefore(v[1], 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('datesOrder'))),
            },
          ]}
        >
          <DateRangeField style={{ width: '100%' }} placeholder={[t('col.startDate'), t('col.endDate')]} />
        </Form.Item>
        <Form.Item name="IsActive" label={t('col.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
