/** Create or edit a pre-interview detail under a category (spec §1 definitions). */
import type { PreInterviewCategory, PreInterviewDetail, SaveDetailRequest } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveDetail } from '../api/save-detail.ts'

/** Props: the detail to edit (null = new), the categories, open state and close. */
export function DetailModal(props: {
  value: PreInterviewDetail | null
  categories: PreInterviewCategory[]
  open: boolean
  onClose: () => void
}) {
  const { value, categories, open, onClose } = props
  const { t, i18n } = useTranslation('registration')
  const { message } = App.useApp()
  const save = useSaveDetail()
  const [form] = Form.useForm<SaveDetailRequest>()
  const rules = [{ required: true, whitespace: true, min: 2, max: 500, message: t('defs.min2') }]
  return (
    <Modal
      open={open}
      title={value ? t('defs.edit') : t('defs.add')}
      okText={t('defs.save')}
      cancelText={t('defs.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={value ?? { SortOrder: 100, IsActive: true }}
        onFinish={(v) =>
          save
            .mutateAsync({ ...v, ...(value ? { Id: value.Id, Version: value.Version } : {}) })
            .then(onClose, (e: Error) => message.error(e.message))
        }
      >
        <Form.Item
          name="CategoryId"
          label={t('defs.categoryOf')}
          rules={[{ required: true, message: t('defs.required') }]}
        >
          <Select
            options={categories.map((c) => ({
              value: c.Id,
              label: i18n.language === 'en' ? c.NameEn : c.NameTr,
            }))}
          />
        </Form.Item>
        <Form.Item name="TextTr" label={t('defs.textTr')} rules={rules}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
        <Form.Item name="TextEn" label={t('defs.textEn')} rules={rules}>
          <Input.TextArea maxLength={500} autoSize />
        </Form.Item>
        <Form.Item
          name="SortOrder"
          label={t('defs.sortOrder')}
          rules={[{ required: true, message: t('defs.required') }]}
        >
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
        <Form.Item name="IsActive" label={t('defs.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
