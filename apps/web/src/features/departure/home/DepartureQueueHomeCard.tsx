/**
 * The departure clearance queue home card (issue 24 "an office sees its queue counts"): how many departure
 * requests wait for the caller's step — an office's clearance (finance, fixtures, library, sports), the
 * student centre dean's pre-approval or the registrar's approval — from GET /api/IlisikKesme/Onay/Queue,
 * opening the role's queue page.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { useSessionUser } from '../../../shared/session/session-user.ts'
import { LightStatistic } from '../../../shared/ui/LightStatistic.tsx'
import { departureQueueQuery } from './departure.home-queries.ts'

/** The queue page of each reviewing role (the role menus' entries). */
export const DEPARTURE_QUEUE_PAGES: Readonly<Record<number, string>> = {
  4: '/ogrenci-isleri/ilisik-kesme-onaylari',
  6: '/mali/ilisik-kesme-onay',
  7: '/demirbas/ilisik-kesme-onay',
  12: '/ogrenci-merkezi/ilisik-kesme-on-onay',
  14: '/kutuphane/ilisik-kesme-onay',
  15: '/spor/ilisik-kesme-onay',
}

/** The card. */
export function DepartureQueueHomeCard() {
  const { t } = useTranslation('departure')
  const user = useSessionUser()
  const role = user?.claims.ActiveRoleId ?? 0
  const q = useQuery(departureQueueQuery(role))
  const page = DEPARTURE_QUEUE_PAGES[role]
  return (
    <HomeCardFrame
      testId="home-card-departure-queue"
      title={t('home.queue.title')}
      link={page ? { to: page, label: t('home.queue.open') } : undefined}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightStatistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
