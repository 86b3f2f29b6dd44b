/**
 * A statistic without antd (issue 23, light-home.css): antd's `Statistic`, a secondary-coloured title over a
 * 24 px number (thousands grouped with ",", as antd's default). The value also carries antd's
 * `ant-statistic-content-value` class, which the end-to-end tests of other pages read (home.spec.ts).
 */
import './light.css'
import './light-home.css'

/** `value` with antd's default group separator. */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The title and the number. */
export function LightStatistic({ title, value }: { title: string; value: number }) {
  return (
    <div>
      <div className="light-statistic-title">{title}</div>
      <div className="light-statistic-value ant-statistic-content-value">{grouped(value)}</div>
    </div>
  )
}
