/** The fees of a version by term with totals, amounts formatted from minor units (issue 19). */
import type { FeeRow } from '@unacs/contracts'
import { Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { formatMoney } from './money.ts'

/** Props: the rows and, optionally, a click on a row (edit). */
export function FeeTable({ rows, onPick }: { rows: FeeRow[]; onPick?: (row: FeeRow) => void }) {
  const { t, i18n } = useTranslation('programmes')
  const money = (minor: number, r: FeeRow) => formatMoney(minor, r.Currency, i18n.language)
  return (
    <ScrollRegion label={t('fees.title')}>
      <Table<FeeRow>
        size="small"
        rowKey="TermId"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('fees.empty') }}
        {...(onPick ? { onRow: (r) => ({ onClick: () => onPick(r), style: { cursor: 'pointer' } }) } : {})}
        columns={[
          { title: t('fees.term'), dataIndex: 'Term' },
          { title: t('fees.Fee1'), dataIndex: 'Fee1', align: 'right', render: (v, r) => money(v, r) },
          { title: t('fees.Fee2'), dataIndex: 'Fee2', align: 'right', render: (v, r) => money(v, r) },
          { title: t('fees.Fee3'), dataIndex: 'Fee3', align: 'right', render: (v, r) => money(v, r) },
          {
            title: t('fees.total'),
            dataIndex: 'FeeTotal',
            align: 'right',
            render: (v, r) => <strong>{money(v, r)}</strong>,
          },
          {
            title: t('fees.prepTotal'),
            dataIndex: 'PrepFeeTotal',
            align: 'right',
            render: (v, r) => money(v, r),
          },
        ]}
      />
    </ScrollRegion>
  )
}
