/** Create or edit a pre-interview category (spec §1 definitions; red = mandatory). 409 shows the server text. */
import type { PreInterviewCategory, SaveCategoryRequest } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveCategory } from '../api/save-category.ts'

/** Props: the category to edit (null = new), open state and close. */
export function CategoryModal({
  value,
  open,
  onClose,
}: {
  value: PreInterviewCategory | null
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const save = useSaveCategory()
  const [form] = Form.useForm<SaveCategoryRequest>()
  const rules = [{ required: true, whitespace: true, min: 2, max: 100, message: t('defs.min2') }]
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
        initialValues={value ?? { Colour: 'green', SortOrder: 100, IsActive: true }}
        onFinish={(v) =>
          save
            .mutateAsync({ ...v, ...(value ? { Id: value.Id, Version: value.Version } : {}) })
            .then(onClose, (e: Error) => message.error(e.message))
        }
      >
        <Form.Item name="NameTr" label={t('defs.nameTr')} rules={rules}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="NameEn" label={t('defs.nameEn')} rules={rules}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="Colour"
          label={t('defs.colour')}
          rules={[{ required: true, message: t('defs.required') }]}
        >
          <Select
            options={(['red', 'orange', 'green', 'blue'] as const).map((c) => ({
              value: c,
              label: t(`defs.colours.${c}`),
            }))}
          />
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
