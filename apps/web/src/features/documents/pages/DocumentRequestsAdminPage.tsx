/**
 * The registrar's document queue (component key `DocumentRequestsAdmin`, ogrenci-isleri/belge-talepleri;
 * issue 22 "Request queues") on the shared request queue (issue 36, shared/request-queue): requests of the
 * reviewed kinds in the registrar's units, filtered (status, kind, requested dates, student) and paged on the
 * server; prepare, approve, reject with a reason, one by one or for the selected rows (bulk). A request decided
 * meanwhile (409) is named and the queue refreshed.
 */
import type { DocumentKind, DocumentQueueItem, DocumentQueueQuery } from '@unacs/contracts'
import { Button, Flex, Select, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DecideDialog } from '../../../shared/request-queue/DecideDialog.tsx'
import { RequestQueue } from '../../../shared/request-queue/RequestQueue.tsx'
import { useQueueDecision } from '../../../shared/request-queue/use-queue-decision.ts'
import { type QueueParams, useQueueParams } from '../../../shared/request-queue/use-queue-params.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { useDocumentDecision, useDocumentQueue } from '../api/document-admin.ts'

type Params = QueueParams & Partial<Omit<DocumentQueueQuery, 'page' | 'pageSize'>>
type Action = 'Prepare' | 'Approve' | 'Reject'
const STATUSES = ['open', 'requested', 'preparing', 'created', 'rejected', 'all'] as const
const KINDS: DocumentKind[] = ['course_contents', 'military_status']
const COLORS: Record<string, string> = {
  requested: 'blue',
  preparing: 'gold',
  created: 'green',
  rejected: 'red',
}
const open = (r: DocumentQueueItem) => r.Status === 'requested' || r.Status === 'preparing'

/** The queue page. */
export function DocumentRequestsAdminPage() {
  const { t } = useTranslation('documents')
  const state = useQueueParams<Params>({ Status: 'open', page: 1, pageSize: 20 })
  const [selected, setSelected] = useState<number[]>([])
  const [rejecting, setRejecting] = useState<number[] | null>(null)
  const queue = useDocumentQueue(state.params as Partial<DocumentQueueQuery> & Params)
  const decide = useDocumentDecision()
  const decision = useQueueDecision(decide, {
    describe: (r: DocumentQueueItem) => `${r.StudentNo} ${r.FullName} · ${r.Name}`,
    status: (r) => t(`status.${r.Status}`),
    failed: t('admin.failed'),
    refetch: queue.refetch,
  })
  const run = (action: Action, Ids: number[], Reason?: string) =>
    decision(
      { action, Ids, ...(Reason ? { Reason } : {}) },
      t(`admin.done.${action}`, { count: Ids.length }),
      () => {
        setSelected([])
        setRejecting(null)
      },
    )
  const none = selected.length === 0

  return (
    <>
      <RequestQueue<DocumentQueueItem, Params>
        state={state}
        query={queue}
        labels={{
          status: t('admin.statusFilter'),
          search: t('admin.search'),
          dates: t('admin.dates'),
          empty: t('admin.empty'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          title: t('admin.queueTitle'),
          actions: t('columns.actions'),
        }}
        statuses={STATUSES.map((s) => ({ value: s, label: t(`admin.statusOption.${s}`) }))}
        dates
        filters={
          <Select
            aria-label={t('admin.kindFilter')}
            style={{ minWidth: 200 }}
            allowClear
            placeholder={t('admin.allKinds')}
            value={state.params.Kind}
            onChange={(v?: DocumentKind) => state.filter({ Kind: v })}
            options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        }
        selection={{
          selectable: open,
          label: (r) => `${r.StudentNo} ${r.Name}`,
          selected,
          onChange: setSelected,
        }}
        bulk={
          <Flex gap="small" wrap>
            <Button disabled={none} loading={decide.isPending} onClick={() => run('Prepare', selected)}>
              {t('admin.prepareSelected')}
            </Button>
            <Button
              type="primary"
              disabled={none}
              loading={decide.isPending}
              onClick={() => run('Approve', selected)}
            >
              {t('admin.approveSelected')}
            </Button>
            <Button danger disabled={none} onClick={() => setRejecting(selected)}>
              {t('admin.rejectSelected')}
            </Button>
          </Flex>
        }
        columns={[
          { title: t('admin.col.student'), key: 's', render: (_, r) => `${r.StudentNo} ${r.FullName}` },
          { title: t('admin.col.programme'), dataIndex: 'Programme' },
          { title: t('columns.name'), dataIndex: 'Name' },
          {
            title: t('columns.language'),
            dataIndex: 'Language',
            render: (l: 'tr' | 'en') => t(`language.${l}`),
          },
          {
            title: t('columns.requestedAt'),
            dataIndex: 'RequestedAt',
            render: (iso: string | null) => (iso ? showDateTime(iso) : ''),
          },
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
        ]}
        actions={(r) =>
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
          ) : null
        }
      />
      <DecideDialog
        open={rejecting !== null}
        title={t('admin.rejectTitle', { count: rejecting?.length ?? 0 })}
        okText={t('admin.reject')}
        cancelText={t('confirmDelete.cancel')}
        reasonLabel={t('admin.reason')}
        reasonPlaceholder={t('admin.reasonPlaceholder')}
        danger
        pending={decide.isPending}
        onConfirm={(Reason) => rejecting && run('Reject', rejecting, Reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  )
}
