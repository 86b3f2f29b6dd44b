/**
 * A section's grade book (spec §3 "Exam book"): its exams with weights and options, the weight total with a
 * warning until it is 100, and add / edit / delete. Read-only once the section is finalised.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import type { GradeBookItem } from '@unacs/contracts'
import { Alert, Button, Card, Flex, Popconfirm, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteGradeBookItem } from '../api/delete-grade-book-item.ts'
import { ExamModal } from './ExamModal.tsx'

/** The grade book card of `sectionId`. */
export function GradeBookCard(props: {
  sectionId: number
  items: GradeBookItem[]
  weightTotal: number
  readOnly: boolean
}) {
  const { t } = useTranslation('grades')
  const [editing, setEditing] = useState<GradeBookItem | null | undefined>(undefined)
  const remove = useDeleteGradeBookItem()
  return (
    <Card
      title={t('book.title')}
      extra={
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={props.readOnly}
          onClick={() => setEditing(null)}
        >
          {t('book.add')}
        </Button>
      }
    >
      <Flex vertical gap="small">
        <Typography.Text strong>{t('book.weightTotal', { total: props.weightTotal })}</Typography.Text>
        {props.weightTotal !== 100 ? <Alert type="warning" showIcon title={t('book.weightWarning')} /> : null}
        {remove.error ? <Alert type="error" showIcon title={remove.error.message} /> : null}
        <Table<GradeBookItem>
          size="small"
          rowKey="Id"
          pagination={false}
          scroll={{ x: true }}
          dataSource={props.items}
          locale={{ emptyText: t('book.empty') }}
          columns={[
            { title: t('book.order'), dataIndex: 'Order', width: 60 },
            { title: t('book.category'), dataIndex: 'CategoryName' },
            { title: t('book.exam'), dataIndex: 'ExamName' },
            { title: t('book.maxPoint'), dataIndex: 'MaxPoint' },
            { title: t('book.weight'), dataIndex: 'Weight' },
            {
              title: t('book.flags'),
              render: (_, i) => (
                <Flex gap={4} wrap>
                  {i.Locked ? <Tag color="red">{t('book.locked')}</Tag> : null}
                  {i.ExternalUpload ? <Tag color="blue">{t('book.externalUpload')}</Tag> : null}
                  {!i.Visible ? <Tag>{`− ${t('book.visible')}`}</Tag> : null}
                  {i.EntryFrom || i.EntryTo ? (
                    <Tag>{`${i.EntryFrom ?? '…'} – ${i.EntryTo ?? '…'}`}</Tag>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: '',
              width: 100,
              render: (_, i) => (
                <Flex gap={4}>
                  <Button
                    size="small"
                    aria-label={t('book.edit')}
                    icon={<EditOutlined aria-hidden />}
                    disabled={props.readOnly}
                    onClick={() => setEditing(i)}
                  />
                  <Popconfirm
                    title={t('book.deleteConfirm')}
                    onConfirm={() => remove.mutate({ Id: i.Id, Version: i.Version })}
                    disabled={props.readOnly}
                  >
                    <Button
                      size="small"
                      danger
                      aria-label={t('book.delete')}
                      icon={<DeleteOutlined aria-hidden />}
                      disabled={props.readOnly}
                    />
                  </Popconfirm>
                </Flex>
              ),
            },
          ]}
        />
      </Flex>
      <ExamModal
        open={editing !== undefined}
        sectionId={props.sectionId}
        item={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  )
}
