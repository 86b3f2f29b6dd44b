/** Create or edit a pre-interview category (spec §1 definitions; red = mandatory). 409 shows the server text. */
import type { PreInterviewCategory, SaveCategoryRequest } from '@unacs/contracts'
import { Form, Input, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSaveCategory } from '../api/save-category.ts'
import { DefinitionFormModal } from './DefinitionFormModal.tsx'

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
  const save = useSaveCategory()
  const rules = [{ required: true, whitespace: true, min: 2, max: 100, message: t('defs.min2') }]
  return (
    <DefinitionFormModal<SaveCategoryRequest>
      editing={value}
      initialValues={{ Colour: 'green' }}
      save={save}
      open={open}
      onClose={onClose}
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
    </DefinitionFormModal>
  )
}
