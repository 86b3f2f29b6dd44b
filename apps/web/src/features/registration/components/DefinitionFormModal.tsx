/**
 * The modal form shared by the pre-interview definitions (spec §1 "pre-interview category and detail
 * definitions"): create or edit, the feature's own fields as children, then the common sort order and active
 * switch; saving sends `Id` and `Version` when editing; a refusal (e.g. 409 stale version) shows the server text.
 */
import { App, Form, InputNumber, Modal, Switch } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The save mutation as TanStack Query gives it. */
interface SaveMutation<T> {
  mutateAsync: (value: T & { Id?: number; Version?: number }) => Promise<unknown>
  isPending: boolean
}

/**
 * Props: `editing` (the row being edited, null = new), `initialValues` for a new row, the `save` mutation,
 * `open` and `onClose`, and the definition's own form items as `children`.
 */
export function DefinitionFormModal<T extends object>(props: DefinitionFormModalProps<T>) {
  // A fresh form per edited row: a form takes its initial values only when first mounted.
  return <DefinitionForm<T> key={props.editing?.Id ?? 'new'} {...props} />
}

/** Props of {@link DefinitionFormModal}. */
interface DefinitionFormModalProps<T> {
  editing: (T & { Id: number; Version: number }) | null
  initialValues: Partial<T>
  save: SaveMutation<T>
  open: boolean
  onClose: () => void
  children: ReactNode
}

/** The modal and its form for one edited row (or a new one). */
function DefinitionForm<T extends object>(props: DefinitionFormModalProps<T>) {
  const { editing, initialValues, save, open, onClose, children } = props
  const { t } = useTranslation('registration')
  const { message } = App.useApp()
  const [form] = Form.useForm<T>()
  return (
    <Modal
      open={open}
      title={editing ? t('defs.edit') : t('defs.add')}
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
        initialValues={editing ?? { SortOrder: 100, IsActive: true, ...initialValues }}
        onFinish={(v) =>
          save
            .mutateAsync({ ...v, ...(editing ? { Id: editing.Id, Version: editing.Version } : {}) })
            .then(onClose, (e: Error) => message.error(e.message))
        }
      >
        {children}
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
