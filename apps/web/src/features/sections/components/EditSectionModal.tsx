/**
 * Editing one section (issue 22 "Definitions"): name, classroom, quota, instructors and lesson slots. The
 * quota cannot go below the students registered and holding the section in their baskets (the server checks
 * it again with the row locked); conflicts and other refusals show in the form.
 */
import type { SectionDefinition, SectionOptions } from '@unacs/contracts'
import { Alert, App, Form, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useUpdateSection } from '../api/sections.ts'
import { SectionFields, type SectionValues } from './SectionFields.tsx'

/** Props: the section, the form's choices and the close callback. */
export function EditSectionModal(props: {
  section: SectionDefinition
  options: SectionOptions
  onClose: () => void
}) {
  const { t } = useTranslation('sections')
  const { message } = App.useApp()
  const [form] = Form.useForm<SectionValues>()
  const [error, setError] = useState<string | null>(null)
  const save = useUpdateSection()
  const s = props.section
  const min = Math.max(1, s.Registered + s.InBaskets)
  // Instructors already on the section stay choosable even if they left the department's list.
  const known = new Set(props.options.Instructors.map((i) => i.StaffId))
  const instructors = [...props.options.Instructors, ...s.Instructors.filter((i) => !known.has(i.StaffId))]
  return (
    <Modal
      open
      width={720}
      title={t('editTitle', { course: s.CourseCode, section: s.Name })}
      onCancel={props.onClose}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          Name: s.Name,
          Classroom: s.Classroom ?? '',
          Quota: s.Quota,
          InstructorIds: s.Instructors.map((i) => i.StaffId),
          Slots: s.Slots,
        }}
        onFinish={(v) =>
          save.mutate(
            {
              SectionId: s.SectionId,
              Name: v.Name.trim(),
              Classroom: v.Classroom.trim(),
              Quota: v.Quota,
              InstructorIds: v.InstructorIds ?? [],
              Slots: v.Slots ?? [],
            },
            {
              onSuccess: () => {
                message.success(t('saved'))
                props.onClose()
              },
              onError: (e) => setError(e instanceof ApiError ? e.message : t('saveFailed')),
            },
          )
        }
      >
        <SectionFields
          path={[]}
          absolute={[]}
          instructors={instructors}
          minQuota={min}
          quotaHelp={
            s.Registered + s.InBaskets > 0
              ? t('minQuota', { registered: s.Registered, inBaskets: s.InBaskets, min })
              : undefined
          }
        />
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      </Form>
    </Modal>
  )
}
