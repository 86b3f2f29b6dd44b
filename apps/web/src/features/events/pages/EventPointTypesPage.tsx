/**
 * Event point types (component key `EventPointTypes`; issue 21 § Events; spec §1 "maximum points by event
 * type"): the student centre lists the types and adds or edits one with its maximum points.
 */
import type { EventType, SaveEventTypeRequest } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Form, Input, InputNumber, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEventTypes } from '../api/list-event-types.ts'
import { useSaveEventType } from '../api/save-event-type.ts'

/** The event types page. */
export function EventPointTypesPage() {
  const { t, i18n } = useTranslation('events')
  const { message } = App.useApp()
  const query = useEventTypes(i18n.language)
  const save = useSaveEventType()
  const [editing, setEditing] = useState<Partial<EventType> | null>(null)
  const [form] = Form.useForm<SaveEventTypeRequest>()

  const submit = async (values: SaveEventTypeRequest) => {
    try {
      await save.mutateAsync({ ...values, ...(editing?.Id ? { Id: editing.Id } : {}) })
      message.success(t('admin.saved'))
      setEditing(null)
    } catch (err) {
      message.error((err as Error).message)
    }
  }

  return (
    <Card
      title={t('admin.types')}
      extra={
        <Button type="primary" onClick={() => (form.resetFields(), setEditing({}))}>
          {t('admin.newType')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('admin.typesIntro')}</Typography.Paragraph>
      {query.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} description={query.error.message} />
      ) : (
        <Table<EventType>
          rowKey="Id"
          loading={query.isPending}
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            { title: t('admin.code'), dataIndex: 'Code' },
            { title: t('admin.name'), render: (_, r) => (i18n.language === 'en' ? r.NameEn : r.NameTr) },
            { title: t('admin.maxPoints'), dataIndex: 'MaxPoints', align: 'right' },
            { title: t('admin.eventCount'), dataIndex: 'EventCount', align: 'right' },
            {
              title: t('admin.actions'),
              render: (_, r) => (
                <Button size="small" onClick={() => (form.setFieldsValue(r), setEditing(r))}>
                  {t('admin.edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={editing !== null}
        title={editing?.Id ? t('admin.editType') : t('admin.newType')}
        okText={t('admin.save')}
        cancelText={t('admin.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Flex gap="middle" wrap>
            <Form.Item
              name="Code"
              label={t('admin.code')}
              rules={[{ required: true, pattern: /^[A-Z0-9]{2,10}$/ }]}
            >
              <Input maxLength={10} />
            </Form.Item>
            <Form.Item name="MaxPoints" label={t('admin.maxPoints')} rules={[{ required: true }]}>
              <InputNumber min={0} max={1000} precision={0} />
            </Form.Item>
          </Flex>
          <Form.Item name="NameTr" label={t('admin.nameTr')} rules={[{ required: true, min: 2, max: 120 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="NameEn" label={t('admin.nameEn')} rules={[{ required: true, min: 2, max: 120 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
