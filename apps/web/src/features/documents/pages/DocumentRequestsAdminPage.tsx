/**
 * The registrar's document queue (component key `DocumentRequestsAdmin`, ogrenci-isleri/belge-talepleri;
 * issue 22 "Request queues"): requests of the reviewed kinds in the registrar's units, filtered and paged on
 * the server; prepare, approve, reject with a reason, one by one or for the selected rows (bulk).
 */
import type { DocumentKind, DocumentQueueItem, DocumentQueueQuery } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Input, Modal, Select, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import { useDocumentDecision, useDocumentQueue } from '../api/document-admin.ts'

type Params = Partial<DocumentQueueQuery> & { page: number; pageSize: number }
const STATUSES = ['open', 'requested', 'preparing', 'created', 'rejected', 'all'] as const
const KINDS: DocumentKind[] = ['course_contents', 'military_status']
const COLORS: Record<string, string> = {
  requested: 'blue',
  preparing: 'gold',
  created: 'green',
  rejected: 'red',
}

/** The queue page. */
export function DocumentRequestsAdminPage() {
  const { t } = useTranslation('documents')
  const { message } = App.useApp()
  const [params, setParams] = useState<Params>({ Status: 'open', page: 1, pageSize: 20 })
  const [selected, setSelected] = useState<number[]>([])
  const [rejecting, setRejecting] = useState<number[] | null>(null)
  const [reason, setReason] = useState('')
  const queue = useDocumentQueue(params)
  const decide = useDocumentDecision()
  const set = (p: Partial<Params>) => setParams((old) => ({ ...old, page: 1, ...p }))
  const when = (iso: string | null) => (iso ? showDateTime(iso) : '')

  const run = (action: 'Prepare' | 'Approve' | 'Reject', Ids: number[], Reason?: string) =>
    decide.mutate(
      { action, Ids, ...(Reason ? { Reason } : {}) },
      {
        onSuccess: () => {
          message.success(t(`admin.done.${action}`, { count: Ids.length }))
          setSelected([])
          setRejecting(null)
          setReason('')
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('admin.failed')),
      },
    )
  const open = (r: DocumentQueueItem) => r.Status === 'requested' || r.Status === 'preparing'

  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex wrap gap="small">
          <Select
            aria-label={t('admin.statusFilter')}
            style={{ minWidth: 170 }}
            value={params.Status}
            onChange={(v) => set({ Status: v })}
            options={STATUSES.map((s) => ({ value: s, label: t(`admin.statusOption.${s}`) }))}
          />
          <Select
            aria-label={t('admin.kindFilter')}
            style={{ minWidth: 200 }}
            allowClear
            placeholder={t('admin.allKinds')}
            value={params.Kind}
            onChange={(v?: DocumentKind) => set({ Kind: v })}
            options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
          <DateRangeField
            aria-label={t('admin.dates')}
            onChange={(d) => set({ From: d?.[0]?.format('YYYY-MM-DD'), To: d?.[1]?.format('YYYY-MM-DD') })}
            disabledDate={(d) => d.isAfter(dayjs())}
          />
          <Input.Search
            aria-label={t('admin.search')}
            placeholder={t('admin.search')}
            allowClear
            style={{ maxWidth: 260 }}
            onSearch={(v) => set({ Search: v.trim() || undefined })}
          />
        </Flex>
      </Card>
      <Card
        title={t('admin.queueTitle')}
        extra={
          <Flex gap="small" wrap>
            <Button
              disabled={selected.length === 0}
              loading={decide.isPending}
              onClick={() => run('Prepare', selected)}
            >
              {t('admin.prepareSelected')}
            </Button>
            <Button
              type="primary"
              disabled={selected.length === 0}
              loading={decide.isPending}
              onClick={() => run('Approve', selected)}
            >
              {t('admin.approveSelected')}
            </Button>
            <Button danger disabled={selected.length === 0} onClick={() => setRejecting(selected)}>
              {t('admin.rejectSelected')}
            </Button>
          </Flex>
        }
      >
        {queue.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={queue.error.message}
            action={<Button onClick={() => queue.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          // No `scroll.x`: with row selection its hidden measure row holds focusable checkboxes (axe
          // aria-hidden-focus); the wrapper scrolls instead.
          <div style={{ overflowX: 'auto' }}>
            <Table<DocumentQueueItem>
              size="small"
              rowKey="Id"
              loading={queue.isFetching}
              dataSource={queue.data?.items ?? []}
              locale={{ emptyText: t('admin.empty') }}
              rowSelection={{
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: !open(r), 'aria-label': `${r.StudentNo} ${r.Name}` }),
              }}
              pagination={{
                current: params.page,
                pageSize: params.pageSize,
                total: queue.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
              }}
              columns={[
                { title: t('admin.col.student'), key: 's', render: (_, r) => `${r.StudentNo} ${r.FullName}` },
                { title: t('admin.col.programme'), dataIndex: 'Programme' },
                { title: t('columns.name'), dataIndex: 'Name' },
                {
                  title: t('columns.language'),
                  dataIndex: 'Language',
                  render: (l: 'tr' | 'en') => t(`language.${l}`),
                },
                { title: t('columns.requestedAt'), dataIndex: 'RequestedAt', render: when },
                {
                  title: t('columns.status'),
                  key: 'status',
                  render: (_, r) => (
                    <Flex vertical gap={2}>
                      <Tag color={COLORS[r.Status]}>{t(`status.${r.Status}`)}</Tag>
                      {r.RejectionReason ? <span>{r.RejectionReason}</span> : null}
                    </Flex>
                  ),
                },
                {
                  title: t('columns.actions'),
                  key: 'actions',
                  render: (_, r) =>
                    open(r) ? (
                      <Flex gap={4} wrap>
                        {r.Status === 'requested' ? (
                          <Button size="small" onClick={() => run('Prepare', [r.Id])}>
                            {t('admin.prepare')}
                          </Button>
                        ) : null}
                        <Button size="small" type="primary" onClick={() => run('Approve', [r.Id])}>
                          {t('admin.approve')}
                        </Button>
                        <Button size="small" danger onClick={() => setRejecting([r.Id])}>
                          {t('admin.reject')}
                        </Button>
                      </Flex>
                    ) : null,
                },
              ]}
            />
          </div>
        )}
      </Card>
      <Modal
        open={rejecting !== null}
        title={t('admin.rejectTitle', { count: rejecting?.length ?? 0 })}
        okText={t('admin.reject')}
        cancelText={t('confirmDelete.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: decide.isPending }}
        onOk={() => rejecting && run('Reject', rejecting, reason.trim())}
        onCancel={() => setRejecting(null)}
      >
        <Input.TextArea
          aria-label={t('admin.reason')}
          placeholder={t('admin.reasonPlaceholder')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Flex>
  )
}
