/**
 * A comparison's differences (issue 20): server-paged and filtered, exported as XLSX with the same filters,
 * and a correction sent to YÖKSİS per row after a confirmation (once; the row then shows it as sent).
 */
import { DownloadOutlined, SendOutlined } from '@ant-design/icons'
import type { Difference, DifferenceFilter } from '@unacs/contracts'
import { Alert, App, Badge, Button, Empty, Flex, Popconfirm, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { exportDifferences } from '../api/export-differences.ts'
import { useDifferences } from '../api/get-differences.ts'
import { useSendCorrection } from '../api/send-correction.ts'
import { DifferenceFilters } from './DifferenceFilters.tsx'

/** Status badges (coloured dot, text in the body colour for contrast). */
const KIND_STATUS = { missingThere: 'warning', missingHere: 'error', fieldDiffers: 'default' } as const
const CORRECTION_STATUS = {
  none: 'default',
  sending: 'processing',
  sent: 'success',
  refused: 'error',
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
  const send = useSendCorrection()

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
  const correct = async (d: Difference) => {
    try {
      const answer = await send.mutateAsync(d.Id)
      if (answer.Code === '0') message.success(t('correction.sent'))
      else message.warning(t('correction.refused', { message: answer.Message }))
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('correction.failed'))
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
                title: t('col.correction'),
                key: 'correction',
                width: 200,
                render: (_: unknown, r) =>
                  r.Correctable ? (
                    <Popconfirm
                      title={t('correction.confirmTitle')}
                      description={t(
                        r.Kind === 'missingThere' ? 'correction.confirmRegister' : 'correction.confirmField',
                      )}
                      okText={t('correction.send')}
                      cancelText={t('cancel')}
                      onConfirm={() => correct(r)}
                    >
                      <Button
                        size="small"
                        icon={<SendOutlined />}
                        loading={send.isPending && send.variables === r.Id}
                      >
                        {t('correction.send')}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Badge
                      status={CORRECTION_STATUS[r.Correction]}
                      text={
                        r.Kind === 'missingHere' && r.Correction === 'none'
                          ? t('correction.checkHere')
                          : t(`correction.state.${r.Correction}`)
                      }
                    />
                  ),
              },
            ]}
          />
        </section>
      )}
    </Flex>
  )
}
