/**
 * Edits one menu entry (issue 22 "Menu management"): Turkish and English names (2–80 characters), shown or
 * hidden, and its position among its siblings. A 409 (changed meanwhile) shows the server's message and
 * the list reloads.
 */
import type { AdminMenuEntry } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useUpdateMenuEntry } from '../api/menus.ts'

/** Props: the entry to edit (null: closed) and the close callback. */
export interface MenuEntryModalProps {
  entry: AdminMenuEntry | null
  onClose: () => void
}

interface Values {
  NameTr: string
  NameEn: string
  IsShown: boolean
  SortOrder: number
}

/** The modal form. */
export function MenuEntryModal({ entry, onClose }: MenuEntryModalProps) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const update = useUpdateMenuEntry()
  useEffect(() => {
    if (entry) form.setFieldsValue(entry)
  }, [entry, form])
  const name = [
    { required: true, whitespace: true, message: t('menu.nameRequired') },
    { min: 2, max: 80, message: t('menu.nameLength') },
  ]
  const save = async () => {
    if (!entry) return
    const v = await validateOrFocus(form)
    try {
      await update.mutateAsync({ Id: entry.Id, Version: entry.Version, ...v })
      message.success(t('menu.saved'))
      onClose()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('menu.saveFailed'))
      if (e instanceof ApiError && e.status === 409) onClose()
    }
  }
  return (
    <Modal
      open={entry !== null}
      title={t('menu.edit')}
      okText={t('menu.save')}
      cancelText={t('menu.cancel')}
      confirmLoading={update.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="NameTr" label={t('menu.nameTr')} rules={name}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="NameEn" label={t('menu.nameEn')} rules={name}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="SortOrder"
          label={t('menu.sortOrder')}
          rules={[{ required: true, message: t('menu.sortRequired') }]}
        >
          <InputNumber min={0} max={10000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="IsShown" label={t('menu.shown')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  )
}
