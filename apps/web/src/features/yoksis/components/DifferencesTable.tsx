/**
 * A comparison's differences (issues 20, 35): server-paged and filtered, exported as XLSX with the same filters;
 * the registrar selects accepted ones and puts them on the correction worklist (YÖKSİS has no write service);
 * each row shows its worklist state (to enter, entered, verified). On the shared data table (issue 36).
 */
import { FileAddOutlined } from '@ant-design/icons'
import type { Difference, DifferenceFilter } from '@unacs/contracts'
import { App, Badge, Button, Flex, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useSelection } from '../../../shared/data-table/use-selection.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { exportDifferences } from '../api/export-differences.ts'
import { useDifferences } from '../api/get-differences.ts'
import { useAddToWorklist } from '../api/worklist.ts'
import { DifferenceFilters } from './DifferenceFilters.tsx'
import { studentColumn } from './student-column.tsx'

/** Status badges (coloured dot, text in the body colour for contrast). */
const KIND_STATUS = { missingThere: 'warning', missingHere: 'error', fieldDiffers: 'default' } as const
const WORKLIST_STATUS = {
  none: 'default',
  open: 'warning',
  entered: 'processing',
  verified: 'success',
} as const

/** Props: the comparison whose differences are listed. */
export interface DifferencesTableProps {
  comparisonId: number
}

/** The filter bar, the export button and the table. */
export function DifferencesTable({ comparisonId }: DifferencesTableProps) {
  const { t } = useTranslation('yoksis')
  const { message } = App.useApp()
  const paging = usePaging()
  const { filter, patch } = useTableFilter<DifferenceFilter>({}, paging)
  const query = useDifferences(comparisonId, filter, paging.page, paging.pageSize)
  const add = useAddToWorklist()
  const selection = useSelection<Difference>()
  const selected = selection.selected

  const accept = async () => {
    try {
      const { Count } = await add.mutateAsync(selected)
      message.success(t('worklist.added', { count: Count }))
      selection.clear()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('worklist.failed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <DifferenceFilters filter={filter} onChange={patch} />
      <Space wrap>
        <ExportButton onExport={() => exportDifferences(comparisonId, filter)} failedText={t('exportFailed')}>
          {t('export')}
        </ExportButton>
        <Button
          icon={<FileAddOutlined />}
          disabled={selected.length === 0}
          loading={add.isPending}
          onClick={accept}
        >
          {t('worklist.addSelected', { count: selected.length })}
        </Button>
      </Space>
      <DataTable<Difference>
        rowKey="Id"
        query={query}
        paging={paging}
        sizeChanger
        showTotal={(n) => t('total', { count: n })}
        region={{ label: t('tableRegion'), minWidth: 1080 }}
        emptyText={t('emptyDifferences')}
        selection={selection.rowSelection(
          (r) => t('worklist.select', { name: r.FullName }),
          (r) => r.Worklist === 'open' || r.Worklist === 'entered',
        )}
        columns={[
          studentColumn(t('col.student'), 240),
          {
            title: t('col.kind'),
            dataIndex: 'Kind',
            width: 150,
            render: (k: Difference['Kind']) => <Badge status={KIND_STATUS[k]} text={t(`kind.${k}`)} />,
          },
          {
            title: t('col.field'),
            dataIndex: 'Field',
            width: 130,
            render: (f: Difference['Field']) => (f ? t(`field.${f}`) : '—'),
          },
          { title: t('col.ours'), dataIndex: 'Ours', width: 170, render: (v: string | null) => v ?? '—' },
          {
            title: t('col.theirs'),
            dataIndex: 'Theirs',
            width: 170,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('col.worklist'),
            key: 'worklist',
            width: 160,
            render: (_: unknown, r) => (
              <Badge status={WORKLIST_STATUS[r.Worklist]} text={t(`worklist.state.${r.Worklist}`)} />
            ),
          },
        ]}
      />
    </Flex>
  )
}
