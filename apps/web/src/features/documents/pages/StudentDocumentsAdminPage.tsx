/**
 * Any student's documents (component key `StudentDocumentsAdmin`, yetkili/ogrenci-belgeleri; issue 22
 * "Request queues"; spec §1 "student documents with request, download and delete"): search a student in the
 * caller's units by number or name, list their documents, download a created one, delete one with a reason
 * after confirmation (audited on the server).
 */
import type { DocumentQueueItem, DocumentStatus, DocumentStudent } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Input, List, Modal, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import {
  downloadStudentDocument,
  useDocumentStudents,
  useStaffDeleteDocument,
  useStudentDocuments,
} from '../api/document-admin.ts'

const COLORS: Record<string, string> = {
  requested: 'blue',
  preparing: 'gold',
  created: 'green',
  rejected: 'red',
}

/** The student documents page. */
export function StudentDocumentsAdminPage() {
  const { t } = useTranslation('documents')
  const { message } = App.useApp()
  const [search, setSearch] = useState('')
  const [student, setStudent] = useState<DocumentStudent | null>(null)
  const [deleting, setDeleting] = useState<DocumentQueueItem | null>(null)
  const [reason, setReason] = useState('')
  const students = useDocumentStudents(search)
  const docs = useStudentDocuments(student?.Id ?? null)
  const remove = useStaffDeleteDocument()
  const when = (iso: string | null) => (iso ? showDateTime(iso) : '')

  const download = (d: DocumentQueueItem) =>
    downloadStudentDocument(d.Id, `${d.Kind}-${d.StudentNo}-${d.Id}.pdf`).catch((e: unknown) =>
      message.error(e instanceof ApiError ? e.message : t('downloadFailed')),
    )
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { Id: deleting.Id, Reason: reason.trim() },
      {
        onSuccess: () => {
          message.success(t('admin.deleted'))
          setDeleting(null)
          setReason('')
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('deleteFailed')),
      },
    )

  return (
    <Flex vertical gap="middle">
      <Card title={t('admin.findStudent')}>
        <Input.Search
          aria-label={t('admin.studentSearch')}
          placeholder={t('admin.studentSearch')}
          allowClear
          style={{ maxWidth: 360 }}
          onSearch={(v) => {
            setSearch(v.trim())
            setStudent(null)
          }}
        />
        {students.isError ? <Alert type="error" showIcon title={students.error.message} /> : null}
        {search.length >= 2 && !student ? (
          <List<DocumentStudent>
            loading={students.isFetching}
            dataSource={students.data ?? []}
            locale={{ emptyText: t('admin.noStudents') }}
            renderItem={(s) => (
              <List.Item
                actions={[
                  <Button key="open" size="small" onClick={() => setStudent(s)}>
                    {t('admin.openStudent')}
                  </Button>,
                ]}
              >
                <List.Item.Meta title={`${s.StudentNo} ${s.FullName}`} description={s.Programme} />
              </List.Item>
            )}
          />
        ) : null}
      </Card>
      {student ? (
        <Card title={`${student.StudentNo} ${student.FullName}`} extra={student.Programme}>
          {docs.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('loadFailed')}
              action={<Button onClick={() => docs.refetch()}>{t('retry')}</Button>}
            />
          ) : (
            <Table<DocumentQueueItem>
              size="small"
              rowKey="Id"
              loading={docs.isFetching}
              dataSource={docs.data ?? []}
              scroll={docs.data?.length ? { x: 'max-content' } : undefined}
              pagination={false}
              locale={{ emptyText: t('empty') }}
              columns={[
                { title: t('columns.name'), dataIndex: 'Name' },
                {
                  title: t('columns.language'),
                  dataIndex: 'Language',
                  render: (l: 'tr' | 'en') => t(`language.${l}`),
                },
                { title: t('columns.requestedAt'), dataIndex: 'RequestedAt', render: when },
                { title: t('columns.createdAt'), dataIndex: 'CreatedAt', render: when },
                {
                  title: t('columns.status'),
                  dataIndex: 'Status',
                  render: (s: DocumentStatus) => <Tag color={COLORS[s]}>{t(`status.${s}`)}</Tag>,
                },
                {
                  title: t('columns.actions'),
                  key: 'a',
                  render: (_, d) => (
                    <Flex gap={4}>
                      <Button size="small" disabled={d.Status !== 'created'} onClick={() => download(d)}>
                        {t('download')}
                      </Button>
                      <Button size="small" danger onClick={() => setDeleting(d)}>
                        {t('delete')}
                      </Button>
                    </Flex>
                  ),
                },
              ]}
            />
          )}
        </Card>
      ) : search.length < 2 ? (
        <Empty description={t('admin.searchHint')} />
      ) : null}
      <Modal
        open={deleting !== null}
        title={t('confirmDelete.title')}
        okText={t('confirmDelete.ok')}
        cancelText={t('confirmDelete.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: remove.isPending }}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('confirmDelete.description', { name: deleting?.Name ?? '' })}</p>
        <Input.TextArea
          aria-label={t('admin.reason')}
          placeholder={t('admin.deleteReason')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Flex>
  )
}
