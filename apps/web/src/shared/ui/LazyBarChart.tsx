/**
 * The chart component loaded on demand: the page paints first and the ECharts chunk follows, so a page with a
 * chart keeps its own chunk small and its largest paint early (issue 23). Same props as {@link BarChart}.
 */
import { Skeleton } from 'antd'
import { type ComponentProps, lazy, Suspense } from 'react'
import { loadChunk } from '../routing/load-chunk.ts'
import type { BarChart } from './BarChart.tsx'

const Chart = lazy(() => loadChunk(() => import('./BarChart.tsx')).then((m) => ({ default: m.BarChart })))

/** Renders the chart once its code is there; a skeleton of the chart's height (default 240 px) until then. */
export function LazyBarChart(props: ComponentProps<typeof BarChart>) {
  const height = props.style?.height ?? 240
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
      <Chart {...props} />
    </Suspense>
  )
}
