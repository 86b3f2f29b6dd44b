/** The deferrals ending within 60 days, soonest first (issue 20), with server-side pages. */

import { DownloadOutlined } from '@ant-design/icons'
import type { MilitaryStudent } from '@unacs/contracts'
import { Alert, App, Button, Empty, Flex, Table } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { downloadEnding, useEndingDeferrals } from '../api/military.ts'
import { deferralColumns } from './DeferralColumns.tsx'

/** The ending-soon table. */
export function EndingTable() {
  const { t, i18n } = useTranslation('military')
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const query = useEndingDeferrals(page, pageSize, i18n.language)
  const { message } = App.useApp()
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadEnding()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('loadFailed'))
    } finally {
      setDownloading(false)
    }
  }
  if (query.isError)
    return <Alert type="error" showIcon message={t('loadFailed')} description={query.error.message} />
  return (
    <Flex vertical gap="middle">
      <div>
        <Button
          icon={<DownloadOutlined />}
          onClick={download}
          loading={downloading}
          disabled={(query.data?.total ?? 0) === 0}
        >
          {t('ending.export')}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section aria-label={t('ending.title')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<MilitaryStudent>
          rowKey="StudentId"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.items ?? []}
          style={{ minWidth: 1200 }}
          locale={{ emptyText: <Empty description={t('ending.empty')} /> }}
          pagination={{
            current: page,
            pageSize,
            total: query.data?.total ?? 0,
            showTotal: (n) => t('total', { count: n }),
            onChange: (p, s) => {
              setPage(s === pageSize ? p : 1)
              setPageSize(s)
            },
          }}
          columns={deferralColumns(t)}
        />
      </section>
    </Flex>
  )
}
