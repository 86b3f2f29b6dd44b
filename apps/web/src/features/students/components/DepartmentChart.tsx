/**
 * One bar chart of the department report (issue 22 "ECharts"), through the shared lazily loaded chart so
 * ECharts stays out of the page's chunk: categories, one or more (stacked) series in the theme's colours,
 * and a small legend of its own when there are several series.
 */
import { Flex, Typography, theme } from 'antd'
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts'
import { LazyBarChart } from '../../../shared/ui/LazyBarChart.tsx'

/** One series: its name, colour and a value per category. */
export interface ChartSeries {
  name: string
  color: string
  data: number[]
}

/** Props: the accessible name, categories, series, an optional y maximum and value suffix. */
export interface DepartmentChartProps {
  label: string
  categories: string[]
  series: ChartSeries[]
  max?: number
  suffix?: string
}

/** The chart (240 px high) with its legend. */
export function DepartmentChart({ label, categories, series, max, suffix = '' }: DepartmentChartProps) {
  const { token } = theme.useToken()
  const narrow = useMediaQuery('(max-width: 575px)')
  return (
    <Flex vertical gap="small">
      {series.length > 1 ? (
        <Flex wrap gap="middle">
          {series.map((s) => (
            <Flex key={s.name} gap={6} align="center">
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: s.color }} />
              <Typography.Text type="secondary">{s.name}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      ) : null}
      <LazyBarChart
        style={{ height: 240 }}
        notMerge
        aria-label={label}
        option={{
          backgroundColor: 'transparent',
          aria: { enabled: true },
          textStyle: { color: token.colorText, fontFamily: token.fontFamily },
          grid: { left: 40, right: 12, top: 16, bottom: narrow ? 56 : 32 },
          tooltip: {
            trigger: 'axis',
            axisPointer: { type: 'shadow' },
            valueFormatter: (v: unknown) => `${v}${suffix}`,
            backgroundColor: token.colorBgElevated,
            borderColor: token.colorBorderSecondary,
            textStyle: { color: token.colorText },
          },
          xAxis: {
            type: 'category',
            data: categories,
            axisLabel: {
              color: token.colorTextSecondary,
              fontSize: 11,
              interval: 0,
              rotate: narrow ? 45 : 0,
            },
            axisLine: { lineStyle: { color: token.colorBorder } },
          },
          yAxis: {
            type: 'value',
            minInterval: 1,
            max,
            axisLabel: { color: token.colorTextSecondary },
            splitLine: { lineStyle: { color: token.colorBorderSecondary } },
          },
          series: series.map((s) => ({
            type: 'bar',
            name: s.name,
            stack: series.length > 1 ? 'total' : undefined,
            barMaxWidth: 40,
            itemStyle: { color: s.color },
            data: s.data,
          })),
        }}
      />
    </Flex>
  )
}
