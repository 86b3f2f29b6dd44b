/**
 * Access log (component key `PrivacyAccessLog`, menu kvkk/erisim-kayitlari; issue 39 "Access log … with its own
 * viewer for the data protection officer and filters"): who on the staff read whose personal data, what, when
 * and from where; server-paged, newest first, with the XLSX export of the filtered records. Data protection
 * officer only.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { AccessRecord } from '@unacs/contracts'
import { Alert, App, Button, Card, Empty, Flex, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { type AccessLogFilter, exportAccessLog, useAccessLog } from '../api/privacy-api.ts'
import { AccessLogFilters } from '../components/AccessLogFilters.tsx'

/** The page. */
export function AccessLogPage() {
  const { t, i18n } = useTranslation('privacy')
  const { message } = App.useApp()
  const [filter, setFilter] = useState<AccessLogFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [exporting, setExporting] = useState(false)
  const query = useAccessLog(filter, page, pageSize)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })

  const doExport = async () => {
    setExporting(true)
    try {
      await exportAccessLog(filter)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('access.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card title={t('access.title')}>
      <Flex vertical gap="middle">
        <AccessLogFilters
          filter={filter}
          onChange={(f) => {
            setFilter(f)
            setPage(1)
          }}
        />
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport}>
            {t('access.export')}
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
          <Table<AccessRecord>
            rowKey="Id"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            scroll={query.data?.items.length ? { x: 960 } : undefined}
            locale={{ emptyText: <Empty description={t('access.empty')} /> }}
            pagination={{
              current: page,
              pageSize,
              total: query.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => t('access.total', { count: n }),
              onChange: (p, s) => {
                setPage(s === pageSize ? p : 1)
                setPageSize(s)
              },
            }}
            columns={[
              { title: t('access.col.at'), dataIndex: 'At', width: 170, render: when },
              {
                title: t('access.col.reader'),
                key: 'reader',
                width: 220,
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{r.Reader}</span>
                    <span style={{ opacity: 0.75 }}>{r.ReaderRole}</span>
                    {r.Impersonator ? (
                      <Tag>{t('access.impersonatedBy', { name: r.Impersonator })}</Tag>
                    ) : null}
                  </Space>
                ),
              },
              { title: t('access.col.subject'), dataIndex: 'Subject', width: 200 },
              { title: t('access.col.kind'), dataIndex: 'KindName', width: 220 },
              { title: t('access.col.target'), dataIndex: 'Target', width: 140 },
              { title: t('access.col.ip'), dataIndex: 'Ip', width: 140 },
            ]}
          />
        )}
      </Flex>
    </Card>
  )
}
