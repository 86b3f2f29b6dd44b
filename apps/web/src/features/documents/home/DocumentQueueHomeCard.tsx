/**
 * The registrar's document queue home card (issue 24 "an office sees its queue counts"): how many document
 * requests wait (requested or being prepared), from GET /api/Belge/Yonetim/Queue, opening the queue.
 */

import { useQuery } from '@tanstack/react-query'
import type { DocumentQueuePage } from '@unacs/contracts'
import { Statistic } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The card. */
export function DocumentQueueHomeCard() {
  const { t } = useTranslation('documents')
  const q = useQuery({
    queryKey: ['documents', 'home', 'queue'],
    queryFn: ({ signal }) =>
      homeGet<DocumentQueuePage>('/api/Belge/Yonetim/Queue', {
        query: { Status: 'open', page: 1, pageSize: 1 },
        signal,
      }),
  })
  return (
    <HomeCardFrame
      testId="home-card-document-queue"
      title={t('home.queue.title')}
      link={{ to: '/ogrenci-isleri/belge-talepleri', label: t('home.queue.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <Statistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
