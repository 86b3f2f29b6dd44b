/**
 * Adds an exam exemption (spec §3 "exemption status, reason and date"; API POST /api/Absences/Exemptions/Add):
 * a student of the section's roster who has none yet, the reason (5–500 characters) and the date.
 */
import type { AbsenceReport } from '@unacs/contracts'
import { Alert, App, Form, Input, Modal, Select } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useAddExemption } from '../api/add-exemption.ts'

interface Values {
  StudentId: number
  Reason: string
  Date: Dayjs
}

/** The add form over the section's `roster` (students already exempt are left out). */
export function AddExemptionModal(props: {
  open: boolean
  sectionId: number
  roster: AbsenceReport['Rows']
  loading: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('absences')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const add = useAddExemption()
  const submit = (v: Values) =>
    add.mutate(
      {
        SectionId: props.sectionId,
        StudentId: v.StudentId,
        Reason: v.Reason.trim(),
        Date: v.Date.format('YYYY-MM-DD'),
      },
      {
        onSuccess: () => {
          message.success(t('exemptions.added'))
          props.onClose()
        },
      },
    )
  return (
    <Modal
      open={props.open}
      title={t('exemptions.add')}
      okText={t('exemptions.addOk')}
      cancelText={t('requests.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      afterOpenChange={(open) => (open ? undefined : add.reset())}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ Date: dayjs(istanbulToday()) }}>
        {add.error ? (
          <Alert type="error" showIcon title={add.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item
          name="StudentId"
          label={t('student')}
          rules={[{ required: true, message: t('requests.required') }]}
        >
          <Select
            showSearch={{ filterOption: filterByTurkish }}
            loading={props.loading}
            placeholder={t('exemptions.chooseStudent')}
            notFoundContent={t('exemptions.noCandidates')}
            options={props.roster
              .filter((r) => !r.Exempt)
              .map((r) => ({ value: r.StudentId, label: `${r.StudentNo} ${r.FullName}` }))}
          />
        </Form.Item>
        <Form.Item
          name="Reason"
          label={t('exemptions.reason')}
          rules={[
            { required: true, whitespace: true, min: 5, max: 500, message: t('exemptions.reasonRule') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="Date"
          label={t('exemptions.date')}
          rules={[{ required: true, message: t('requests.required') }]}
        >
          <DateField style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
