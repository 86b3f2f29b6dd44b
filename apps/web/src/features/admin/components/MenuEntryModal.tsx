/**
 * Edits one menu entry (issue 22 "Menu management"): Turkish and English names (2–80 characters), shown or
 * hidden, its position among its siblings and (issue 37) the group it sits in. A 409 (changed meanwhile) shows
 * the server's message and the list reloads.
 */
import type { AdminMenuEntry } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useUpdateMenuEntry } from '../api/menus.ts'
import { groupOptions } from './menu-groups.ts'

/** Props: the entry to edit (null: closed), the menu's entries (for the groups) and the close callback. */
export interface MenuEntryModalProps {
  entry: AdminMenuEntry | null
  entries: readonly AdminMenuEntry[]
  onClose: () => void
}

interface Values {
  NameTr: string
  NameEn: string
  IsShown: boolean
  SortOrder: number
  ParentId: number
}

/** The modal form. */
export function MenuEntryModal({ entry, entries, onClose }: MenuEntryModalProps) {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const update = useUpdateMenuEntry()
  useEffect(() => {
    if (entry) form.setFieldsValue({ ...entry, ParentId: entry.ParentId ?? 0 })
  }, [entry, form])
  const name = [
    { required: true, whitespace: true, message: t('menu.nameRequired') },
    { min: 2, max: 80, message: t('menu.nameLength') },
  ]
  const save = async () => {
    if (!entry) return
    const v = await validateOrFocus(form)
    try {
      await update.mutateAsync({
        Id: entry.Id,
        Version: entry.Version,
        ...v,
        ParentId: v.ParentId === 0 ? null : v.ParentId,
      })
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
        <Form.Item name="ParentId" label={t('menu.parent')}>
          <Select options={groupOptions(entries, entry, t('menu.topLevel'), i18n.language)} />
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
