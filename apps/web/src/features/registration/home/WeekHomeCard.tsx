/**
 * The student's week home card (issue 24 "a student sees today's and this week's classes"): the classes of
 * the active term's basket by weekday, from the sections' lesson times, with today's (Istanbul) day marked and shown
 * first. A basket not yet approved says so. Nothing when the basket holds no scheduled class.
 */

import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { istanbulToday } from '../../../shared/text/istanbul-today.ts'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { basketQuery } from '../api/basket-query.ts'
import { mondayBased, weekOf } from './lesson-week.ts'

/** The card. */
export function WeekHomeCard() {
  const { t } = useTranslation('registration')
  const q = useQuery(basketQuery)
  const week = weekOf(q.data?.Items ?? [], (i) => i.LessonTime)
  if (q.isSuccess && week.length === 0) return null
  // Today is the Istanbul day (DESIGN.md §4), whatever the browser's time zone.
  const today = mondayBased(dayjs(istanbulToday()).day())
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
      <div className="light-stack">
        {q.data && q.data.Status !== 'approved' ? (
          <span className="light-secondary">{t('home.week.notApproved')}</span>
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
                borderRadius: 6,
                padding: '4px 8px',
                background: isToday ? 'var(--light-primary-bg)' : undefined,
                border: `1px solid ${isToday ? 'var(--light-primary-border)' : 'var(--light-border-secondary)'}`,
              }}
            >
              <div className="light-row light-row-nowrap" style={{ alignItems: 'center' }}>
                <span className="light-strong">
                  {dayjs()
                    .day((day + 1) % 7)
                    .format('dddd')}
                </span>
                {isToday ? <LightTag>{t('home.week.today')}</LightTag> : null}
              </div>
              <LightList split={false} spacing="compact">
                {classes.map((c) => (
                  <LightListItem key={`${c.start}-${c.item.CourseCode}-${c.item.SectionName}`}>
                    <div
                      className="light-row light-row-nowrap"
                      style={{ justifyContent: 'flex-start', width: '100%' }}
                    >
                      <span style={{ flex: 'none', fontVariantNumeric: 'tabular-nums' }}>
                        {`${c.start}–${c.end}`}
                      </span>
                      <div className="light-stack light-stack-none">
                        <span>{`${c.item.CourseCode}-${c.item.SectionName} ${c.item.CourseName}`}</span>
                        {c.item.Classroom ? (
                          <span className="light-secondary">{c.item.Classroom}</span>
                        ) : null}
                      </div>
                    </div>
                  </LightListItem>
                ))}
              </LightList>
            </section>
          )
        })}
      </div>
    </HomeCardFrame>
  )
}
