/**
 * The registrar's certificate queue (component key `CertificateRequestsAdmin`, ogrenci-isleri/sertifika-
 * talepleri; issue 20 § Certificate requests) on the shared request queue (issue 36, shared/request-queue):
 * the requests of students in the registrar's units, filtered and paged on the server; approve after a
 * confirmation (the certificate PDF with its verification code is created) or reject with a required reason
 * the student sees; download an approved certificate. Pending requests can be selected and approved or rejected
 * together (issue 36 "bulk decide", all or nothing). A request decided meanwhile (409) is named and the queue
 * refreshed.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { CertificateKind, CertificateQueueItem, CertificateQueueQuery } from '@unacs/contracts'
import { App, Button, Flex, Popconfirm, Select, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DecideDialog } from '../../../shared/request-queue/DecideDialog.tsx'
import { RequestQueue } from '../../../shared/request-queue/RequestQueue.tsx'
import { useQueueDecision } from '../../../shared/request-queue/use-queue-decision.ts'
import { type QueueParams, useQueueParams } from '../../../shared/request-queue/use-queue-params.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import {
  downloadCertificateAsRegistrar,
  useCertificateBulkDecision,
  useCertificateDecision,
  useCertificateQueue,
} from '../api/certificates.ts'
import { STATUS_COLORS } from '../components/CertificateTable.tsx'

type Params = QueueParams & Partial<Omit<CertificateQueueQuery, 'page' | 'pageSize'>>
const STATUSES = ['requested', 'approved', 'rejected', 'all'] as const
const KINDS: CertificateKind[] = ['participation', 'course_completion', 'language_proficiency']

/** The queue page. */
export function CertificateRequestsAdminPage() {
  const { t } = useTranslation('certificates')
  const { message } = App.useApp()
  const state = useQueueParams<Params>({ Status: 'requested', page: 1, pageSize: 20 })
  const [rejecting, setRejecting] = useState<CertificateQueueItem | null>(null)
  const [rejectingMany, setRejectingMany] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const queue = useCertificateQueue(state.params as Partial<CertificateQueueQuery> & Params)
  const decide = useCertificateDecision()
  const decideMany = useCertificateBulkDecision()
  const who = (r: CertificateQueueItem) => `${r.StudentNo} ${r.FullName}`
  const conflictText = {
    describe: (r: CertificateQueueItem) => `${who(r)} · ${t(`kind.${r.Kind}`)}`,
    status: (r: CertificateQueueItem) => t(`status.${r.Status}`),
    failed: t('admin.failed'),
    refetch: queue.refetch,
  }
  const run = useQueueDecision(decide, conflictText)
  const runMany = useQueueDecision(decideMany, conflictText)
  const count = selected.length
  /** Drops request `id` from the selection (decided on its own). */
  const unselect = (id: number) => setSelected((s) => s.filter((x) => x !== id))
  const closeMany = () => {
    setSelected([])
    setRejectingMany(false)
  }
  const onDownload = (id: number) =>
    downloadCertificateAsRegistrar(id).catch((e: unknown) =>
      message.error(e instanceof ApiError ? e.message : t('downloadFailed')),
    )

  return (
    <>
      <RequestQueue<CertificateQueueItem, Params>
        state={state}
        query={queue}
        labels={{
          status: t('admin.statusFilter'),
          search: t('admin.search'),
          empty: t('admin.empty'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
          title: t('admin.queueTitle'),
          filters: t('admin.filters'),
          actions: t('columns.actions'),
        }}
        statuses={STATUSES.map((s) => ({ value: s, label: t(`admin.statusOption.${s}`) }))}
        selection={{
          selectable: (r) => r.Status === 'requested',
          label: (r) => t('admin.select', { student: who(r), kind: t(`kind.${r.Kind}`) }),
          selected,
          onChange: setSelected,
        }}
        bulk={
          <Flex gap="small" wrap>
            <Popconfirm
              title={t('admin.approveManyTitle', { count })}
              description={t('admin.approveManyDescription')}
              okText={t('admin.approve')}
              cancelText={t('admin.cancel')}
              okButtonProps={{ loading: decideMany.isPending }}
              disabled={count === 0}
              onConfirm={() =>
                runMany({ Ids: selected, Action: 'approve' }, t('admin.approvedMany', { count }), closeMany)
              }
            >
              <Button type="primary" disabled={count === 0} loading={decideMany.isPending}>
                {t('admin.approveSelected', { count })}
              </Button>
            </Popconfirm>
            <Button danger disabled={count === 0} onClick={() => setRejectingMany(true)}>
              {t('admin.rejectSelected', { count })}
            </Button>
          </Flex>
        }
        filters={
          <Select
            aria-label={t('admin.kindFilter')}
            style={{ minWidth: 240 }}
            allowClear
            placeholder={t('admin.allKinds')}
            value={state.params.Kind}
            onChange={(v?: CertificateKind) => state.filter({ Kind: v })}
            options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          />
        }
        columns={[
          { title: t('admin.student'), key: 's', render: (_, r) => who(r) },
          { title: t('admin.programme'), dataIndex: 'Programme' },
          { title: t('columns.kind'), dataIndex: 'Kind', render: (k: CertificateKind) => t(`kind.${k}`) },
          { title: t('columns.subject'), dataIndex: 'Subject' },
          { title: t('columns.purpose'), dataIndex: 'Purpose' },
          {
            title: t('columns.language'),
            dataIndex: 'Language',
            render: (l: 'tr' | 'en') => t(`language.${l}`),
          },
          {
            title: t('columns.requestedAt'),
            dataIndex: 'RequestedAt',
            render: (iso: string) => showDateTime(iso),
          },
          {
            title: t('columns.status'),
            key: 'status',
            render: (_, r) => (
              <Flex vertical gap={2}>
                <Tag color={STATUS_COLORS[r.Status]}>{t(`status.${r.Status}`)}</Tag>
                {r.RejectionReason ? <span>{r.RejectionReason}</span> : null}
              </Flex>
            ),
          },
        ]}
        actions={(r) =>
          r.Status === 'requested' ? (
            <Flex gap={4} wrap>
              <Popconfirm
                title={t('admin.approveTitle')}
                description={t('admin.approveDescription', { kind: t(`kind.${r.Kind}`), student: who(r) })}
                okText={t('admin.approve')}
                cancelText={t('admin.cancel')}
                okButtonProps={{ loading: decide.isPending }}
                onConfirm={() =>
                  run({ action: 'Approve', Id: r.Id }, t('admin.approved'), () => unselect(r.Id))
                }
              >
                <Button size="small" type="primary">
                  {t('admin.approve')}
                </Button>
              </Popconfirm>
              <Button size="small" danger onClick={() => setRejecting(r)}>
                {t('admin.reject')}
              </Button>
            </Flex>
          ) : r.Status === 'approved' ? (
            <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={() => onDownload(r.Id)}>
              {t('download')}
            </Button>
          ) : null
        }
      />
      <DecideDialog
        open={rejectingMany}
        title={t('admin.rejectManyTitle', { count })}
        okText={t('admin.reject')}
        cancelText={t('admin.cancel')}
        reasonLabel={t('admin.reason')}
        reasonPlaceholder={t('admin.reasonPlaceholder')}
        danger
        pending={decideMany.isPending}
        onConfirm={(Reason) =>
          runMany({ Ids: selected, Action: 'reject', Reason }, t('admin.rejectedMany', { count }), closeMany)
        }
        onCancel={() => setRejectingMany(false)}
      />
      <DecideDialog
        open={rejecting !== null}
        title={t('admin.rejectTitle')}
        okText={t('admin.reject')}
        cancelText={t('admin.cancel')}
        reasonLabel={t('admin.reason')}
        reasonPlaceholder={t('admin.reasonPlaceholder')}
        danger
        pending={decide.isPending}
        onConfirm={(Reason) =>
          rejecting &&
          run({ action: 'Reject', Id: rejecting.Id, Reason }, t('admin.rejected'), () => {
            unselect(rejecting.Id)
            setRejecting(null)
          })
        }
        onCancel={() => setRejecting(null)}
      />
    </>
  )
}
