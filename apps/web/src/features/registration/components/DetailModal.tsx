/** Create or edit a pre-interview detail under a category (spec §1 definitions). */
import type { PreInterviewCategory, PreInterviewDetail, SaveDetailRequest } from '@unacs/contracts'
import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveDetail } from '../api/save-detail.ts'
import { DefinitionFormModal } from './DefinitionFormModal.tsx'

/** Props: the detail to edit (null = new), the categories, open state and close. */
export function DetailModal(props: {
  value: PreInterviewDetail | null
  categories: PreInterviewCategory[]
  open: boolean
  onClose: () => void
}) {
  const { value, categories, open, onClose } = props
  const { t, i18n } = useTranslation('registration')
  const save = useSaveDetail()
  const rules = [{ required: true, whitespace: true, min: 2, max: 500, message: t('defs.min2') }]
  return (
    <DefinitionFormModal<SaveDetailRequest>
      editing={value}
      initialValues={{}}
      save={save}
      open={open}
      onClose={onClose}
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
    </DefinitionFormModal>
  )
}
