/** A row of money totals as statistics (kuruş shown as TL). */
import { Card, Col, Row, Statistic } from 'antd'

/** Takes labelled values; `money` false for counts. */
export function Totals({ items }: { items: { label: string; value: string | number }[] }) {
  return (
    <Row gutter={[12, 12]}>
      {items.map((i) => (
        <Col key={i.label} xs={12} md={8} lg={Math.max(4, Math.floor(24 / items.length))}>
          <Card size="small">
            <Statistic title={i.label} value={i.value} valueStyle={{ fontSize: 18 }} />
          </Card>
        </Col>
      ))}
    </Row>
  )
}
