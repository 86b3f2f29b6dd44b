/**
 * Any student's documents (component key `StudentDocumentsAdmin`, yetkili/ogrenci-belgeleri; issue 22
 * "Request queues"; spec §1 "student documents with request, download and delete"): search a student in the
 * caller's units by number or name, list their documents, download a created one, delete one with a reason
 * after confirmation (audited on the server). On the shared filter bar and data table (issue 36): the
 * students found and the documents are tables whose action column stays in view at 1366 px.
 */
import type { DocumentQueueItem, DocumentStatus, DocumentStudent } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Input, Modal, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { wholeList } from '../../../shared/data-table/whole-list.ts'
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
  const [student, setStudent] = useState<DocumentStudent | null>(null)
  // A new search forgets the student chosen from the previous one.
  const { filter, patch } = useTableFilter<{ Search?: string }>({}, { reset: () => setStudent(null) })
  const search = filter.Search ?? ''
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
        <Flex vertical gap="small">
          <FilterBar<{ Search?: string }>
            filter={filter}
            onChange={patch}
            fields={[
              field.search('Search', t('admin.studentSearch'), { width: 'min(100%, 360px)', maxLength: 100 }),
            ]}
          />
          {search.length >= 2 && !student ? (
            <DataTable<DocumentStudent>
              rowKey="Id"
              size="small"
              query={wholeList(students)}
              clientPageSize={10}
              scrollX="max-content"
              retry={false}
              emptyText={t('admin.noStudents')}
              columns={[
                { title: t('admin.col.student'), key: 's', render: (_, s) => `${s.StudentNo} ${s.FullName}` },
                { title: t('admin.col.programme'), dataIndex: 'Programme' },
              ]}
              actions={{
                title: t('columns.actions'),
                render: (_: unknown, s: DocumentStudent) => (
                  <Button size="small" onClick={() => setStudent(s)}>
                    {t('admin.openStudent')}
                  </Button>
                ),
              }}
            />
          ) : null}
        </Flex>
      </Card>
      {student ? (
        <Card title={`${student.StudentNo} ${student.FullName}`} extra={student.Programme}>
          <DataTable<DocumentQueueItem>
            rowKey="Id"
            size="small"
            query={wholeList(docs)}
            scrollX="max-content"
            failedText={t('loadFailed')}
            emptyText={t('empty')}
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
            ]}
            actions={{
              title: t('columns.actions'),
              render: (_: unknown, d: DocumentQueueItem) => (
                <Flex gap={4}>
                  <Button size="small" disabled={d.Status !== 'created'} onClick={() => download(d)}>
                    {t('download')}
                  </Button>
                  <Button size="small" danger onClick={() => setDeleting(d)}>
                    {t('delete')}
                  </Button>
                </Flex>
              ),
            }}
          />
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
