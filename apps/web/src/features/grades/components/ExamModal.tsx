/**
 * Adds or edits one exam of a section's grade book (spec §3 "Exam book": category, exam, max point, weight,
 * order, external upload, lock, visibility, instructor visibility, dated visibility, dated grade entry, not
 * taken). Server refusals (weights over 100, stale version) are shown in the form.
 */
import type { GradeBookItem } from '@unacs/contracts'
import { Alert, Checkbox, Flex, Form, Input, InputNumber, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from '../../../shared/ui/DateField.tsx'
import { useSaveGradeBookItem } from '../api/save-grade-book-item.ts'

interface FormValues {
  CategoryName: string
  ExamName: string
  MaxPoint: number
  Weight: number
  Order: number
  ExternalUpload: boolean
  Locked: boolean
  Visible: boolean
  InstructorVisible: boolean
  NotTakenAllowed: boolean
  VisibleFrom?: Dayjs | null
  EntryFrom?: Dayjs | null
  EntryTo?: Dayjs | null
}

const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)

/** The exam form in a modal; `item` null adds a new exam to `sectionId`. */
export function ExamModal(props: {
  open: boolean
  sectionId: number
  item: GradeBookItem | null
  onClose: () => void
}) {
  const { t } = useTranslation('grades')
  const [form] = Form.useForm<FormValues>()
  const save = useSaveGradeBookItem()
  useEffect(() => {
    if (!props.open) return
    save.reset()
    const i = props.item
    form.setFieldsValue(
      i
        ? {
            ...i,
            VisibleFrom: i.VisibleFrom ? dayjs(i.VisibleFrom) : null,
            EntryFrom: i.EntryFrom ? dayjs(i.EntryFrom) : null,
            EntryTo: i.EntryTo ? dayjs(i.EntryTo) : null,
          }
        : {
            CategoryName: '',
            ExamName: '',
            MaxPoint: 100,
            Weight: undefined as unknown as number,
            Order: 1,
            ExternalUpload: false,
            Locked: false,
            Visible: true,
            InstructorVisible: true,
            NotTakenAllowed: true,
            VisibleFrom: null,
            EntryFrom: null,
            EntryTo: null,
          },
    )
  }, [props.open, props.item, form, save.reset])

  const submit = (v: FormValues) =>
    save.mutate(
      {
        ...v,
        SectionId: props.sectionId,
        ...(props.item ? { Id: props.item.Id, Version: props.item.Version } : {}),
        VisibleFrom: day(v.VisibleFrom),
        EntryFrom: day(v.EntryFrom),
        EntryTo: day(v.EntryTo),
      },
      { onSuccess: props.onClose },
    )
  const required = { required: true, message: t('book.required') }
  const name = [required, { min: 2, max: 100, message: t('book.nameLength') }]

  return (
    <Modal
      open={props.open}
      title={props.item ? t('book.edit') : t('book.add')}
      okText={t('book.save')}
      cancelText={t('book.cancel')}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        {save.error ? (
          <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
        ) : null}
        <Form.Item name="CategoryName" label={t('book.category')} rules={name}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="ExamName" label={t('book.exam')} rules={name}>
          <Input maxLength={100} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item name="MaxPoint" label={t('book.maxPoint')} rules={[required]}>
            <InputNumber min={1} max={1000} precision={2} />
          </Form.Item>
          <Form.Item name="Weight" label={t('book.weight')} rules={[required]}>
            <InputNumber min={0} max={100} precision={2} />
          </Form.Item>
          <Form.Item name="Order" label={t('book.order')} rules={[required]}>
            <InputNumber min={0} max={100} precision={0} />
          </Form.Item>
        </Flex>
        <Flex gap="middle" wrap>
          <Form.Item name="VisibleFrom" label={t('book.visibleFrom')}>
            <DateField />
          </Form.Item>
          <Form.Item name="EntryFrom" label={t('book.entryFrom')}>
            <DateField />
          </Form.Item>
          <Form.Item name="EntryTo" label={t('book.entryTo')}>
            <DateField />
          </Form.Item>
        </Flex>
        <Flex gap="small" wrap>
          {(['Visible', 'InstructorVisible', 'NotTakenAllowed', 'Locked', 'ExternalUpload'] as const).map(
            (k) => (
              <Form.Item key={k} name={k} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>
                  {t(
                    `book.${k === 'NotTakenAllowed' ? 'notTakenAllowed' : k === 'InstructorVisible' ? 'instructorVisible' : k === 'ExternalUpload' ? 'externalUpload' : k === 'Locked' ? 'locked' : 'visible'}`,
                  )}
                </Checkbox>
              </Form.Item>
            ),
          )}
        </Flex>
      </Form>
    </Modal>
  )
}
