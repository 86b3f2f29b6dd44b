/**
 * Editing one prep section (issue 37 "sections editable after creation"): name, classroom, quota and
 * instructors through POST Sube/Update, with the creation rules on the server (the classroom's capacity bounds
 * the quota, the quota is not below the section's students, names are unique in the level; 409 when someone
 * saved first). The form shows the server's message on refusal and stays open.
 */
import type { PrepSection } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useClassrooms } from '../api/classrooms.ts'
import { useInstructors, useUpdateSection } from '../api/sections.ts'

type Values = { Name: string; ClassroomId: number; Quota: number; InstructorIds: number[] }

/** Props: the section to edit and the close callback. */
export function EditSectionModal({ section, onClose }: { section: PrepSection; onClose: () => void }) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const rooms = useClassrooms()
  const teachers = useInstructors()
  const update = useUpdateSection()
  const required = [{ required: true, message: t('required') }]
  return (
    <Modal
      open
      title={`${t('sections.edit')}: ${section.LevelName} ${section.Name}`}
      onCancel={onClose}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          Name: section.Name,
          ClassroomId: section.ClassroomId,
          Quota: section.Quota,
          InstructorIds: section.Instructors.map((i) => i.Id),
        }}
        onFinish={(v) =>
          update.mutate(
            { Id: section.Id, Version: section.Version, ...v, InstructorIds: v.InstructorIds ?? [] },
            {
              onSuccess: () => {
                message.success(t('sections.saved'))
                onClose()
              },
              onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
            },
          )
        }
      >
        <Form.Item name="Name" label={t('col.section')} rules={required}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="ClassroomId" label={t('col.classroom')} rules={required}>
          <Select
            showSearch
            loading={rooms.isLoading}
            optionFilterProp="label"
            options={(rooms.data ?? []).map((r) => ({ value: r.Id, label: `${r.Name} (${r.Capacity})` }))}
          />
        </Form.Item>
        <Form.Item
          name="Quota"
          label={t('col.quota')}
          rules={required}
          extra={t('sections.quotaHint', { count: section.StudentCount })}
        >
          <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="InstructorIds" label={t('col.instructors')}>
          <Select
            mode="multiple"
            loading={teachers.isLoading}
            optionFilterProp="label"
            options={(teachers.data ?? []).map((p) => ({ value: p.Id, label: p.FullName }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
