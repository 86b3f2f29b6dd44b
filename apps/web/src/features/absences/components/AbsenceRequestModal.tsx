/**
 * A student's excuse request (spec §3 "Absence request", §5): course, date range, excuse type, explanation
 * and a document. The server sniffs the file type and refuses with the §5 messages; nothing is stored then.
 */
import { UploadOutlined } from '@ant-design/icons'
import type { StudentAbsenceCourse } from '@unacs/contracts'
import { Alert, App, Button, Form, Input, Modal, Select, Upload } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useCreateAbsenceRequest } from '../api/create-absence-request.ts'

interface Values {
  SectionId: number
  Range: [Dayjs, Dayjs]
  ExcuseType: 'medical' | 'official' | 'family' | 'sports' | 'other'
  Reason: string
  file: { originFileObj?: File }[]
}

/** The request form over the student's `courses`. */
export function AbsenceRequestModal(props: {
  open: boolean
  courses: StudentAbsenceCourse[]
  onClose: () => void
}) {
  const { t } = useTranslation('absences')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const create = useCreateAbsenceRequest()
  const submit = (v: Values) => {
    const file = v.file?.[0]?.originFileObj
    if (!file) return
    create.mutate(
      {
        SectionId: v.SectionId,
        FromDay: v.Range[0].format('YYYY-MM-DD'),
        ToDay: v.Range[1].format('YYYY-MM-DD'),
        ExcuseType: v.ExcuseType,
        Reason: v.Reason.trim(),
        file,
      },
      {
        onSuccess: () => {
          message.success(t('requests.sent'))
          form.resetFields()
          props.onClose()
        },
      },
    )
  }
  const required = { required: true, message: t('requests.required') }
  return (
    <Modal
      open={props.open}
      title={t('requests.new')}
      okText={t('requests.send')}
      cancelText={t('requests.cancel')}
      onOk={() => form.submit()}
      onCancel={props.onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {create.error ? (
          <Alert type="error" showIcon title={create.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item name="SectionId" label={t('requests.course')} rules={[required]}>
          <Select
            options={props.courses.map((c) => ({
              value: c.SectionId,
              label: `${c.CourseCode} ${c.CourseName}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="Range"
          label={`${t('requests.from')} – ${t('requests.to')}`}
          rules={[required, completeRange]}
        >
          <DateRangeField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="ExcuseType" label={t('requests.type')} rules={[required]}>
          <Select
            options={(['medical', 'official', 'family', 'sports', 'other'] as const).map((k) => ({
              value: k,
              label: t(`excuse.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="Reason"
          label={t('requests.reason')}
          rules={[{ required: true, whitespace: true, min: 10, max: 500, message: t('requests.reasonRule') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="file"
          label={t('requests.file')}
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: unknown[] }) => e.fileList.slice(-1)}
          rules={[{ required: true, message: t('requests.fileRule') }]}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept=".pdf,.jpeg,.jpg,.png,.doc,.docx">
            <Button icon={<UploadOutlined aria-hidden />}>{t('requests.choose')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  )
}
