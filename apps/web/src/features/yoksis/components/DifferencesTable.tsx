/**
 * A comparison's differences (issues 20, 35): server-paged and filtered, exported as XLSX with the same filters;
 * the registrar selects accepted ones and puts them on the correction worklist (YÖKSİS has no write service);
 * each row shows its worklist state (to enter, entered, verified).
 */
import { DownloadOutlined, FileAddOutlined } from '@ant-design/icons'
import type { Difference, DifferenceFilter } from '@unacs/contracts'
import { Alert, App, Badge, Button, Empty, Flex, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { exportDifferences } from '../api/export-differences.ts'
import { useDifferences } from '../api/get-differences.ts'
import { useAddToWorklist } from '../api/worklist.ts'
import { DifferenceFilters } from './DifferenceFilters.tsx'

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
  const [filter, setFilter] = useState<DifferenceFilter>({})
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(20)
  const [exporting, setExporting] = useState(false)
  const query = useDifferences(comparisonId, filter, page, pageSize)
  const add = useAddToWorklist()
  const [selected, setSelected] = useState<number[]>([])

  const doExport = async () => {
    setExporting(true)
    try {
      await exportDifferences(comparisonId, filter)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    } finally {
      setExporting(false)
    }
  }
  const accept = async () => {
    try {
      const { Count } = await add.mutateAsync(selected)
      message.success(t('worklist.added', { count: Count }))
      setSelected([])
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('worklist.failed'))
    }
  }

  return (
    <Flex vertical gap="middle">
      <DifferenceFilters
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
        <Button
          icon={<FileAddOutlined />}
          disabled={selected.length === 0}
          loading={add.isPending}
          onClick={accept}
        >
          {t('worklist.addSelected', { count: selected.length })}
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
        // The scrolling box is focusable so keyboard users can scroll it on narrow screens (axe scrollable-region-focusable).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section aria-label={t('tableRegion')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<Difference>
            rowKey="Id"
            size="middle"
            loading={query.isFetching}
            dataSource={query.data?.items ?? []}
            style={{ minWidth: 1080 }}
            locale={{ emptyText: <Empty description={t('emptyDifferences')} /> }}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys as number[]),
              getCheckboxProps: (r) => ({
                disabled: r.Worklist === 'open' || r.Worklist === 'entered',
                'aria-label': t('worklist.select', { name: r.FullName }),
              }),
            }}
            pagination={{
              current: page,
              pageSize,
              total: query.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => t('total', { count: n }),
              onChange: (p, s) => {
                setPage(s === pageSize ? p : 1)
                setPageSize(s)
              },
            }}
            columns={[
              {
                title: t('col.student'),
                key: 'student',
                width: 240,
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <span>{r.FullName}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[r.StudentNo, r.NationalId, r.ProgrammeCode].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  </Space>
                ),
              },
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
        </section>
      )}
    </Flex>
  )
}
