/**
 * HR's payroll requests (component key `PayrollRequestsAdmin`, ik/bordro-talepleri; issue 22 "Request
 * queues"; spec §3 "Payroll request"): every request of the staff in HR's units, filtered by person, unit,
 * send date and state and paged on the server; the failure list (mail not sent) as its own tab; resend of a
 * failed request after confirmation.
 */
import type { PayrollAdminItem } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Select, Table, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { DateRangeField } from '../../../shared/ui/DateField.tsx'
import {
  type PayrollAdminParams,
  usePayrollAdminList,
  usePayrollResend,
  usePayrollUnits,
} from '../api/payroll-admin.ts'

/** The page. */
export function PayrollRequestsAdminPage() {
  const { t } = useTranslation('payroll')
  const { message } = App.useApp()
  const [params, setParams] = useState<PayrollAdminParams>({ State: 'all', page: 1, pageSize: 20 })
  const list = usePayrollAdminList(params)
  const unitOptions = usePayrollUnits()
  const resend = usePayrollResend()
  const set = (p: Partial<PayrollAdminParams>) => setParams((old) => ({ ...old, page: 1, ...p }))
  const when = (iso: string) => showDateTime(iso)

  const onResend = (r: PayrollAdminItem) =>
    resend.mutate(r.Id, {
      onSuccess: (item) =>
        item.MailSent
          ? message.success(t('admin.resent', { email: item.Email }))
          : message.warning(t('admin.resendFailed')),
      onError: (e) => message.error(e instanceof ApiError ? e.message : t('admin.resendFailed')),
    })

  const table = (
    <>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.loadFailed')}
          description={list.error.message}
          action={<Button onClick={() => list.refetch()}>{t('admin.retry')}</Button>}
        />
      ) : (
        <Table<PayrollAdminItem>
          size="small"
          rowKey="Id"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          // An empty table scrolls nothing: no scroll region without focusable content (axe).
          scroll={list.data?.items.length ? { x: 'max-content' } : undefined}
          locale={{ emptyText: t('admin.empty') }}
          pagination={{
            current: params.page,
            pageSize: params.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
          }}
          columns={[
            { title: t('admin.col.person'), key: 'p', render: (_, r) => `${r.RegistryNo} ${r.FullName}` },
            { title: t('admin.col.unit'), dataIndex: 'Unit' },
            {
              title: t('admin.col.period'),
              key: 'm',
              render: (_, r) => `${String(r.Month).padStart(2, '0')}/${r.Year}`,
            },
            { title: t('admin.col.sentAt'), dataIndex: 'SendDate', render: when },
            { title: t('admin.col.ip'), dataIndex: 'IpAddress' },
            {
              title: t('admin.col.state'),
              dataIndex: 'MailSent',
              render: (sent: boolean) =>
                sent ? (
                  <Tag color="green">{t('admin.state.sent')}</Tag>
                ) : (
                  <Tag color="red">{t('admin.state.failed')}</Tag>
                ),
            },
            {
              title: t('admin.col.actions'),
              key: 'a',
              render: (_, r) =>
                r.MailSent ? null : (
                  <Popconfirm
                    title={t('admin.confirmResend', { email: r.Email })}
                    okText={t('admin.resend')}
                    cancelText={t('admin.cancel')}
                    onConfirm={() => onResend(r)}
                  >
                    <Button
                      size="small"
                      type="primary"
                      loading={resend.isPending && resend.variables === r.Id}
                    >
                      {t('admin.resend')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
    </>
  )

  return (
    <Flex vertical gap="middle">
      <Card>
        <Flex wrap gap="small">
          <Input.Search
            aria-label={t('admin.search')}
            placeholder={t('admin.search')}
            allowClear
            style={{ maxWidth: 260 }}
            onSearch={(v) => set({ Search: v.trim() || undefined })}
          />
          <Select
            aria-label={t('admin.unit')}
            style={{ minWidth: 220 }}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('admin.allUnits')}
            loading={unitOptions.isLoading}
            onChange={(v?: number) => set({ UnitId: v })}
            options={(unitOptions.data ?? []).map((u) => ({ value: u.Id, label: u.Name }))}
          />
          <DateRangeField
            aria-label={t('admin.dates')}
            onChange={(d) => set({ From: d?.[0]?.format('YYYY-MM-DD'), To: d?.[1]?.format('YYYY-MM-DD') })}
          />
          {params.State !== 'failed' ? (
            <Select
              aria-label={t('admin.stateFilter')}
              style={{ minWidth: 150 }}
              value={params.State}
              onChange={(v: 'all' | 'sent') => set({ State: v })}
              options={(['all', 'sent'] as const).map((s) => ({ value: s, label: t(`admin.state.${s}`) }))}
            />
          ) : null}
        </Flex>
      </Card>
      <Card>
        <Tabs
          activeKey={params.State === 'failed' ? 'failed' : 'all'}
          onChange={(k) => set({ State: k === 'failed' ? 'failed' : 'all' })}
          items={[
            { key: 'all', label: t('admin.tabAll'), children: params.State !== 'failed' ? table : null },
            {
              key: 'failed',
              label: t('admin.tabFailed'),
              children: params.State === 'failed' ? table : null,
            },
          ]}
        />
      </Card>
    </Flex>
  )
}
