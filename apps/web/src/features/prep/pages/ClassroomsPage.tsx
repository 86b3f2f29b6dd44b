/**
 * Classroom definitions (component key `Classrooms`, menu hazirlik/derslikler; issue 18 § Definitions:
 * classrooms with name, building, capacity): list, add and edit.
 */
import { PlusOutlined } from '@ant-design/icons'
import type { PrepClassroom } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Form, Input, InputNumber, Modal, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { useClassrooms, useSaveClassroom } from '../api/classrooms.ts'
import { LoadError } from '../components/LoadError.tsx'

type Values = { Name: string; Building: string; Capacity: number }

/** The classroom form in a modal (null = new). */
function ClassroomModal({ room, onClose }: { room: PrepClassroom | null; onClose: () => void }) {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const save = useSaveClassroom()
  const required = [{ required: true, message: t('required') }]
  return (
    <Modal
      open
      title={room ? t('classrooms.edit') : t('classrooms.add')}
      onCancel={onClose}
      destroyOnHidden
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={room ?? { Capacity: 24 }}
        onFinish={(v) =>
          save.mutate(
            { ...(room ? { Id: room.Id, Version: room.Version } : {}), ...v },
            {
              onSuccess: () => {
                message.success(t('classrooms.saved'))
                onClose()
              },
              onError: (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
            },
          )
        }
      >
        <Form.Item name="Name" label={t('col.classroom')} rules={required}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="Building"
          label={t('col.building')}
          rules={[...required, { min: 2, message: t('min2') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="Capacity" label={t('col.capacity')} rules={required}>
          <InputNumber min={1} max={500} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/** The classrooms page. */
export function ClassroomsPage() {
  const { t } = useTranslation('prep')
  const rooms = useClassrooms()
  const [editing, setEditing] = useState<PrepClassroom | null | undefined>(undefined)
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('classrooms.intro')}</Typography.Paragraph>
      <Card
        title={t('classrooms.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('classrooms.add')}
          </Button>
        }
      >
        {rooms.isError ? (
          <LoadError error={rooms.error} retry={() => rooms.refetch()} />
        ) : (
          <Table<PrepClassroom>
            rowKey="Id"
            size="middle"
            loading={rooms.isLoading}
            dataSource={rooms.data ?? []}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            scroll={{ x: 600 }}
            locale={{ emptyText: <Empty description={t('classrooms.empty')} /> }}
            columns={[
              { title: t('col.classroom'), dataIndex: 'Name' },
              { title: t('col.building'), dataIndex: 'Building' },
              { title: t('col.capacity'), dataIndex: 'Capacity', width: 100 },
              { title: t('col.sections'), dataIndex: 'SectionCount', width: 90 },
              {
                title: t('actions'),
                key: 'a',
                width: 100,
                render: (_: unknown, r) => (
                  <Button size="small" aria-label={`${t('edit')} ${r.Name}`} onClick={() => setEditing(r)}>
                    {t('edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {editing !== undefined ? <ClassroomModal room={editing} onClose={() => setEditing(undefined)} /> : null}
    </Flex>
  )
}
