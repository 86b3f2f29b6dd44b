/**
 * Audit log (component key `AuditLog`, menu sistem/denetim-kayitlari; issue 22): the hash-chain
 * verification on top, filters, the server-paged entries newest first with before/after diffs, and the
 * XLSX export of the filtered entries. System administrator only.
 */
import type { AuditFilter, AuditRow } from '@unacs/contracts'
import { Alert, Card, Flex, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { exportAudit, useAuditChain, useAuditLog } from '../api/audit.ts'
import { AuditDiff } from '../components/AuditDiff.tsx'
import { AuditFilters } from '../components/AuditFilters.tsx'

/** The chain verification's banner. */
function ChainBanner() {
  const { t } = useTranslation('admin')
  const chain = useAuditChain()
  if (chain.isPending) return <Alert type="info" showIcon title={t('audit.chain.checking')} />
  if (chain.isError) return <Alert type="warning" showIcon title={chain.error.message} />
  const c = chain.data
  return c.Ok ? (
    <Alert type="success" showIcon title={t('audit.chain.ok', { count: c.Count })} />
  ) : (
    <Alert
      type="error"
      showIcon
      title={
        c.Problem === 'unavailable'
          ? t('audit.chain.unavailable')
          : t('audit.chain.broken', { id: c.BrokenId ?? 0 })
      }
      description={
        c.Problem && c.Problem !== 'unavailable'
          ? t(`audit.chain.problem.${c.Problem}`, c.Problem)
          : undefined
      }
    />
  )
}

/** The page. */
export function AuditLogPage() {
  const { t } = useTranslation('admin')
  const paging = usePaging()
  const { filter, patch } = useTableFilter<AuditFilter>({}, paging)
  const query = useAuditLog(filter, paging.page, paging.pageSize)

  return (
    <Flex vertical gap="middle">
      <ChainBanner />
      <Card title={t('audit.title')}>
        <Flex vertical gap="middle">
          <AuditFilters filter={filter} onChange={patch} />
          <Space wrap>
            <ExportButton onExport={() => exportAudit(filter)} failedText={t('exportFailed')}>
              {t('export')}
            </ExportButton>
          </Space>
          <DataTable<AuditRow>
            rowKey="Id"
            query={query}
            paging={paging}
            sizeChanger
            showTotal={(n) => t('audit.total', { count: n })}
            scrollX={900}
            emptyText={t('audit.empty')}
            expandable={{
              expandedRowRender: (r) => <AuditDiff before={r.Before} after={r.After} row={r} />,
              expandRowByClick: false,
            }}
            columns={[
              {
                title: t('audit.col.at'),
                dataIndex: 'At',
                width: 170,
                render: (iso: string) => showDateTime(iso),
              },
              {
                title: t('audit.col.actor'),
                key: 'actor',
                width: 220,
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{r.Actor ?? t('audit.system')}</span>
                    {r.Impersonator ? <Tag>{t('audit.impersonatedBy', { name: r.Impersonator })}</Tag> : null}
                    {r.OnBehalfOf ? <Tag>{t('audit.onBehalfOf', { no: r.OnBehalfOf })}</Tag> : null}
                  </Space>
                ),
              },
              {
                title: t('audit.col.entity'),
                key: 'entity',
                width: 200,
                render: (_: unknown, r) =>
                  r.Subject ? `${r.EntityLabel} · ${r.Subject}` : `${r.EntityLabel} #${r.EntityId}`,
              },
              { title: t('audit.col.action'), dataIndex: 'ActionLabel', width: 120 },
              {
                title: t('audit.col.reason'),
                dataIndex: 'Reason',
                render: (v: string | null) => <Typography.Text>{v ?? '—'}</Typography.Text>,
              },
            ]}
          />
        </Flex>
      </Card>
    </Flex>
  )
}
