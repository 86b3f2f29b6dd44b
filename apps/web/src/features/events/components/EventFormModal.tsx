/**
 * The add/edit form of an event (issue 21 § Events): type, names, hall, date and time (Istanbul), points,
 * capacity, orientation and the organising club. Calls EtkinlikKaydet; closes on success.
 */
import type { EventDefinition, SaveEventRequest } from '@unacs/contracts'
import { App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useEventTypes } from '../api/list-event-types.ts'
import { useSaveEvent } from '../api/save-event.ts'

interface Values {
  TypeId: number
  NameTr: string
  NameEn: string
  Hall: string
  Range: [Dayjs, Dayjs]
  Points: number
  Capacity: number | null
  Orientation: boolean
  OrganiserClubId: number | null
}

/** Opens with `event` (edit), `{}` (new) or null (closed); `orientation` presets the orientation box. */
export function EventFormModal(props: {
  event: Partial<EventDefinition> | null
  orientation: boolean
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('events')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const types = useEventTypes(i18n.language)
  const save = useSaveEvent()
  const [form] = Form.useForm<Values>()
  const e = props.event

  useEffect(() => {
    if (!e) return
    form.resetFields()
    form.setFieldsValue({
      TypeId: e.TypeId,
      NameTr: e.NameTr,
      NameEn: e.NameEn,
      Hall: e.Hall,
      Range: e.StartsAt && e.EndsAt ? [dayjs(e.StartsAt), dayjs(e.EndsAt)] : undefined,
      Points: e.Points ?? 10,
      Capacity: e.Capacity ?? null,
      Orientation: e.Orientation ?? props.orientation,
      OrganiserClubId: e.OrganiserClubId ?? null,
    })
  }, [e, form, props.orientation])

  const submit = async (v: Values) => {
    const body: SaveEventRequest = {
      ...(e?.Id ? { Id: e.Id } : {}),
      TypeId: v.TypeId,
      NameTr: v.NameTr,
      NameEn: v.NameEn,
      Hall: v.Hall,
      StartsAt: v.Range[0].second(0).format(),
      EndsAt: v.Range[1].second(0).format(),
      Points: v.Points,
      Capacity: v.Capacity ?? null,
      Orientation: v.Orientation,
      OrganiserClubId: v.OrganiserClubId ?? null,
    }
    try {
      await save.mutateAsync(body)
      message.success(t('admin.saved'))
      props.onClose()
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  return (
    <Modal
      open={e !== null}
      title={e?.Id ? t('admin.editEvent') : t('admin.newEvent')}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="TypeId" label={t('admin.type')} rules={[{ required: true }]}>
          <Select
            loading={types.isPending}
            options={(types.data ?? []).map((ty) => ({
              value: ty.Id,
              label: i18n.language === 'en' ? ty.NameEn : ty.NameTr,
            }))}
          />
        </Form.Item>
        <Form.Item name="NameTr" label={t('admin.nameTr')} rules={[{ required: true, min: 2, max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="NameEn" label={t('admin.nameEn')} rules={[{ required: true, min: 2, max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="Hall" label={t('admin.hall')} rules={[{ required: true, min: 2, max: 200 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="Range" label={t('admin.time')} rules={[{ required: true }, completeRange]}>
          <DateRangeField
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="Points" label={t('admin.points')} rules={[{ required: true }]}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
        <Form.Item name="Capacity" label={t('admin.capacity')} extra={t('admin.capacityHint')}>
          <InputNumber min={1} max={10000} precision={0} />
        </Form.Item>
        <Form.Item name="OrganiserClubId" label={t('admin.organiserClubId')}>
          <InputNumber min={1} precision={0} />
        </Form.Item>
        <Form.Item name="Orientation" valuePropName="checked">
          <Checkbox>{t('admin.orientation')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
