/**
 * The fields of one section inside a form (issue 22 "Definitions"; spec §5 "section name, classroom …
 * required"): name, classroom, quota, instructors and the weekly lesson slots (day, start, end as HH:MM).
 * Used per row by the opening form and once by the edit form; `path` is the item's name path in the form.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'

/** One section's values in the forms. */
export interface SectionValues {
  Name: string
  Classroom: string
  Quota: number
  InstructorIds?: number[]
  Slots?: { Day: number; Start: string; End: string }[]
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * Props: `path` (e.g. `[index]` inside a Form.List, `[]` at the top) and its `absolute` path, the instructor choices, the smallest
 * allowed quota with its `quotaHelp`.
 */
export function SectionFields(props: {
  path: (string | number)[]
  /** The same item's full name path from the form's root (for cross-field checks). */
  absolute: (string | number)[]
  instructors: { StaffId: number; Name: string }[]
  minQuota?: number
  quotaHelp?: string
}) {
  const { t } = useTranslation('sections')
  const required = [{ required: true, whitespace: true, message: t('required') }]
  const at = (field: string) => [...props.path, field]
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: t(`days.${d}` as 'days.1') }))
  return (
    <Flex vertical gap={0}>
      <Flex wrap gap="small">
        <Form.Item name={at('Name')} label={t('name')} rules={required} style={{ width: 120 }}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name={at('Classroom')} label={t('classroom')} rules={required} style={{ width: 150 }}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name={at('Quota')}
          label={t('quota')}
          rules={[
            { required: true, message: t('required') },
            // A typed quota is never changed silently (issue 37): no clamping to the seats held, an error instead.
            {
              validator: (_, v: number | null | undefined) =>
                v == null || (Number.isInteger(v) && v >= (props.minQuota ?? 1) && v <= 2000)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('quotaRange', { min: props.minQuota ?? 1, max: 2000 }))),
            },
          ]}
          extra={props.quotaHelp}
          style={{ width: props.quotaHelp ? '100%' : 120 }}
        >
          <InputNumber style={{ width: 120 }} />
        </Form.Item>
      </Flex>
      <Form.Item name={at('InstructorIds')} label={t('instructors')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={props.instructors.map((i) => ({ value: i.StaffId, label: i.Name }))}
        />
      </Form.Item>
      <Form.List name={at('Slots')}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={0}>
            {fields.map((f) => (
              <Flex key={f.key} wrap gap="small" align="end">
                <Form.Item
                  name={[f.name, 'Day']}
                  label={t('day')}
                  rules={[{ required: true, message: t('required') }]}
                  style={{ width: 140 }}
                >
                  <Select options={days} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'Start']}
                  label={t('start')}
                  rules={[...required, { pattern: TIME, message: t('timeFormat') }]}
                  style={{ width: 100 }}
                >
                  <Input placeholder="09:00" maxLength={5} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'End']}
                  label={t('end')}
                  dependencies={[[...props.absolute, 'Slots', f.name, 'Start']]}
                  rules={[
                    ...required,
                    { pattern: TIME, message: t('timeFormat') },
                    ({ getFieldValue }) => ({
                      validator: (_, v?: string) => {
                        const start = getFieldValue([...props.absolute, 'Slots', f.name, 'Start']) as
                          | string
                          | undefined
                        return !v || !start || !TIME.test(v) || start < v
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('slotOrder')))
                      },
                    }),
                  ]}
                  style={{ width: 100 }}
                >
                  <Input placeholder="10:50" maxLength={5} />
                </Form.Item>
                <Form.Item>
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('removeSlot')}
                    onClick={() => remove(f.name)}
                  />
                </Form.Item>
              </Flex>
            ))}
            <Form.Item>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ Day: 1, Start: '', End: '' })}>
                {t('addSlot')}
              </Button>
            </Form.Item>
          </Flex>
        )}
      </Form.List>
    </Flex>
  )
}
