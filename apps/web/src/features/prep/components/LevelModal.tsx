/**
 * Adding or editing a level of a quarter (issue 18; spec §3 "level: name, next level, clone flag,
 * visibility, pass grade, academic calendar"): POST Kur/Save.
 */
import type { PrepLevel, SavePrepLevel } from '@unacs/contracts'
import { App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useSaveLevel } from '../api/levels.ts'

/** Props: the quarter, its levels (for the next-level choice), the level to edit (null = new), close. */
export interface LevelModalProps {
  quarterId: number
  levels: PrepLevel[]
  level: PrepLevel | null
  onClose: () => void
}

type Values = Pick<SavePrepLevel, 'Name' | 'CloneFlag' | 'IsVisible' | 'PassGrade' | 'SortOrder'> & {
  NextLevelId?: number
  Calendar: [Dayjs, Dayjs]
}

/** The level form in a modal. */
export function LevelModal({ quarterId, levels, level, onClose }: LevelModalProps) {
  const { t } = useTranslation('prep')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSaveLevel()
  const required = [{ required: true, message: t('required') }]

  const submit = (v: Values) =>
    save.mutate(
      {
        ...(level ? { Id: level.Id, Version: level.Version } : {}),
        QuarterId: quarterId,
        Name: v.Name,
        NextLevelId: v.NextLevelId ?? null,
        CloneFlag: v.CloneFlag,
        IsVisible: v.IsVisible,
        PassGrade: v.PassGrade,
        CalendarStart: v.Calendar[0].format('YYYY-MM-DD'),
        CalendarEnd: v.Calendar[1].format('YYYY-MM-DD'),
        SortOrder: v.SortOrder,
      },
      {
        onSuccess: () => {
          message.success(t('levels.saved'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
      },
    )

  return (
    <Modal
      open
      title={level ? t('levels.edit') : t('levels.add')}
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
          level
            ? {
                ...level,
                NextLevelId: level.NextLevelId ?? undefined,
                Calendar: [dayjs(level.CalendarStart), dayjs(level.CalendarEnd)],
              }
            : { CloneFlag: true, IsVisible: true, PassGrade: 60, SortOrder: levels.length + 1 }
        }
      >
        <Form.Item name="Name" label={t('col.level')} rules={required}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="NextLevelId" label={t('col.nextLevel')}>
          <Select
            allowClear
            options={levels.filter((l) => l.Id !== level?.Id).map((l) => ({ value: l.Id, label: l.Name }))}
          />
        </Form.Item>
        <Form.Item name="PassGrade" label={t('col.passGrade')} rules={required}>
          <InputNumber min={0} max={100} step={0.5} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Calendar" label={t('col.calendar')} rules={[...required, completeRange]}>
          <DateRangeField style={{ width: '100%' }} placeholder={[t('col.startDate'), t('col.endDate')]} />
        </Form.Item>
        <Form.Item name="SortOrder" label={t('col.order')} rules={required}>
          <InputNumber min={0} max={99} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="CloneFlag" valuePropName="checked">
          <Checkbox>{t('col.cloneFlag')}</Checkbox>
        </Form.Item>
        <Form.Item name="IsVisible" valuePropName="checked">
          <Checkbox>{t('col.visible')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
