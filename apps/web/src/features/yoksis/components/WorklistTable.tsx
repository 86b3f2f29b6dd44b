/**
 * The correction worklist (issue 35 "Corrections"): differences the registrar accepted, to enter in YÖKSİS's
 * own screens (there is no write service). Filtered by state, downloaded as XLSX with YÖKSİS's field names; the
 * registrar marks entered ones, and the next comparison covering the person verifies them. On the shared data
 * table (issue 36).
 */
import { CheckOutlined } from '@ant-design/icons'
import type { WorklistItem, WorklistState } from '@unacs/contracts'
import { App, Badge, Button, Flex, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { DataTable } from '../../../shared/data-table/DataTable.tsx'
import { ExportButton } from '../../../shared/data-table/ExportButton.tsx'
import { FilterBar } from '../../../shared/data-table/FilterBar.tsx'
import { field } from '../../../shared/data-table/filter-fields.ts'
import { usePaging } from '../../../shared/data-table/use-paging.ts'
import { useSelection } from '../../../shared/data-table/use-selection.ts'
import { useTableFilter } from '../../../shared/data-table/use-table-filter.ts'
import { showDateTime } from '../../../shared/text/format.ts'
import { exportWorklist, useMarkEntered, useWorklist } from '../api/worklist.ts'
import { studentColumn } from './student-column.tsx'

const STATE_STATUS = { open: 'warning', entered: 'processing', verified: 'success' } as const
const STATES = ['open', 'entered', 'verified'] as const

/** The worklist with its state filter, export and "entered" action. */
export function WorklistTable() {
  const { t } = useTranslation('yoksis')
  const { message } = App.useApp()
  const paging = usePaging(10)
  const { filter, patch } = useTableFilter<{ state?: WorklistState }>({ state: 'open' }, paging)
  const selection = useSelection<WorklistItem>()
  const selected = selection.selected
  const query = useWorklist(filter.state ?? null, paging.page, paging.pageSize)
  const mark = useMarkEntered()

  const entered = async () => {
    try {
      const { Count } = await mark.mutateAsync(selected)
      message.success(t('worklist.markedEntered', { count: Count }))
      selection.clear()
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('worklist.failed'))
    }
  }
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('worklist.intro')}</Typography.Paragraph>
      <FilterBar
        filter={filter}
        onChange={patch}
        fields={[
          field.choice(
            'state',
            t('worklist.stateFilter'),
            t('worklist.all'),
            STATES,
            (s) => t(`worklist.state.${s}`),
            {
              width: 200,
            },
          ),
        ]}
      >
        <Space wrap>
          <ExportButton onExport={() => exportWorklist(filter.state ?? null)} failedText={t('exportFailed')}>
            {t('worklist.export')}
          </ExportButton>
          <Button
            icon={<CheckOutlined />}
            disabled={selected.length === 0}
            loading={mark.isPending}
            onClick={entered}
          >
            {t('worklist.markEntered', { count: selected.length })}
          </Button>
        </Space>
      </FilterBar>
      <DataTable<WorklistItem>
        rowKey="Id"
        query={query}
        paging={paging}
        retry={false}
        showTotal={(n) => t('total', { count: n })}
        region={{ label: t('worklist.title'), minWidth: 980 }}
        emptyText={t('worklist.empty')}
        selection={selection.rowSelection(
          (r) => t('worklist.select', { name: r.FullName }),
          (r) => r.State !== 'open',
        )}
        columns={[
          studentColumn(t('col.student'), 230),
          {
            title: t('worklist.yoksisField'),
            key: 'field',
            width: 240,
            render: (_: unknown, r) => <code>{r.YoksisField ?? t(`kind.${r.Kind}`)}</code>,
          },
          {
            title: t('col.theirs'),
            dataIndex: 'Theirs',
            width: 150,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('worklist.toEnter'),
            dataIndex: 'Ours',
            width: 150,
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('worklist.stateCol'),
            key: 'state',
            width: 170,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <Badge status={STATE_STATUS[r.State]} text={t(`worklist.state.${r.State}`)} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {showDateTime(r.VerifiedAt ?? r.EnteredAt ?? r.CreatedAt)}
                </Typography.Text>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  )
}
