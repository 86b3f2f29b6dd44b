/**
 * The "my events and calendar" home card (issue 37 § Students: the personal calendar link on the home page
 * too): the received and passing event points of the active studentship and the personal calendar feed
 * (issue 21) — create it here when the student has none (the secret URL is shown once, copyable); renewing
 * and revoking stay on the events page (with confirmation). Drawn without antd like every home card.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightButton } from '../../../shared/ui/LightButton.tsx'
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts'
import { useCalendarFeed } from '../api/get-calendar-feed.ts'
import { useEventPoints } from '../api/get-event-points.ts'

/** The card. */
export function EventsCalendarHomeCard() {
  const { t, i18n } = useTranslation('events')
  const points = useEventPoints(i18n.language)
  const feed = useCalendarFeed(i18n.language)
  const create = useCreateCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)
  const live = feed.data?.CreatedAt ?? null
  const error = points.isError ? points.error.message : feed.isError ? feed.error.message : null
  return (
    <HomeCardFrame
      testId="home-card-events"
      title={t('home.events.title')}
      link={{ to: '/ogrenci/etkinliklerim', label: t('home.events.open') }}
      loading={points.isLoading || feed.isLoading}
      error={error}
    >
      <div className="light-stack light-stack-tight">
        {points.data ? (
          <span>
            {t('home.events.points', {
              received: points.data.ReceivedPoints,
              passing: points.data.PassingPoints,
            })}
          </span>
        ) : null}
        <span className="light-strong">{t('feed.title')}</span>
        {url ? (
          <>
            <span className="light-secondary">{t('feed.url')}</span>
            <code style={{ wordBreak: 'break-all' }}>{url}</code>
          </>
        ) : (
          <span className="light-secondary">{live ? t('home.events.feedActive') : t('feed.none')}</span>
        )}
        {!live && !url ? (
          <div>
            <LightButton
              kind="outline"
              busy={create.isPending}
              onClick={() =>
                create.mutate(undefined, {
                  onSuccess: (f) => setUrl(f.Url),
                })
              }
            >
              {t('feed.create')}
            </LightButton>
          </div>
        ) : null}
        {create.isError ? <span role="alert">{create.error.message}</span> : null}
      </div>
    </HomeCardFrame>
  )
}
