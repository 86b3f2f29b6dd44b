/** The deferrals ending within 60 days, soonest first (issue 20), with server-side pages on the shared data table (issue 36). */

import type { MilitaryStudent } from '@unacs/contracts'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { downloadEnding, useEndingDeferrals } from '../api/military.ts'
import { deferralColumns } from './DeferralColumns.tsx'

/** The ending-soon table. */
export function EndingTable() {
  const { t, i18n } = useTranslation('military')
  const paging = usePaging()
  const query = useEndingDeferrals(paging.page, paging.pageSize, i18n.language)
  const table = (
    <DataTable<MilitaryStudent>
      rowKey="StudentId"
      query={query}
      paging={paging}
      retry={false}
      showTotal={(n) => t('total', { count: n })}
      region={{ label: t('ending.title'), minWidth: 1200 }}
      emptyText={t('ending.empty')}
      columns={deferralColumns(t)}
    />
  )
  if (query.isError) return table
  return (
    <Flex vertical gap="middle">
      <div>
        <ExportButton
          onExport={downloadEnding}
          failedText={t('loadFailed')}
          disabled={(query.data?.total ?? 0) === 0}
        >
          {t('ending.export')}
        </ExportButton>
      </div>
      {table}
    </Flex>
  )
}
