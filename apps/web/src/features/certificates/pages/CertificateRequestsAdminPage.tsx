/**
 * The registrar's certificate queue (component key `CertificateRequestsAdmin`, ogrenci-isleri/sertifika-
 * talepleri; issue 20 § Certificate requests): the requests of students in the registrar's units, filtered
 * and paged on the server; approve after a confirmation (the certificate PDF with its verification code is
 * created) or reject with a required reason the student sees; download an approved certificate.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { CertificateKind, CertificateQueueItem, CertificateQueueQuery } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Input, Modal, Popconfirm, Select, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import {
  downloadCertificateAsRegistrar,
  useCertificateDecision,
  useCertificateQueue,
} from '../api/certificates.ts'
import { STATUS_COLORS } from '../components/CertificateTable.tsx'

type Params = Partial<CertificateQueueQuery> & { page: number; pageSize: number }
const STATUSES = ['requested', 'approved', 'rejected', 'all'] as const
const KINDS: CertificateKind[] = ['participation', 'course_completion', 'language_proficiency']

/** The queue page. */
export function CertificateRequestsAdminPage() {
  const { t } = useTranslation('certificates')
  const { message } = App.useApp()
  const [params, setParams] = useState<Params>({ Status: 'requested', page: 1, pageSize: 20 })
  const [rejecting, setRejecting] = useState<CertificateQueueItem | null>(null)
  const [reason, setReason] = useState('')
  const queue = useCertificateQueue(params)
  const decide = useCertificateDecision()
  const set = (p: Partial<Params>) => setParams((old) => ({ ...old, page: 1, ...p }))
  const when = (iso: string) => showDateTime(iso)

  const run = (action: 'Approve' | 'Reject', Id: number, Reason?: string) =>
    decide.mutate(
      { action, Id, ...(Reason ? { Reason } : {}) },
      {
        onSuccess: () => {
          message.success(t(action === 'Approve' ? 'admin.approved' : 'admin.rejected'))
          setRejecting(null)
          setReason('')
        },
        onError: (e) => message.error(e instanceof ApiError ? e.message : t('admin.failed')),
      },
    )
  const onDownload = (id: number) =>
    downloadCertificateAsRegistrar(id).catch((e: unknown) =>
      message.error(e instanceof ApiError ? e.message : t('downloadFailed')),
    )

  return (
    <Flex vertical gap="middle">
      <Card title={t('admin.filters')}>
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
            style={{ minWidth: 240 }}
            allowClear
            placeholder={t('admin.allKinds')}
            value={params.Kind}
            onChange={(v?: CertificateKind) => set({ Kind: v })}
            options={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
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
      <Card title={t('admin.queueTitle')}>
        {queue.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            description={queue.error.message}
            action={<Button onClick={() => queue.refetch()}>{t('retry')}</Button>}
          />
        ) : (
          <ScrollRegion label={t('admin.table')}>
            <Table<CertificateQueueItem>
              size="small"
              rowKey="Id"
              loading={queue.isFetching}
              dataSource={queue.data?.items ?? []}
              locale={{ emptyText: t('admin.empty') }}
              pagination={{
                current: params.page,
                pageSize: params.pageSize,
                total: queue.data?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
              }}
              columns={[
                { title: t('admin.student'), key: 's', render: (_, r) => `${r.StudentNo} ${r.FullName}` },
                { title: t('admin.programme'), dataIndex: 'Programme' },
                {
                  title: t('columns.kind'),
                  dataIndex: 'Kind',
                  render: (k: CertificateKind) => t(`kind.${k}`),
                },
                { title: t('columns.subject'), dataIndex: 'Subject' },
                { title: t('columns.purpose'), dataIndex: 'Purpose' },
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
                      <Tag color={STATUS_COLORS[r.Status]}>{t(`status.${r.Status}`)}</Tag>
                      {r.RejectionReason ? <span>{r.RejectionReason}</span> : null}
                    </Flex>
                  ),
                },
                {
                  title: t('columns.actions'),
                  key: 'actions',
                  render: (_, r) =>
                    r.Status === 'requested' ? (
                      <Flex gap={4} wrap>
                        <Popconfirm
                          title={t('admin.approveTitle')}
                          description={t('admin.approveDescription', {
                            kind: t(`kind.${r.Kind}`),
                            student: `${r.StudentNo} ${r.FullName}`,
                          })}
                          okText={t('admin.approve')}
                          cancelText={t('admin.cancel')}
                          okButtonProps={{ loading: decide.isPending }}
                          onConfirm={() => run('Approve', r.Id)}
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
                      <Button
                        size="small"
                        icon={<DownloadOutlined aria-hidden />}
                        onClick={() => onDownload(r.Id)}
                      >
                        {t('download')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </ScrollRegion>
        )}
      </Card>
      <Modal
        open={rejecting !== null}
        title={t('admin.rejectTitle')}
        okText={t('admin.reject')}
        cancelText={t('admin.cancel')}
        okButtonProps={{ danger: true, disabled: reason.trim().length < 3, loading: decide.isPending }}
        onOk={() => rejecting && run('Reject', rejecting.Id, reason.trim())}
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
