/**
 * Prep success report (component key `PrepSuccessReport`, menu rapor/hazirlik-basari; issue 18 § Reports
 * "pass rates by level, section and instructor; ECharts; exportable to XLSX"): a quarter's pass rates as a
 * bar chart by level and as three tables.
 */
import { DownloadOutlined } from '@ant-design/icons'
import type { PrepSuccessRow } from '@unacs/contracts'
import { App, Button, Card, Empty, Flex, Space, Table, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../shared/api/client.ts'
import { LazyBarChart } from '../../../shared/ui/LazyBarChart.tsx'
import { ScrollRegion } from '../../../shared/ui/ScrollRegion.tsx'
import { downloadSuccessXlsx, useSuccessReport } from '../api/reports.ts'
import { LoadError } from '../components/LoadError.tsx'
import { QuarterSelect } from '../components/QuarterSelect.tsx'

/** The success report page. */
export function PrepSuccessReportPage() {
  const { t } = useTranslation('prep')
  const { message } = App.useApp()
  const { token } = theme.useToken()
  const [quarterId, setQuarterId] = useState<number | undefined>()
  const report = useSuccessReport(quarterId)
  const [busy, setBusy] = useState(false)
  const r = report.data
  const exportXlsx = async () => {
    if (!quarterId) return
    setBusy(true)
    try {
      await downloadSuccessXlsx(quarterId)
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('exportFailed'))
    } finally {
      setBusy(false)
    }
  }
  const table = (rows: PrepSuccessRow[], first: string) => (
    <ScrollRegion label={first}>
      <Table<PrepSuccessRow>
        rowKey="Key"
        size="middle"
        dataSource={rows}
        loading={report.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        style={{ minWidth: 600 }}
        locale={{ emptyText: <Empty description={t('success.empty')} /> }}
        columns={[
          { title: first, dataIndex: 'Label' },
          { title: t('success.graded'), dataIndex: 'Graded', width: 100 },
          { title: t('success.passed'), dataIndex: 'Passed', width: 100 },
          {
            title: t('success.rate'),
            dataIndex: 'PassRate',
            width: 110,
            render: (v: number) => t('success.percent', { value: v }),
          },
          {
            title: t('success.average'),
            dataIndex: 'Average',
            width: 110,
            render: (v: number | null) => v ?? '—',
          },
        ]}
      />
    </ScrollRegion>
  )
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>{t('success.intro')}</Typography.Paragraph>
      <Card title={t('success.title')}>
        <Flex vertical gap="middle">
          <Flex wrap gap="small" justify="space-between">
            <QuarterSelect value={quarterId} onChange={setQuarterId} />
            <Space>
              <Button icon={<DownloadOutlined />} loading={busy} disabled={!quarterId} onClick={exportXlsx}>
                {t('export')}
              </Button>
            </Space>
          </Flex>
          {report.isError ? <LoadError error={report.error} retry={() => report.refetch()} /> : null}
          {r && r.ByLevel.length > 0 ? (
            <LazyBarChart
              style={{ height: 260 }}
              notMerge
              aria-label={t('success.chart')}
              option={{
                aria: { enabled: true },
                textStyle: { color: token.colorText },
                grid: { left: 40, right: 16, top: 24, bottom: 32 },
                tooltip: { trigger: 'axis' },
                xAxis: { type: 'category', data: r.ByLevel.map((l) => l.Label) },
                yAxis: {
                  type: 'value',
                  max: 100,
                  axisLabel: { formatter: (v: number) => t('success.percent', { value: v }) },
                },
                series: [
                  {
                    type: 'bar',
                    name: t('success.rate'),
                    data: r.ByLevel.map((l) => l.PassRate),
                    itemStyle: { color: token.colorPrimary },
                  },
                ],
              }}
            />
          ) : null}
          {(
            [
              ['success.byLevel', r?.ByLevel, t('col.level')],
              ['success.bySection', r?.BySection, t('col.section')],
              ['success.byInstructor', r?.ByInstructor, t('col.instructors')],
            ] as const
          ).map(([title, rows, first]) => (
            <Flex vertical gap="small" key={title}>
              <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                {t(title)}
              </Typography.Title>
              {table(rows ?? [], first)}
            </Flex>
          ))}
        </Flex>
      </Card>
    </Flex>
  )
}
