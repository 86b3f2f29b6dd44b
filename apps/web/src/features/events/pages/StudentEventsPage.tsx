/**
 * My events and points (component key `StudentEvents`; issue 5 § Events and points; spec §1, §3, §9):
 * received versus passing points, the totals per event type with their maximums, the events attended, and
 * the personal calendar feed (issue 37 § Students).
 */
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useEventPoints } from '../api/get-event-points.ts'
import { CalendarFeedCard } from '../components/CalendarFeedCard.tsx'
import { EventsTable } from '../components/EventsTable.tsx'
import { PointsSummary } from '../components/PointsSummary.tsx'
import { TypeTotalsTable } from '../components/TypeTotalsTable.tsx'

/** The student's events and points page. */
export function StudentEventsPage() {
  const { t, i18n } = useTranslation('events')
  const query = useEventPoints(i18n.language)

  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('loadFailed')}
        description={query.error.message}
        action={<Button onClick={() => query.refetch()}>{t('retry')}</Button>}
      />
    )
  }
  const points = query.data
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('intro', { studentNo: points.StudentNo })}
      </Typography.Paragraph>
      <PointsSummary points={points} />
      <Card title={t('types.title')}>
        <TypeTotalsTable types={points.Types} />
      </Card>
      <Card title={t('eventsTitle')}>
        <EventsTable events={points.Events} />
      </Card>
      <CalendarFeedCard />
    </Flex>
  )
}
