/**
 * The position form (issue 9 § Positions): cadre, faculty, department, application dates and description;
 * opens a new position or changes one (with its version; a stale version shows the server's message).
 */
import type { Position, SavePositionRequest } from '@unacs/contracts'
import { App, Form, Input, Modal, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useFaculties } from '../api/get-faculties.ts'
import { useSavePosition } from '../api/save-position.ts'
import { applyServerErrors, dateItemProps, errorText } from './form-helpers.ts'

const CADRES = ['professor', 'associateProfessor', 'assistantProfessor'] as const

/** Props: open state, the position to change (null for a new one), the close callback. */
export interface PositionModalProps {
  open: boolean
  position: Position | null
  onClose: () => void
}

/** A modal form that saves a position. */
export function PositionModal({ open, position, onClose }: PositionModalProps) {
  const { t } = useTranslation('applications')
  const { message } = App.useApp()
  const [form] = Form.useForm<SavePositionRequest>()
  const faculties = useFaculties(open)
  const save = useSavePosition()
  const facultyId = Form.useWatch('facultyId', form)
  const departments = faculties.data?.find((f) => f.id === facultyId)?.departments ?? []
  const required = { required: true, message: t('required') }

  const submit = (values: SavePositionRequest) =>
    save.mutate(position ? { ...values, id: position.id, version: position.version } : values, {
      onSuccess: () => {
        message.success(t('positions.saved'))
        onClose()
      },
      onError: (error) => {
        applyServerErrors(form, error, '')
        message.error(errorText(error, t('saveFailed')))
      },
    })

  return (
    <Modal
      open={open}
      title={position ? t('positions.edit') : t('positions.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form<SavePositionRequest>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={position ?? undefined}
        onFinish={submit}
      >
        <Form.Item name="cadre" label={t('positions.cadre')} rules={[required]}>
          <Select options={CADRES.map((c) => ({ value: c, label: t(`cadre.${c}`) }))} />
        </Form.Item>
        <Form.Item name="facultyId" label={t('positions.faculty')} rules={[required]}>
          <Select
            loading={faculties.isLoading}
            options={(faculties.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            onChange={() => form.setFieldValue('departmentId', undefined)}
          />
        </Form.Item>
        <Form.Item name="departmentId" label={t('positions.department')} rules={[required]}>
          <Select options={departments.map((d) => ({ value: d.id, label: d.name }))} disabled={!facultyId} />
        </Form.Item>
        <Form.Item name="startDate" label={t('positions.startDate')} rules={[required]} {...dateItemProps}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="endDate" label={t('positions.endDate')} rules={[required]} {...dateItemProps}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('positions.description')}
          rules={[required, { min: 20, message: t('validation.min20') }]}
        >
          <Input.TextArea rows={4} showCount maxLength={4000} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
