/**
 * Access log (component key `PrivacyAccessLog`, menu kvkk/erisim-kayitlari; issue 39 "Access log … with its own
 * viewer for the data protection officer and filters"): who on the staff read whose personal data, what, when
 * and from where; server-paged, newest first, with the XLSX export of the filtered records, on the shared data
 * table (issue 36). Data protection officer only.
 */
import type { AccessRecord } from '@unacs/contracts'
import { Card, Flex, Space, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { type AccessLogFilter, exportAccessLog, useAccessLog } from '../api/privacy-api.ts'
import { AccessLogFilters } from '../components/AccessLogFilters.tsx'

/** The page. */
export function AccessLogPage() {
  const { t, i18n } = useTranslation('privacy')
  const paging = usePaging()
  const { filter, patch } = useTableFilter<AccessLogFilter>({}, paging)
  const query = useAccessLog(filter, paging.page, paging.pageSize)
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'tr-TR', { timeZone: 'Europe/Istanbul' })

  return (
    <Card title={t('access.title')}>
      <Flex vertical gap="middle">
        <AccessLogFilters filter={filter} onChange={patch} />
        <Space wrap>
          <ExportButton onExport={() => exportAccessLog(filter)} failedText={t('access.exportFailed')}>
            {t('access.export')}
          </ExportButton>
        </Space>
        <DataTable<AccessRecord>
          rowKey="Id"
          query={query}
          paging={paging}
          sizeChanger
          showTotal={(n) => t('access.total', { count: n })}
          scrollX={960}
          emptyText={t('access.empty')}
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
                  {r.Impersonator ? <Tag>{t('access.impersonatedBy', { name: r.Impersonator })}</Tag> : null}
                </Space>
              ),
            },
            { title: t('access.col.subject'), dataIndex: 'Subject', width: 200 },
            { title: t('access.col.kind'), dataIndex: 'KindName', width: 220 },
            { title: t('access.col.target'), dataIndex: 'Target', width: 140 },
            { title: t('access.col.ip'), dataIndex: 'Ip', width: 140 },
          ]}
        />
      </Flex>
    </Card>
  )
}
