/**
 * The prep exam book (component key `PrepExamBook`, menu hazirlik/sinav-defteri; issue 18 § Exams and
 * grades, spec §3 "Exam book"): the exams of a quarter's level with weights (total at most 100), order,
 * lock and visibility; add, edit and delete (confirmed).
 */
import { DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons'
import type { PrepExamBookItem } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { useDeleteExamBookItem, useExamBook } from '../api/exam-book.ts'
import { ExamBookModal } from '../components/ExamBookModal.tsx'
import { LevelSelect } from '../components/LevelSelect.tsx'
import { LoadError } from '../components/LoadError.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

/** The exam book page. */
export function PrepExamBookPage() {
  const { t } = useTranslation('prep')
  const { message, modal } = App.useApp()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const [levelId, setLevelId] = useState<number | undefined>()
  const [editing, setEditing] = useState<PrepExamBookItem | null | undefined>()
  const book = useExamBook(levelId)
  const remove = useDeleteExamBookItem()
  const items = book.data ?? []
  const total = items.reduce((a, i) => a + i.Weight, 0)
  const askDelete = (i: PrepExamBookItem) =>
    modal.confirm({
      title: t('book.confirmDelete', { name: i.ExamName }),
      okText: t('book.delete'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        remove.mutateAsync(i.Id).then(
          () => message.success(t('book.deleted')),
          (e) => message.error(e instanceof ApiError ? e.message : t('saveFailed')),
        ),
    })
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('book.intro')}</Typography.Paragraph>
      <Card title={t('book.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <Space wrap>
              <QuarterSelect value={quarterId} onChange={setQuarterId} />
              <LevelSelect quarterId={quarterId} value={levelId} onChange={setLevelId} />
            </Space>
            <Button icon={<PlusOutlined />} disabled={!levelId} onClick={() => setEditing(null)}>
              {t('book.add')}
            </Button>
          </Flex>
          {book.isError ? <LoadError error={book.error} retry={() => void book.refetch()} /> : null}
          <Typography.Text>{t('book.totalWeight', { total })}</Typography.Text>
          <ScrollRegion label={t('book.title')}>
            <Table<PrepExamBookItem>
              rowKey="Id"
              size="middle"
              loading={book.isFetching}
              dataSource={items}
              pagination={false}
              style={{ minWidth: 860 }}
              locale={{ emptyText: <Empty description={t('book.empty')} /> }}
              columns={[
                { title: t('book.order'), dataIndex: 'SortOrder', width: 70 },
                { title: t('book.category'), dataIndex: 'CategoryName' },
                {
                  title: t('book.exam'),
                  dataIndex: 'ExamName',
                  render: (v: string, i) => (
                    <Space size={4}>
                      {v}
                      {i.Locked ? <LockOutlined aria-label={t('book.flag.Locked')} /> : null}
                    </Space>
                  ),
                },
                { title: t('book.maxPoint'), dataIndex: 'MaxPoint', width: 100 },
                { title: t('book.weight'), dataIndex: 'Weight', width: 90 },
                {
                  title: t('book.visibility'),
                  key: 'vis',
                  width: 200,
                  render: (_, i) => (
                    <Space size={4} wrap>
                      <Tag color={i.Visible ? 'green' : 'default'}>
                        {i.Visible ? t('book.visible') : t('book.hidden')}
                      </Tag>
                      {i.InstructorVisible ? <Tag>{t('book.flag.InstructorVisible')}</Tag> : null}
                    </Space>
                  ),
                },
                {
                  title: t('book.entry'),
                  key: 'entry',
                  width: 190,
                  render: (_, i) => (i.EntryFrom ? `${i.EntryFrom} – ${i.EntryUntil ?? ''}` : '—'),
                },
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 110,
                  render: (_, i) => (
                    <Space>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t('edit')}
                        onClick={() => setEditing(i)}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('book.delete')}
                        disabled={i.Locked}
                        onClick={() => askDelete(i)}
                      />
                    </Space>
                  ),
                },
              ]}
            />
          </ScrollRegion>
        </Flex>
      </Card>
      {editing !== undefined && levelId ? (
        <ExamBookModal
          levelId={levelId}
          item={editing}
          nextOrder={items.length + 1}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Flex>
  )
}
