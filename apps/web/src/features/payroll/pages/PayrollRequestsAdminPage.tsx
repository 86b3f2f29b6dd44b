/**
 * HR's payroll requests (component key `PayrollRequestsAdmin`, ik/bordro-talepleri; issue 22 "Request
 * queues"; spec §3 "Payroll request"): every request of the staff in HR's units, filtered by person, unit,
 * send date and state and paged on the server; the failure list (mail not sent) as its own tab; resend of a
 * failed request after confirmation; the filtered list (the open tab's) exports as XLSX. On the shared data
 * table, filter bar and export button (issue 36): the resend column stays in view at 1366 px.
 */
import type { PayrollAdminItem } from '@unacs/contracts'
import { App, Button, Card, Flex, Popconfirm, Tabs, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import {
  exportPayrollRequests,
  type PayrollAdminFilter,
  usePayrollAdminList,
  usePayrollResend,
  usePayrollUnits,
} from '../api/payroll-admin.ts'

/** The page. */
export function PayrollRequestsAdminPage() {
  const { t } = useTranslation('payroll')
  const { message } = App.useApp()
  const paging = usePaging()
  const { filter, patch } = useTableFilter<PayrollAdminFilter>({}, paging)
  const list = usePayrollAdminList(filter, paging.page, paging.pageSize)
  const units = usePayrollUnits()
  const resend = usePayrollResend()
  const failedTab = filter.State === 'failed'

  const onResend = (r: PayrollAdminItem) =>
    resend.mutate(r.Id, {
      onSuccess: (item) =>
        item.MailSent
          ? message.success(t('admin.resent', { email: item.Email }))
          : message.warning(t('admin.resendFailed')),
      onError: (e) => message.error(e instanceof ApiError ? e.message : t('admin.resendFailed')),
    })

  const table = (
    <DataTable<PayrollAdminItem>
      rowKey="Id"
      size="small"
      query={list}
      paging={paging}
      sizeChanger
      scrollX="max-content"
      emptyText={t('admin.empty')}
      failedText={t('admin.loadFailed')}
      columns={[
        { title: t('admin.col.person'), key: 'p', render: (_, r) => `${r.RegistryNo} ${r.FullName}` },
        { title: t('admin.col.unit'), dataIndex: 'Unit' },
        {
          title: t('admin.col.period'),
          key: 'm',
          render: (_, r) => `${String(r.Month).padStart(2, '0')}/${r.Year}`,
        },
        { title: t('admin.col.sentAt'), dataIndex: 'SendDate', render: (iso: string) => showDateTime(iso) },
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
      ]}
      actions={{
        title: t('admin.col.actions'),
        render: (_: unknown, r: PayrollAdminItem) =>
          r.MailSent ? null : (
            <Popconfirm
              title={t('admin.confirmResend', { email: r.Email })}
              okText={t('admin.resend')}
              cancelText={t('admin.cancel')}
              onConfirm={() => onResend(r)}
            >
              <Button size="small" type="primary" loading={resend.isPending && resend.variables === r.Id}>
                {t('admin.resend')}
              </Button>
            </Popconfirm>
          ),
      }}
    />
  )

  return (
    <Flex vertical gap="middle">
      <Card>
        <FilterBar<PayrollAdminFilter>
          filter={filter}
          onChange={patch}
          fields={[
            field.search('Search', t('admin.search'), { width: 'min(100%, 260px)' }),
            field.select(
              'UnitId',
              t('admin.unit'),
              t('admin.allUnits'),
              (units.data ?? []).map((u) => ({ value: u.Id, label: u.Name })),
              { showSearch: true, width: 'min(100%, 260px)' },
            ),
            field.dates('From', 'To', t('admin.dates')),
            ...(failedTab
              ? []
              : [
                  field.choice(
                    'State',
                    t('admin.stateFilter'),
                    t('admin.state.all'),
                    ['sent'] as const,
                    (s) => t(`admin.state.${s}`),
                    { width: 160 },
                  ),
                ]),
          ]}
        >
          <ExportButton onExport={() => exportPayrollRequests(filter)} failedText={t('admin.exportFailed')}>
            {t('admin.export')}
          </ExportButton>
        </FilterBar>
      </Card>
      <Card>
        <Tabs
          activeKey={failedTab ? 'failed' : 'all'}
          onChange={(k) => patch({ State: k === 'failed' ? 'failed' : undefined })}
          items={[
            { key: 'all', label: t('admin.tabAll'), children: failedTab ? null : table },
            { key: 'failed', label: t('admin.tabFailed'), children: failedTab ? table : null },
          ]}
        />
      </Card>
    </Flex>
  )
}
