/**
 * The class's grade distribution of a finalised course, for the student (spec §1 "grade distribution
 * charts"; issue 5 § Grades): letter grades or score ranges as an ECharts bar chart with the student's own
 * bar highlighted, and count, mean, median and standard deviation. Only counts: no other student's identity.
 * Mount it only for finalised courses; the server refuses the rest.
 */
import type { GradeDistribution } from '@unacs/contracts'
import { Alert, Empty, Flex, Segmented, Skeleton, Statistic, Typography, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMediaQuery } from '../../../shared/hooks/use-media-query.ts'
import { LazyBarChart } from '../../../shared/ui/LazyBarChart.tsx'
import { useDistribution } from '../api/get-distribution.ts'

/** The letter scale shown in full (empty letters show as empty bars); other letters given are added. */
const SCALE = ['AA', 'BA', 'BB', 'CB', 'CC', 'DC', 'DD', 'FD', 'FF']

/** Bars of `d` for the chosen view, with the index of the student's own bar (-1 when none). */
function barsOf(
  d: GradeDistribution,
  view: 'letters' | 'totals',
  total: number | null,
  letter: string | null,
) {
  if (view === 'letters') {
    const count = new Map(d.Letters.map((l) => [l.Letter, l.Count]))
    const labels = [...SCALE, ...d.Letters.map((l) => l.Letter).filter((l) => !SCALE.includes(l))]
    return {
      labels,
      counts: labels.map((l) => count.get(l) ?? 0),
      own: letter === null ? -1 : labels.indexOf(letter),
    }
  }
  const last = d.Histogram.length - 1
  return {
    labels: d.Histogram.map((b) => `${b.From}–${b.To}`),
    counts: d.Histogram.map((b) => b.Count),
    own:
      total === null
        ? -1
        : d.Histogram.findIndex((b, k) => total >= b.From && (total < b.To || (k === last && total <= b.To))),
  }
}

/** The distribution chart of `sectionId`; `total` and `letter` are the student's own, to highlight. */
export function StudentDistributionChart(props: {
  sectionId: number
  total: number | null
  letter: string | null
  label: string
}) {
  const { t } = useTranslation('grades')
  const { token } = theme.useToken()
  const [view, setView] = useState<'letters' | 'totals'>('letters')
  const narrow = useMediaQuery('(max-width: 575px)')
  const dist = useDistribution(props.sectionId)
  if (dist.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />
  if (dist.error) return <Alert type="error" showIcon title={dist.error.message} />
  const d = dist.data
  if (!d || d.Count === 0) return <Empty description={t('detail.chartEmpty')} />
  const bars = barsOf(d, view, props.total, props.letter)
  return (
    <Flex vertical gap="small">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Text strong>{t('detail.chartTitle')}</Typography.Text>
        <Segmented<'letters' | 'totals'>
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'letters', label: t('detail.chartLetters') },
            { value: 'totals', label: t('detail.chartTotals') },
          ]}
        />
      </Flex>
      <LazyBarChart
        style={{ height: 240 }}
        notMerge
        aria-label={`${t('detail.chartTitle')}: ${props.label}`}
        option={{
          backgroundColor: 'transparent',
          aria: { enabled: true },
          textStyle: { color: token.colorText, fontFamily: token.fontFamily },
          grid: { left: 36, right: 12, top: 24, bottom: narrow && view === 'totals' ? 48 : 28 },
          tooltip: {
            trigger: 'axis',
            axisPointer: { type: 'shadow' },
            backgroundColor: token.colorBgElevated,
            borderColor: token.colorBorderSecondary,
            textStyle: { color: token.colorText },
          },
          xAxis: {
            type: 'category',
            data: bars.labels,
            axisLabel: {
              color: token.colorTextSecondary,
              fontSize: 11,
              interval: 0,
              rotate: narrow && view === 'totals' ? 45 : 0,
            },
            axisLine: { lineStyle: { color: token.colorBorder } },
          },
          yAxis: {
            type: 'value',
            minInterval: 1,
            axisLabel: { color: token.colorTextSecondary },
            splitLine: { lineStyle: { color: token.colorBorderSecondary } },
          },
          series: [
            {
              type: 'bar',
              name: t('distribution.count'),
              barMaxWidth: 36,
              data: bars.counts.map((value, k) => ({
                value,
                itemStyle: {
                  color: k === bars.own ? token.colorWarning : token.colorPrimary,
                  borderRadius: [3, 3, 0, 0],
                },
                label:
                  k === bars.own
                    ? { show: true, position: 'top', color: token.colorText, formatter: t('detail.you') }
                    : undefined,
              })),
            },
          ],
        }}
      />
      <Flex gap="large" wrap>
        {(
          [
            ['count', d.Count],
            ['mean', d.Mean],
            ['median', d.Median],
            ['stdDev', d.StdDev],
          ] as const
        ).map(([key, value]) => (
          <Statistic
            key={key}
            title={t(`distribution.${key}`)}
            value={value ?? '—'}
            styles={{ content: { fontSize: token.fontSizeHeading4 } }}
          />
        ))}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('detail.privacy')}
      </Typography.Text>
    </Flex>
  )
}
