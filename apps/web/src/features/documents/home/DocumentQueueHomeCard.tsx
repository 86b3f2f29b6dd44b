/**
 * The registrar's document queue home card (issue 24 "an office sees its queue counts"): how many document
 * requests wait (requested or being prepared), from GET /api/Belge/Yonetim/Queue, opening the queue.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightStatistic } from '../../../shared/ui/LightStatistic.tsx'
import { documentQueueQuery } from './documents.home-queries.ts'

/** The card. */
export function DocumentQueueHomeCard() {
  const { t } = useTranslation('documents')
  const q = useQuery(documentQueueQuery)
  return (
    <HomeCardFrame
      testId="home-card-document-queue"
      title={t('home.queue.title')}
      link={{ to: '/ogrenci-isleri/belge-talepleri', label: t('home.queue.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightStatistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
