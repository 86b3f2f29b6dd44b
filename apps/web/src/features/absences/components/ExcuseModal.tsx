/**
 * Sets the excuse of a student's absent hours on a day (spec §3 "excuse type and hours", "considered-absent
 * flag"; API POST /api/Absences/Entry/Excuse): which hours, the excuse type or none, and whether the hours
 * count towards the absence limit (an excused hour normally does not).
 */
import type { ExcuseType, StudentExcuses } from '@unacs/contracts'
import { Alert, App, Checkbox, Descriptions, Form, Modal, Select } from 'antd'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { showDate } from '../../../shared/text/format.ts'
import { useSetExcuse } from '../api/set-excuse.ts'
import type { ExcuseDay } from './ExcuseDays.tsx'
import { EXCUSE_TYPES } from './excuse-colours.ts'

/** The student and day being edited. */
export interface ExcuseTarget {
  row: StudentExcuses
  day: ExcuseDay
}

interface Values {
  Hours: number[]
  ExcuseType: ExcuseType | 'none'
  ConsideredAbsent: boolean
}

/** The day's current excuse: the first excused hour's type, or none. */
function currentType(day: ExcuseDay): ExcuseType | 'none' {
  return day.Hours.find((h) => h.ExcuseType)?.ExcuseType ?? 'none'
}

/** The excuse form of `target` in section `sectionId`; closed when `target` is null. */
export function ExcuseModal(props: { sectionId: number; target: ExcuseTarget | null; onClose: () => void }) {
  const { t } = useTranslation('absences')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSetExcuse()
  // Keeps showing the last student and day while the dialog closes.
  const last = useRef(props.target)
  if (props.target) last.current = props.target
  const target = props.target ?? last.current
  const type = target ? currentType(target.day) : 'none'
  const initial: Values | undefined = target
    ? {
        // The hours that carry the day's excuse, or every absent hour when the day has none.
        Hours: target.day.Hours.filter((h) => type === 'none' || h.ExcuseType === type).map((h) => h.Hour),
        ExcuseType: type,
        ConsideredAbsent: type === 'none' || target.day.Hours.some((h) => h.ExcuseType && h.ConsideredAbsent),
      }
    : undefined
  const submit = (v: Values) => {
    if (!target) return
    save.mutate(
      {
        SectionId: props.sectionId,
        StudentId: target.row.StudentId,
        Day: target.day.Day,
        Hours: v.Hours,
        ExcuseType: v.ExcuseType === 'none' ? null : v.ExcuseType,
        ConsideredAbsent: v.ConsideredAbsent,
      },
      {
        onSuccess: () => {
          message.success(t('excuses.saved'))
          props.onClose()
        },
      },
    )
  }
  return (
    <Modal
      open={!!props.target}
      title={t('excuses.editTitle')}
      okText={t('save')}
      cancelText={t('requests.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      afterOpenChange={(open) => (open ? undefined : save.reset())}
      destroyOnHidden
    >
      {target ? (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 's', label: t('student'), children: `${target.row.StudentNo} ${target.row.FullName}` },
            { key: 'd', label: t('day'), children: showDate(target.day.Day) },
          ]}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.ExcuseType) form.setFieldValue('ConsideredAbsent', changed.ExcuseType === 'none')
        }}
      >
        {save.error ? (
          <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="Hours"
          label={t('excuses.hours')}
          rules={[{ required: true, type: 'array', min: 1, message: t('excuses.hoursRule') }]}
        >
          <Checkbox.Group
            options={(target?.day.Hours ?? []).map((h) => ({
              value: h.Hour,
              label: t('hour', { n: h.Hour }),
            }))}
          />
        </Form.Item>
        <Form.Item name="ExcuseType" label={t('requests.type')} rules={[{ required: true }]}>
          <Select
            aria-label={t('requests.type')}
            options={[
              { value: 'none', label: t('excuses.none') },
              ...EXCUSE_TYPES.map((k) => ({ value: k, label: t(`excuse.${k}`) })),
            ]}
          />
        </Form.Item>
        <Form.Item name="ConsideredAbsent" valuePropName="checked" extra={t('excuses.consideredHelp')}>
          <Checkbox>{t('excuses.considered')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  )
}
