/**
 * Creating a level's sections at once (issue 18 "create N sections at once from a total section count and
 * total quota, each with a classroom (capacity respected) and instructors"; spec §5 "section name,
 * classroom, total section count and total quota required"): POST Sube/Create. One classroom per section
 * is chosen; the quota is split evenly by the server, which refuses a classroom smaller than its share. Each
 * section gets its own instructors (issue 37: one instructor list per section, `SectionInstructorIds`).
 */
import { App, Form, Input, InputNumber, Modal, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useClassrooms } from '../api/classrooms.ts'
import { useCreateSections, useInstructors } from '../api/sections.ts'
import { LevelSelect } from './LevelSelect.tsx'

type Values = {
  LevelId: number
  Name: string
  TotalSectionCount: number
  TotalQuota: number
  ClassroomIds: number[]
  SectionInstructorIds?: (number[] | undefined)[]
}

/** Props: the quarter and close callback. */
export function CreateSectionsModal({ quarterId, onClose }: { quarterId: number; onClose: () => void }) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const rooms = useClassrooms()
  const teachers = useInstructors()
  const create = useCreateSections()
  const count = Form.useWatch('TotalSectionCount', form)
  const total = Form.useWatch('TotalQuota', form)
  const name = Form.useWatch('Name', form)
  const slots = Math.min(50, Math.max(1, Number(count) || 1))
  const required = [{ required: true, message: t('required') }]
  const share = count && total ? Math.ceil(total / count) : null
  return (
    <Modal
      open
      title={t('sections.create')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('sections.createRun')}
      cancelText={t('cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ TotalSectionCount: 1 }}
        onFinish={(v) =>
          create.mutate(
            {
              QuarterId: quarterId,
              LevelId: v.LevelId,
              Name: v.Name,
              TotalSectionCount: v.TotalSectionCount,
              TotalQuota: v.TotalQuota,
              ClassroomIds: v.ClassroomIds,
              InstructorIds: [],
              SectionInstructorIds: Array.from(
                { length: v.TotalSectionCount },
                (_, i) => v.SectionInstructorIds?.[i] ?? [],
              ),
            },
            {
              onSuccess: (made) => {
                message.success(t('sections.created', { count: made.length }))
                onClose()
              },
              onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
            },
          )
        }
      >
        <Form.Item name="LevelId" label={t('col.level')} rules={required}>
          <LevelSelectField quarterId={quarterId} />
        </Form.Item>
        <Form.Item name="Name" label={t('sections.name')} rules={required} extra={t('sections.nameHint')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="TotalSectionCount" label={t('sections.count')} rules={required}>
          <InputNumber min={1} max={50} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="TotalQuota" label={t('sections.totalQuota')} rules={required}>
          <InputNumber min={1} max={5000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {share ? (
          <Typography.Paragraph type="secondary">
            {t('sections.share', { quota: share })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          name="ClassroomIds"
          label={t('sections.classrooms')}
          rules={[
            ...required,
            {
              validator: (_, v?: number[]) =>
                !v || !count || v.length === count
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('sections.classroomCount', { count }))),
            },
          ]}
        >
          <Select
            mode="multiple"
            loading={rooms.isLoading}
            optionFilterProp="label"
            options={(rooms.data ?? []).map((r) => ({ value: r.Id, label: `${r.Name} (${r.Capacity})` }))}
          />
        </Form.Item>
        {Array.from({ length: slots }, (_, i) => `slot-${i + 1}`).map((slot, i) => (
          <Form.Item
            key={slot}
            name={['SectionInstructorIds', i]}
            label={t('sections.instructorsOf', {
              section: `${name || '…'}-${String(i + 1).padStart(2, '0')}`,
            })}
          >
            <Select
              mode="multiple"
              loading={teachers.isLoading}
              optionFilterProp="label"
              options={(teachers.data ?? []).map((p) => ({ value: p.Id, label: p.FullName }))}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  )
}

/** A LevelSelect bound to a form item (value/onChange injected by Form.Item). */
function LevelSelectField(props: {
  quarterId: number
  value?: number
  onChange?: (v: number | undefined) => void
}) {
  return (
    <LevelSelect
      quarterId={props.quarterId}
      value={props.value}
      onChange={(v) => props.onChange?.(v)}
      allowAll
    />
  )
}
