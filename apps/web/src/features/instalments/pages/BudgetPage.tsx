/**
 * Budget (component key `Budget`, menu mali/butce; issue 17 "Budget: per term and unit, fees expected,
 * collected, refunded, outstanding, as a table and an ECharts chart, exportable to XLSX").
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { BudgetRow } from '@unacs/contracts'
import { Alert, App, Button, Card, Flex, Select, Skeleton, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney, formatMoneyShort } from '../../../shared/text/format.ts'
import { LazyBarChart } from '../../../shared/ui/LazyBarChart.tsx'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { exportBudget, useBudget } from '../api/budget.ts'
import { useTerms } from '../api/plans.ts'
import { formatKurus } from '../components/money.ts'

/** The page. */
export function BudgetPage() {
  const { t, i18n } = useTranslation('instalments')
  const { message } = App.useApp()
  const terms = useTerms()
  const [termId, setTermId] = useState<number>()
  const budget = useBudget(termId)
  const [exporting, setExporting] = useState(false)
  const money = (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatKurus(v, i18n.language)}</span>
  const b = budget.data
  const onExport = () => {
    setExporting(true)
    exportBudget(termId ?? b?.TermId)
      .catch((e: Error) => message.error(e.message))
      .finally(() => setExporting(false))
  }
  const series = (['ExpectedKurus', 'CollectedKurus', 'OutstandingKurus'] as const).map((k) => ({
    type: 'bar' as const,
    name: t(
      `budget.${k === 'ExpectedKurus' ? 'expected' : k === 'CollectedKurus' ? 'collected' : 'outstanding'}`,
    ),
    data: (b?.Rows ?? []).map((r) => r[k] / 100),
  }))
  return (
    <Flex vertical gap="middle">
      <Flex justify="flex-end" align="center" wrap gap="small">
        <Button icon={<DownloadOutlined />} onClick={onExport} loading={exporting} disabled={!b}>
          {t('budget.export')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('budget.intro')}</Typography.Paragraph>
      <Select<number>
        aria-label={t('budget.term')}
        placeholder={t('budget.term')}
        value={termId ?? b?.TermId}
        loading={terms.isPending}
        onChange={setTermId}
        options={(terms.data ?? []).map((x) => ({ value: x.Id, label: x.Name }))}
        style={{ width: 240, maxWidth: '100%' }}
      />
      {budget.isError && (
        <Alert
          type="error"
          showIcon
          title={budget.error.message}
          action={<Button onClick={() => budget.refetch()}>{t('retry')}</Button>}
        />
      )}
      {budget.isPending ? (
        <Skeleton active />
      ) : b && b.Rows.length > 0 ? (
        <Card size="small" title={t('budget.chartTitle')}>
          <LazyBarChart
            style={{ height: 320 }}
            notMerge
            option={{
              aria: { enabled: true, label: { description: t('budget.chartAria') } },
              tooltip: {
                trigger: 'axis',
                axisPointer: { type: 'shadow' },
                valueFormatter: (v: unknown) => formatMoney(Math.round(Number(v) * 100), i18n.language),
              },
              grid: { left: 8, right: 8, bottom: 8, top: 24, containLabel: true },
              xAxis: {
                type: 'category',
                data: b.Rows.map((r) => r.Unit),
                axisLabel: { rotate: 30, width: 120, overflow: 'truncate' },
              },
              yAxis: {
                type: 'value',
                axisLabel: {
                  formatter: (v: number) => formatMoneyShort(Math.round(v * 100), i18n.language),
                },
              },
              series,
            }}
          />
        </Card>
      ) : null}
      <Card size="small">
        <ScrollRegion label={t('budget.title')}>
          <Table<BudgetRow>
            rowKey="UnitId"
            size="small"
            loading={budget.isFetching}
            dataSource={b?.Rows ?? []}
            pagination={false}
            locale={{ emptyText: <Typography.Text>{t('budget.empty')}</Typography.Text> }}
            columns={[
              { title: t('budget.unit'), dataIndex: 'Unit' },
              { title: t('budget.plans'), dataIndex: 'Plans', align: 'right' },
              { title: t('budget.expected'), dataIndex: 'ExpectedKurus', align: 'right', render: money },
              { title: t('budget.collected'), dataIndex: 'CollectedKurus', align: 'right', render: money },
              { title: t('budget.refunded'), dataIndex: 'RefundedKurus', align: 'right', render: money },
              {
                title: t('budget.outstanding'),
                dataIndex: 'OutstandingKurus',
                align: 'right',
                render: money,
              },
            ]}
            summary={() =>
              b && b.Rows.length > 0 ? (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>
                    <strong>{t('budget.total')}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    {b.Total.Plans}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">
                    <strong>{money(b.Total.ExpectedKurus)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">
                    <strong>{money(b.Total.CollectedKurus)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={4} align="right">
                    <strong>{money(b.Total.RefundedKurus)}</strong>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <strong>{money(b.Total.OutstandingKurus)}</strong>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              ) : null
            }
          />
        </ScrollRegion>
      </Card>
    </Flex>
  )
}
