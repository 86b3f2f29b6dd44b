/**
 * The orientation home card (issue 24; issue 21 orientation): for a new student, the upcoming orientation
 * events with the student's own registration (registered, waiting list place, or open to register), read
 * through the events API. Renders nothing for a student past the first year with no registration.
 */
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { useOrientation } from '../api/get-orientation.ts'

/** The card. */
export function OrientationHomeCard() {
  const { t, i18n } = useTranslation('events')
  const q = useOrientation(i18n.language)
  const events = q.data?.Events ?? []
  const mine = events.filter((e) => e.MyStatus !== null)
  if (q.isSuccess && !q.data.IsNewStudent && mine.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-orientation"
      title={t('home.orientation.title')}
      link={{ to: '/ogrenci/oryantasyon', label: t('home.orientation.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {events.length === 0 ? (
        <span className="light-secondary">{t('home.orientation.none')}</span>
      ) : (
        <LightList>
          {events.slice(0, 4).map((e) => (
            <LightListItem key={e.Id}>
              <div className="light-stack light-stack-tight" style={{ width: '100%' }}>
                <div className="light-row">
                  <span className="light-strong">{e.Name}</span>
                  <LightTag>
                    {e.MyStatus === 'registered'
                      ? t('home.orientation.registered')
                      : e.MyStatus === 'waitlisted'
                        ? t('home.orientation.waitlisted', { place: e.MyWaitlistPosition ?? '' })
                        : e.Open
                          ? t('home.orientation.openToRegister')
                          : t('home.orientation.closed')}
                  </LightTag>
                </div>
                <span className="light-secondary">
                  {`${dayjs(e.StartsAt).format('dd DD.MM.YYYY HH:mm')} · ${e.Hall}`}
                </span>
              </div>
            </LightListItem>
          ))}
        </LightList>
      )}
    </HomeCardFrame>
  )
}
