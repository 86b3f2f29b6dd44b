/**
 * The student's deadlines home card (issue 24 "a student sees … deadlines (registration window, freeze and
 * departure deadlines)"): the next entries of the academic calendar not yet over, from GET /api/AkademikTakvim/
 * Ogrenci/Yaklasan, each with its type, title, dates and the days left to its start or, once in progress, to
 * its end. An empty calendar says so; a failed call shows the card's "unavailable" line.
 */
import { useQuery } from '@tanstack/react-query'
import type { UpcomingCalendarEntry } from '@unacs/contracts'
import { Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { KIND_COLORS } from '../kind-colors.ts'

/** Most entries listed. */
const LISTED = 5

/** The card. */
export function DeadlinesHomeCard() {
  const { t, i18n } = useTranslation('academic-calendar')
  const fmt = useFormat()
  const q = useQuery({
    queryKey: ['academic-calendar', 'home', 'upcoming', i18n.language],
    queryFn: ({ signal }) =>
      homeGet<UpcomingCalendarEntry[]>('/api/AkademikTakvim/Ogrenci/Yaklasan', {
        query: { count: LISTED },
        signal,
      }),
  })
  /** The days-left line of an entry, its number through the shared formatter. */
  const left = (e: UpcomingCalendarEntry) => {
    const days = fmt.number(e.DaysLeft, 0)
    if (e.InProgress)
      return e.DaysLeft === 0 ? t('home.endsToday') : t('home.endsIn', { count: e.DaysLeft, days })
    if (e.DaysLeft === 0) return t('home.today')
    if (e.DaysLeft === 1) return t('home.tomorrow')
    return t('home.daysLeft', { count: e.DaysLeft, days })
  }
  const entries = q.data ?? []
  return (
    <HomeCardFrame
      testId="home-card-deadlines"
      title={t('home.title')}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('home.empty')}</Typography.Text>
      ) : (
        <List
          size="small"
          dataSource={entries}
          renderItem={(e) => (
            <List.Item style={{ paddingInline: 0 }} data-testid="home-deadline">
              <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" gap="small" wrap>
                  <Typography.Text strong>{e.Title}</Typography.Text>
                  <Tag
                    color={e.InProgress || e.DaysLeft <= 7 ? 'orange' : undefined}
                    style={{ marginInlineEnd: 0 }}
                  >
                    {left(e)}
                  </Tag>
                </Flex>
                <Flex gap="small" wrap align="center">
                  <Tag color={KIND_COLORS[e.Kind]} style={{ marginInlineEnd: 0 }}>
                    {t(`kind.${e.Kind}`)}
                  </Tag>
                  <Typography.Text type="secondary">
                    {e.StartsOn === e.EndsOn
                      ? fmt.date(e.StartsOn)
                      : t('home.range', { from: fmt.date(e.StartsOn), to: fmt.date(e.EndsOn) })}
                  </Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </HomeCardFrame>
  )
}
