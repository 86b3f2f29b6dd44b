/**
 * Adding or editing an exam of a level's exam book (issue 18; spec §3 "Exam book": category name, exam name,
 * max point, weight, order, external-upload flag, lock, visibility, instructor visibility, dated visibility,
 * dated grade entry, exam not taken). POST SinavDefteri/Save.
 */
import type { PrepExamBookItem, SavePrepExamBookItem } from '@unacs/contracts'
import { App, Checkbox, Form, Input, InputNumber, Modal } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DateField, DateRangeField, useCompleteRangeRule } from '../../../shared/ui/DateField.tsx'
import { useSaveExamBookItem } from '../api/exam-book.ts'

/** Props: the level, the exam to edit (null = new), the next order number, close. */
export interface ExamBookModalProps {
  levelId: number
  item: PrepExamBookItem | null
  nextOrder: number
  onClose: () => void
}

type Flags = 'ExternalUpload' | 'Locked' | 'Visible' | 'InstructorVisible' | 'AllowNotTaken'
type Values = Pick<
  SavePrepExamBookItem,
  'CategoryName' | 'ExamName' | 'MaxPoint' | 'Weight' | 'SortOrder' | Flags
> & {
  VisibleFrom?: Dayjs | null
  Entry?: [Dayjs, Dayjs] | null
}
const FLAGS: Flags[] = ['ExternalUpload', 'Locked', 'Visible', 'InstructorVisible', 'AllowNotTaken']
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null)

/** The exam book form in a modal. */
export function ExamBookModal({ levelId, item, nextOrder, onClose }: ExamBookModalProps) {
  const { t } = useTranslation('prep')
  const completeRange = useCompleteRangeRule()
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSaveExamBookItem()
  const required = [{ required: true, message: t('required') }]
  const submit = (v: Values) =>
    save.mutate(
      {
        ...(item ? { Id: item.Id, Version: item.Version } : {}),
        LevelId: levelId,
        CategoryName: v.CategoryName,
        ExamName: v.ExamName,
        MaxPoint: v.MaxPoint,
        Weight: v.Weight,
        SortOrder: v.SortOrder,
        ExternalUpload: !!v.ExternalUpload,
        Locked: !!v.Locked,
        Visible: !!v.Visible,
        InstructorVisible: !!v.InstructorVisible,
        AllowNotTaken: !!v.AllowNotTaken,
        VisibleFrom: day(v.VisibleFrom),
        EntryFrom: day(v.Entry?.[0]),
        EntryUntil: day(v.Entry?.[1]),
      },
      {
        onSuccess: () => {
          message.success(t('book.saved'))
          onClose()
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
      },
    )
  const initial = item
    ? {
        ...item,
        VisibleFrom: item.VisibleFrom ? dayjs(item.VisibleFrom) : null,
        Entry: item.EntryFrom && item.EntryUntil ? [dayjs(item.EntryFrom), dayjs(item.EntryUntil)] : null,
      }
    : {
        MaxPoint: 100,
        Weight: 10,
        SortOrder: nextOrder,
        Visible: true,
        InstructorVisible: true,
        AllowNotTaken: true,
      }
  return (
    <Modal
      open
      title={item ? t('book.edit') : t('book.add')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit} initialValues={initial}>
        <Form.Item name="CategoryName" label={t('book.category')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="ExamName" label={t('book.exam')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="MaxPoint" label={t('book.maxPoint')} rules={required}>
          <InputNumber min={0.01} max={1000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Weight" label={t('book.weight')} rules={required}>
          <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="SortOrder" label={t('book.order')} rules={required}>
          <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="VisibleFrom" label={t('book.visibleFrom')}>
          <DateField style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="Entry" label={t('book.entry')} rules={[completeRange]}>
          <DateRangeField style={{ width: '100%' }} />
        </Form.Item>
        {FLAGS.map((f) => (
          <Form.Item key={f} name={f} valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>{t(`book.flag.${f}`)}</Checkbox>
          </Form.Item>
        ))}
      </Form>
    </Modal>
  )
}
