/** Grade distribution per section (component key `GradeDistribution`; issue 6): histogram, mean, median, std dev. */
import { Card, Empty, Flex, Select, Statistic, theme } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyBarChart } from '../../../shared/ui/LazyBarChart.tsx'
import { useDistribution } from '../api/get-distribution.ts'
import { useGradingSections } from '../api/list-sections.ts'

/** Chooses a section and shows its distribution without identities. */
export function GradeDistributionPage() {
  const { t } = useTranslation('grades')
  const sections = useGradingSections()
  const [sectionId, setSectionId] = useState<number>()
  const dist = useDistribution(sectionId)
  const { token } = theme.useToken()
  const d = dist.data
  return (
    <Card title={t('distribution.title')}>
      <Flex vertical gap="middle">
        <Select
          style={{ maxWidth: 480 }}
          placeholder={t('sections.choose')}
          aria-label={t('sections.choose')}
          loading={sections.isLoading}
          value={sectionId}
          onChange={setSectionId}
          options={(sections.data ?? [])
            .filter((s) => s.StudentCount > 0)
            .map((s) => ({
              value: s.SectionId,
              label: `${s.TermName} · ${s.CourseCode} ${s.CourseName} — ${s.SectionName}`,
            }))}
        />
        {d && d.Count > 0 ? (
          <>
            <Flex gap="large" wrap>
              <Statistic title={t('distribution.count')} value={d.Count} />
              <Statistic title={t('distribution.mean')} value={d.Mean ?? '—'} />
              <Statistic title={t('distribution.median')} value={d.Median ?? '—'} />
              <Statistic title={t('distribution.stdDev')} value={d.StdDev ?? '—'} />
            </Flex>
            <LazyBarChart
              style={{ height: 320 }}
              option={{
                backgroundColor: 'transparent',
                textStyle: { color: token.colorText },
                tooltip: {},
                xAxis: {
                  type: 'category',
                  data: d.Histogram.map((b) => `${b.From}–${b.To}`),
                  axisLabel: { color: token.colorTextSecondary },
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
                    data: d.Histogram.map((b) => b.Count),
                    name: t('distribution.count'),
                    itemStyle: { color: token.colorPrimary },
                  },
                ],
              }}
            />
          </>
        ) : sectionId && !dist.isLoading ? (
          <Empty description={t('distribution.empty')} />
        ) : null}
      </Flex>
    </Card>
  )
}
