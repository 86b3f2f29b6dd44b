/**
 * The student's deadlines home card (issue 24 "a student sees … deadlines (registration window, freeze and
 * departure deadlines)"): the next entries of the academic calendar not yet over, from GET /api/AkademikTakvim/
 * Ogrenci/Yaklasan, each with its type, title, dates and the days left to its start or, once in progress, to
 * its end. An empty calendar says so; a failed call shows the card's "unavailable" line. An ended
 * studentship's card is hidden (the server lists nothing for it; issue 37).
 */
import { useQuery } from '@tanstack/react-query'
import type { UpcomingCalendarEntry } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { forActiveStudents } from '../../../shared/home/home-card.ts'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { useFormat } from '../../../shared/text/format.ts'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { KIND_COLORS } from '../kind-colors.ts'
import { deadlinesQuery } from './academic-calendar.home-queries.ts'

/** The card. */
export function DeadlinesHomeCard() {
  const { t, i18n } = useTranslation('academic-calendar')
  const fmt = useFormat()
  const q = useQuery(deadlinesQuery(i18n.language))
  const user = useSessionUser()
  const active = user ? forActiveStudents(user) : true
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
  // An ended studentship (withdrawn or graduated) gets no entries: nothing applies to it (issue 37).
  if (q.isSuccess && entries.length === 0 && !active) return null
  return (
    <HomeCardFrame
      testId="home-card-deadlines"
      title={t('home.title')}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {entries.length === 0 ? (
        <span className="light-secondary">{t('home.empty')}</span>
      ) : (
        <LightList spacing="flush">
          {entries.map((e) => (
            <LightListItem key={e.Id} data-testid="home-deadline">
              <div className="light-stack light-stack-tight" style={{ width: '100%' }}>
                <div className="light-row">
                  <span className="light-strong">{e.Title}</span>
                  <LightTag color={e.InProgress || e.DaysLeft <= 7 ? 'orange' : undefined}>
                    {left(e)}
                  </LightTag>
                </div>
                <div className="light-row" style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
                  <LightTag color={KIND_COLORS[e.Kind]}>{t(`kind.${e.Kind}`)}</LightTag>
                  <span className="light-secondary">
                    {e.StartsOn === e.EndsOn
                      ? fmt.date(e.StartsOn)
                      : t('home.range', { from: fmt.date(e.StartsOn), to: fmt.date(e.EndsOn) })}
                  </span>
                </div>
              </div>
            </LightListItem>
          ))}
        </LightList>
      )}
    </HomeCardFrame>
  )
}
