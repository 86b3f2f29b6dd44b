/**
 * The TYYÇ descriptors of a level as reference data (issue 19 "NationalFramework"): a table with the code,
 * category, texts and active flag, and a modal to add or edit one (POST /api/Program/Tyyc/TanimKaydet).
 */
import {
  type Descriptor,
  type ProgrammeLevel,
  type SaveDescriptorRequest,
  TYYC_CATEGORIES,
} from '@unacs/contracts'
import { App, Button, Form, Input, InputNumber, Modal, Select, Switch, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useDescriptors, useSaveDescriptor } from '../api/descriptors.ts'

/** The descriptor table of `level` with its edit modal. */
export function DescriptorTable({ level }: { level: ProgrammeLevel }) {
  const { t, i18n } = useTranslation('programmes')
  const { message } = App.useApp()
  const list = useDescriptors(level)
  const save = useSaveDescriptor()
  const [editing, setEditing] = useState<Partial<Descriptor> | null>(null)
  const [form] = Form.useForm<SaveDescriptorRequest>()
  const en = i18n.language === 'en'
  const submit = (v: SaveDescriptorRequest) =>
    save.mutate(
      { ...v, Level: level, ...(editing?.Id ? { Id: editing.Id } : {}) },
      {
        onSuccess: () => {
          message.success(t('saved'))
          setEditing(null)
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('failed')),
      },
    )
  const required = [{ required: true, whitespace: true, message: t('validation.required') }]
  return (
    <>
      <Button
        style={{ marginBottom: 12 }}
        onClick={() => setEditing({ Active: true, Order: (list.data?.length ?? 0) + 1 })}
      >
        {t('descriptors.add')}
      </Button>
      <Table<Descriptor>
        size="small"
        rowKey="Id"
        loading={list.isPending}
        dataSource={list.data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('descriptors.code'), dataIndex: 'Code' },
          {
            title: t('descriptors.category'),
            dataIndex: 'Category',
            render: (c) => t(`category.${c as Descriptor['Category']}`),
          },
          { title: t('descriptors.text'), key: 'text', render: (_, d) => (en ? d.TextEn : d.TextTr) },
          {
            title: t('descriptors.active'),
            dataIndex: 'Active',
            render: (a) => (a ? t('yes') : t('no')),
          },
          {
            title: t('col.actions'),
            key: 'a',
            render: (_, d) => (
              <Button size="small" onClick={() => setEditing(d)}>
                {t('action.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing?.Id ? t('descriptors.edit') : t('descriptors.add')}
        okText={t('action.save')}
        cancelText={t('action.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={editing ?? {}} onFinish={submit} preserve={false}>
          <Form.Item name="Code" label={t('descriptors.code')} rules={[...required, { max: 10 }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="Category"
            label={t('descriptors.category')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <Select options={TYYC_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
          </Form.Item>
          <Form.Item name="TextTr" label={t('lang.tr')} rules={[...required, { max: 1000 }]}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item name="TextEn" label={t('lang.en')} rules={[...required, { max: 1000 }]}>
            <Input.TextArea autoSize={{ minRows: 2 }} />
          </Form.Item>
          <Form.Item
            name="Order"
            label={t('descriptors.order')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <InputNumber min={1} max={999} precision={0} />
          </Form.Item>
          <Form.Item name="Active" label={t('descriptors.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  )
}
