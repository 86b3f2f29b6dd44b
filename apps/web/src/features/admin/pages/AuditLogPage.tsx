/**
 * Audit log (component key `AuditLog`, menu sistem/denetim-kayitlari; issue 22): the hash-chain
 * verification on top, filters, the server-paged entries newest first with before/after diffs, and the
 * XLSX export of the filtered entries. System administrator only.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { AuditFilter, AuditRow } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
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
  const { message } = App.useApp()
  const [filter, setFilter] = useState<AuditFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [exporting, setExporting] = useState(false)
  const query = useAuditLog(filter, page, pageSize)
  const when = (iso: string) => showDateTime(iso)

  const doExport = async () => {
    setExporting(true)
    try {
      await exportAudit(filter)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Flex vertical gap="middle">
      <ChainBanner />
      <Card title={t('audit.title')}>
        <Flex vertical gap="middle">
          <AuditFilters
            filter={filter}
            onChange={(f) => {
              setFilter(f)
              setPage(1)
            }}
          />
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
              {t('export')}
            </Button>
          </Space>
          {query.isError ? (
            <Alert
              type="error"
              showIcon
              title={t('loadFailed')}
              description={query.error.message}
              action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
            />
          ) : (
            <Table<AuditRow>
              rowKey="Id"
              size="middle"
              loading={query.isFetching}
              dataSource={query.data?.items ?? []}
              scroll={query.data?.items.length ? { x: 900 } : undefined}
              locale={{ emptyText: <Empty description={t('audit.empty')} /> }}
              expandable={{
                expandedRowRender: (r) => <AuditDiff before={r.Before} after={r.After} />,
                expandRowByClick: false,
              }}
              pagination={{
                current: page,
                pageSize,
                total: query.data?.total ?? 0,
                showSizeChanger: true,
                showTotal: (n) => t('audit.total', { count: n }),
                onChange: (p, s) => {
                  setPage(s === pageSize ? p : 1)
                  setPageSize(s)
                },
              }}
              columns={[
                { title: t('audit.col.at'), dataIndex: 'At', width: 170, render: when },
                {
                  title: t('audit.col.actor'),
                  key: 'actor',
                  width: 220,
                  render: (_: unknown, r) => (
                    <Space direction="vertical" size={0}>
                      <span>{r.Actor ?? t('audit.system')}</span>
                      {r.Impersonator ? (
                        <Tag>{t('audit.impersonatedBy', { name: r.Impersonator })}</Tag>
                      ) : null}
                      {r.OnBehalfOf ? <Tag>{t('audit.onBehalfOf', { no: r.OnBehalfOf })}</Tag> : null}
                    </Space>
                  ),
                },
                {
                  title: t('audit.col.entity'),
                  key: 'entity',
                  width: 200,
                  render: (_: unknown, r) => `${r.Entity} #${r.EntityId}`,
                },
                { title: t('audit.col.action'), dataIndex: 'Action', width: 120 },
                {
                  title: t('audit.col.reason'),
                  dataIndex: 'Reason',
                  render: (v: string | null) => <Typography.Text>{v ?? '—'}</Typography.Text>,
                },
              ]}
            />
          )}
        </Flex>
      </Card>
    </Flex>
  )
}
