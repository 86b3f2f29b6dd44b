/**
 * Adds an entry to a role's menu (issue 37 "Menu management … cannot add an entry, choose its page component"):
 * a page chosen from the known pages (searchable, Turkish-aware; its names filled in from the page's usual
 * names) or a group, placed in a group of the same menu or at the top level, with its order and visibility.
 * The server refuses an unknown page, a page already in the menu (409) or a parent that is not a group.
 */
import type { AdminMenuEntry } from '@unacs/contracts'
import { App, Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { filterByTurkish } from '../../../shared/text/turkish-search.ts'
import { validateOrFocus } from '../../../shared/ui/use-invalid-field-focus.ts'
import { useCreateMenuEntry, useMenuPages } from '../api/menus.ts'
import { groupOptions } from './menu-groups.ts'

/** Props: the role whose menu grows (null: closed), its entries (for the groups) and the close callback. */
export interface MenuAddModalProps {
  roleId: number | null
  entries: readonly AdminMenuEntry[]
  onClose: () => void
}

interface Values {
  Kind: 'page' | 'group'
  Component?: string
  ParentId: number
  NameTr: string
  NameEn: string
  SortOrder: number
  IsShown: boolean
}

/** The modal form. */
export function MenuAddModal({ roleId, entries, onClose }: MenuAddModalProps) {
  const { t, i18n } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const kind = Form.useWatch('Kind', form)
  const pages = useMenuPages(roleId !== null)
  const create = useCreateMenuEntry()
  const name = [
    { required: true, whitespace: true, message: t('menu.nameRequired') },
    { min: 2, max: 80, message: t('menu.nameLength') },
  ]
  const pick = (component: string) => {
    const p = pages.data?.find((x) => x.Component === component)
    if (p) form.setFieldsValue({ NameTr: p.NameTr, NameEn: p.NameEn })
  }
  const save = async () => {
    if (roleId === null) return
    const v = await validateOrFocus(form)
    try {
      await create.mutateAsync({
        RoleId: roleId,
        ParentId: v.ParentId === 0 ? null : v.ParentId,
        NameTr: v.NameTr,
        NameEn: v.NameEn,
        Component: v.Kind === 'page' ? (v.Component ?? null) : null,
        SortOrder: v.SortOrder,
        IsShown: v.IsShown,
      })
      message.success(t('menu.added'))
      onClose()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('menu.saveFailed'))
    }
  }
  return (
    <Modal
      open={roleId !== null}
      title={t('menu.addTitle')}
      okText={t('menu.save')}
      cancelText={t('menu.cancel')}
      confirmLoading={create.isPending}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ Kind: 'page', ParentId: 0, SortOrder: 100, IsShown: true }}
      >
        <Form.Item name="Kind" label={t('menu.kind')}>
          <Radio.Group
            options={[
              { value: 'page', label: t('menu.kindPage') },
              { value: 'group', label: t('menu.kindGroup') },
            ]}
          />
        </Form.Item>
        {kind !== 'group' && (
          <Form.Item
            name="Component"
            label={t('menu.component')}
            rules={[{ required: true, message: t('menu.componentRequired') }]}
          >
            <Select
              showSearch={{ filterOption: filterByTurkish }}
              loading={pages.isLoading}
              onChange={pick}
              options={(pages.data ?? []).map((p) => ({
                value: p.Component,
                label: `${i18n.language === 'en' ? p.NameEn : p.NameTr} · ${p.Component} · /${p.Path}`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="ParentId" label={t('menu.parent')}>
          <Select options={groupOptions(entries, null, t('menu.topLevel'), i18n.language)} />
        </Form.Item>
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
