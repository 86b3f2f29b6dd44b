/**
 * A review queue (issue 16 "Offices … has its queue", "Dean's office pre-approval and registrar approval:
 * queues with filters (unit, reason, date), approve / reject with reason, bulk approve"): the caller's step's
 * requests, paged on the server, filtered by state, unit (dean's office and registrar), reason, date range
 * and student number; row actions; a
 * details drawer with the offices' state (an office settles its own debts there).
 */
import type { DepartureOffice, DepartureQueueItem, DepartureReason } from '@unacs/contracts'
import { ZDepartureReason } from '@unacs/contracts'
import { Alert, App, Button, Drawer, Flex, Input, Segmented, Select, Skeleton, Table, Tag } from 'antd'
import type { Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import { useBulkApprove } from '../api/bulk-approve.ts'
import { type QueueParams, useQueue } from '../api/get-queue.ts'
import { useRequest } from '../api/get-request.ts'
import { useSettleDebt } from '../api/settle-debt.ts'
import { CertificateButtons } from './CertificateButtons.tsx'
import { statusColor, tl, when } from './format.ts'
import { OfficeStates } from './OfficeStates.tsx'
import { RequestDetails } from './RequestDetails.tsx'
import { ReviewActions } from './ReviewActions.tsx'
import { UnitFilter } from './UnitFilter.tsx'

/** Props: the caller's office (offices), or none (the dean's office and the registrar); `registrar` shows certificates. */
export function ReviewQueue({
  office,
  registrar = false,
}: {
  office?: DepartureOffice
  registrar?: boolean
}) {
  const { t, i18n } = useTranslation('departure')
  const { message } = App.useApp()
  const [params, setParams] = useState<QueueParams>({ page: 1, pageSize: 20, State: 'open' })
  const [selected, setSelected] = useState<number[]>([])
  const [detail, setDetail] = useState<number | null>(null)
  const query = useQueue(params)
  const request = useRequest(detail)
  const bulk = useBulkApprove()
  const settle = useSettleDebt()
  const set = (p: Partial<QueueParams>) => setParams((old) => ({ ...old, page: 1, ...p }))
  const lang = i18n.language

  const columns = [
    { title: t('queue.studentNo'), dataIndex: 'StudentNo' },
    { title: t('queue.name'), dataIndex: 'StudentName' },
    { title: t('queue.programme'), dataIndex: 'Programme', responsive: ['md' as const] },
    { title: t('queue.unit'), dataIndex: 'Unit', responsive: ['lg' as const] },
    { title: t('queue.reason'), dataIndex: 'Reason', render: (r: DepartureReason) => t(`reason.${r}`) },
    {
      title: t('queue.requestedAt'),
      dataIndex: 'RequestedAt',
      render: (v: string) => when(v, lang),
      responsive: ['md' as const],
    },
    {
      title: t('queue.debt'),
      dataIndex: 'DebtKurus',
      render: (v: number, r: DepartureQueueItem) =>
        r.OpenItemCount > 0 ? (
          <Tag variant="outlined">{`${tl(v, lang)} · ${t('offices.items', { count: r.OpenItemCount })}`}</Tag>
        ) : (
          tl(v, lang)
        ),
    },
    {
      title: t('queue.status'),
      dataIndex: 'Status',
      render: (s: string) => <Tag color={statusColor[s]}>{t(`status.${s}` as 'status.requested')}</Tag>,
      responsive: ['sm' as const],
    },
    {
      title: t('queue.actions'),
      key: 'a',
      render: (_: unknown, r: DepartureQueueItem) => (
        <Flex gap="small" wrap>
          <ReviewActions item={r} office={Boolean(office)} onDetail={() => setDetail(r.Id)} />
          {registrar && r.Status === 'completed' ? <CertificateButtons id={r.Id} size="small" /> : null}
        </Flex>
      ),
    },
  ]

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap align="center">
        <Segmented
          value={params.State}
          onChange={(v) => set({ State: v as 'open' | 'done' })}
          options={[
            { value: 'open', label: t('queue.open') },
            { value: 'done', label: t('queue.done') },
          ]}
        />
        {!office ? <UnitFilter value={params.UnitId} onChange={(UnitId) => set({ UnitId })} /> : null}
        <Select
          aria-label={t('queue.reason')}
          value={params.Reason ?? ''}
          style={{ minWidth: 200 }}
          onChange={(v: DepartureReason | '') => set({ Reason: v || undefined })}
          options={[
            { value: '', label: t('queue.allReasons') },
            ...ZDepartureReason.options.map((r) => ({ value: r, label: t(`reason.${r}`) })),
          ]}
        />
        <DateRangeField
          aria-label={t('queue.dates')}
          onChange={(v) => {
            const [a, b] = (v ?? [null, null]) as [Dayjs | null, Dayjs | null]
            set({ From: a?.format('YYYY-MM-DD'), To: b?.format('YYYY-MM-DD') })
          }}
        />
        <Input.Search
          allowClear
          aria-label={t('queue.search')}
          placeholder={t('queue.search')}
          style={{ maxWidth: 220 }}
          onSearch={(v) => set({ StudentNo: v.trim() || undefined })}
        />
        {!office && params.State === 'open' ? (
          <Button
            type="primary"
            disabled={selected.length === 0}
            loading={bulk.isPending}
            onClick={() =>
              bulk.mutate(
                { Ids: selected },
                {
                  onSuccess: (res) => {
                    const r = res as { Approved: number[]; Skipped: number[] }
                    message.success(
                      t('queue.bulkDone', { approved: r.Approved.length, skipped: r.Skipped.length }),
                    )
                    setSelected([])
                  },
                  onError: (e) => message.error(e.message),
                },
              )
            }
          >
            {t('queue.bulkApprove', { count: selected.length })}
          </Button>
        ) : null}
      </Flex>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('queue.loadFailed')}
          description={query.error.message}
          action={<Button onClick={() => query.refetch()}>{t('queue.retry')}</Button>}
        />
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table<DepartureQueueItem>
            rowKey="Id"
            size="small"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            columns={columns}
            locale={{ emptyText: t('queue.empty') }}
            rowSelection={
              !office && params.State === 'open'
                ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }
                : undefined
            }
            pagination={{
              current: params.page,
              pageSize: params.pageSize,
              total: query.data?.total ?? 0,
              onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
            }}
          />
        </div>
      )}
      <Drawer open={detail !== null} onClose={() => setDetail(null)} title={t('detail.title')} size="large">
        {request.isPending ? (
          <Skeleton active />
        ) : request.isError ? (
          <Alert type="error" showIcon title={request.error.message} />
        ) : (
          <Flex vertical gap="middle">
            <OfficeStates
              offices={request.data.Offices}
              ownOffice={office}
              onSettle={(id) =>
                settle.mutate(
                  { DebtId: id },
                  {
                    onSuccess: () => message.success(t('queue.settled')),
                    onError: (e) => message.error(e.message),
                  },
                )
              }
            />
            <RequestDetails request={request.data} />
          </Flex>
        )}
      </Drawer>
    </Flex>
  )
}
