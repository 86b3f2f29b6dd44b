/**
 * The student's week home card (issue 24 "a student sees today's and this week's classes"): the classes of
 * the active term's basket by weekday, from the sections' lesson times, with today's day marked and shown
 * first. A basket not yet approved says so. Nothing when the basket holds no scheduled class.
 */
import { Flex, List, Tag, Typography, theme } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useBasket } from '../api/get-basket.ts'
import { mondayBased, weekOf } from './lesson-week.ts'

/** The card. */
export function WeekHomeCard() {
  const { t } = useTranslation('registration')
  const { token } = theme.useToken()
  const q = useBasket()
  const week = weekOf(q.data?.Items ?? [], (i) => i.LessonTime)
  if (q.isSuccess && week.length === 0) return null
  const today = mondayBased(dayjs().day())
  // Today first, then the rest of the week in order (the days already past this week last).
  const ordered = [...week].sort((a, b) => ((a.day - today + 7) % 7) - ((b.day - today + 7) % 7))
  return (
    <HomeCardFrame
      testId="home-card-week"
      title={t('home.week.title')}
      link={{ to: '/ogrenci/ders-kaydi', label: t('home.week.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <Flex vertical gap="small">
        {q.data && q.data.Status !== 'approved' ? (
          <Typography.Text type="secondary">{t('home.week.notApproved')}</Typography.Text>
        ) : null}
        {ordered.map(({ day, classes }) => {
          const isToday = day === today
          return (
            <section
              key={day}
              data-testid={isToday ? 'home-week-today' : undefined}
              aria-label={dayjs()
                .day((day + 1) % 7)
                .format('dddd')}
              style={{
                borderRadius: token.borderRadius,
                padding: `${token.paddingXXS}px ${token.paddingXS}px`,
                background: isToday ? token.colorPrimaryBg : undefined,
                border: `1px solid ${isToday ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
              }}
            >
              <Flex justify="space-between" align="center" gap="small">
                <Typography.Text strong>
                  {dayjs()
                    .day((day + 1) % 7)
                    .format('dddd')}
                </Typography.Text>
                {isToday ? <Tag style={{ marginInlineEnd: 0 }}>{t('home.week.today')}</Tag> : null}
              </Flex>
              <List
                size="small"
                split={false}
                dataSource={classes}
                renderItem={(c) => (
                  <List.Item style={{ paddingInline: 0, paddingBlock: 2 }}>
                    <Flex gap="small" style={{ minWidth: 0, width: '100%' }}>
                      <Typography.Text style={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}>
                        {`${c.start}–${c.end}`}
                      </Typography.Text>
                      <Flex vertical gap={0} style={{ minWidth: 0 }}>
                        <Typography.Text>
                          {`${c.item.CourseCode}-${c.item.SectionName} ${c.item.CourseName}`}
                        </Typography.Text>
                        {c.item.Classroom ? (
                          <Typography.Text type="secondary">{c.item.Classroom}</Typography.Text>
                        ) : null}
                      </Flex>
                    </Flex>
                  </List.Item>
                )}
              />
            </section>
          )
        })}
      </Flex>
    </HomeCardFrame>
  )
}
