/**
 * The app's chart component: ECharts through its modular core with only what the portal's charts use (bar
 * series, grid, tooltip with axis pointer, ARIA description, SVG renderer), so a chart page loads a fraction
 * of ECharts instead of all of it (issue 23 "ECharts only through its modular core"). Add a chart type or
 * component here, in `echarts.use`, when a page needs one.
 */
import { BarChart as EBarChart } from 'echarts/charts'
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/lib/core'
import type { EChartsReactProps } from 'echarts-for-react/lib/types'

echarts.use([EBarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer])

/**
 * An ECharts chart (props of echarts-for-react: `option`, `style`, `notMerge`, …), rendered as SVG.
 * Takes the chart's option; renders a `div` sized by `style` (height in px).
 */
export function BarChart(props: Omit<EChartsReactProps, 'echarts'>) {
  return <ReactEChartsCore {...props} echarts={echarts} opts={{ renderer: 'svg', ...props.opts }} />
}
