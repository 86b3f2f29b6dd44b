/**
 * Gown deposit refunds (component key `GownDepositRefunds`, menu mali/cubbe-depozito; issue 17; spec §4):
 * finance sees the deposits by state with totals (count and TL per state), refunds every deposit due at once
 * (after confirmation) and exports the list to XLSX. Server-side pagination.
 */
import type { GownDepositPage } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Select, Statistic, Table, Typography } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../shared/text/format.ts'
import { exportDeposits, useBulkRefund, useGownDeposits } from '../api/gown.ts'
import { GownStateTag } from '../components/GownStateTag.tsx'
import { formatKurus } from '../components/money.ts'

type Row = GownDepositPage['items'][number]
const FILTERS = ['all', 'due', 'pending', 'held', 'released', 'captured', 'refunded'] as const

/** The page. */
export function GownDepositRefundsPage() {
  const { t, i18n } = useTranslation('gown')
  const lang = i18n.language
  const { message, modal } = App.useApp()
  const [state, setState] = useState<string>('all')
  const [page, setPage] = useState({ page: 1, pageSize: 20 })
  const list = useGownDeposits(state, page.page, page.pageSize)
  const bulk = useBulkRefund()
  const [exporting, setExporting] = useState(false)
  const due = list.data?.totals.find((x) => x.State === 'due')

  const columns: ColumnsType<Row> = [
    { title: t('col.studentNo'), dataIndex: 'StudentNo' },
    { title: t('col.name'), dataIndex: 'StudentName' },
    { title: t('col.size'), dataIndex: 'Size', responsive: ['sm'] },
    { title: t('student.state'), dataIndex: 'State', render: (v: string) => <GownStateTag state={v} /> },
    {
      title: t('student.depositState'),
      dataIndex: 'DepositState',
      render: (v: string, r) => (
        <>
          <GownStateTag state={v} />
          {r.Due && <GownStateTag state="due" />}
        </>
      ),
    },
    {
      title: t('col.amount'),
      dataIndex: 'DepositKurus',
      align: 'right',
      render: (v: number) => formatKurus(v, lang),
    },
    {
      title: t('col.returnedAt'),
      dataIndex: 'ReturnedAt',
      responsive: ['md'],
      render: (v: string | null, r) =>
        v ? `${showDateTime(v)}${r.ReturnedLate ? ` · ${t('late')}` : ''}` : '—',
    },
    {
      title: t('col.reason'),
      dataIndex: 'CaptureReason',
      responsive: ['md'],
      render: (v: string | null) => v ?? '—',
    },
  ]

  const refundAll = () =>
    modal.confirm({
      title: t('deposits.bulk'),
      content: t('deposits.bulkConfirm', {
        count: due?.Count ?? 0,
        amount: formatKurus(due?.AmountKurus ?? 0, lang),
      }),
      okText: t('handout.confirm'),
      cancelText: t('handout.cancel'),
      onOk: () =>
        bulk.mutateAsync().then(
          (res) => void message.success(`${res.Released} · ${formatKurus(res.AmountKurus, lang)}`),
          (e: Error) => void message.error(e.message),
        ),
    })

  const doExport = () => {
    setExporting(true)
    exportDeposits(state)
      .catch((e: Error) => void message.error(e.message))
      .finally(() => setExporting(false))
  }

  return (
    <Flex vertical gap="middle">
      <Card title={t('deposits.title')}>
        {list.isError ? (
          <Alert type="error" showIcon title={list.error.message} />
        ) : (
          <Flex gap="large" wrap>
            {(list.data?.totals ?? []).map((x) => (
              <Statistic
                key={x.State}
                title={`${t(`state.${x.State}` as 'state.all')} (${x.Count})`}
                value={formatKurus(x.AmountKurus, lang)}
              />
            ))}
          </Flex>
        )}
      </Card>
      <Card>
        <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
          <Typography.Text>{t('deposits.filter')}</Typography.Text>
          <Select
            aria-label={t('deposits.filter')}
            value={state}
            style={{ minWidth: 200 }}
            onChange={(v) => {
              setState(v)
              setPage((p) => ({ ...p, page: 1 }))
            }}
            options={FILTERS.map((f) => ({ value: f, label: t(`state.${f}`) }))}
          />
          <Button type="primary" disabled={!due?.Count} loading={bulk.isPending} onClick={refundAll}>
            {t('deposits.bulk')}
          </Button>
          <Button loading={exporting} onClick={doExport}>
            {t('deposits.export')}
          </Button>
        </Flex>
        {/* The scrolling box is focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <section aria-label={t('deposits.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<Row>
            rowKey="Id"
            size="small"
            columns={columns}
            dataSource={list.data?.items ?? []}
            loading={list.isFetching}
            locale={{ emptyText: <Typography.Text>{t('deposits.empty')}</Typography.Text> }}
            style={{ minWidth: 720 }}
            pagination={{
              current: page.page,
              pageSize: page.pageSize,
              total: list.data?.total ?? 0,
              showSizeChanger: true,
              onChange: (p, s) => setPage({ page: p, pageSize: s }),
            }}
          />
        </section>
      </Card>
    </Flex>
  )
}
