/**
 * The registrar's certificate queue home card (issue 24 "an office sees its queue counts"): how many
 * certificate requests wait for a decision, from GET /api/Sertifika/Yonetim/Queue, opening the queue.
 */

import { useQuery } from '@tanstack/react-query'
import type { CertificateQueuePage } from '@unacs/contracts'
import { Statistic } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The card. */
export function CertificateQueueHomeCard() {
  const { t } = useTranslation('certificates')
  const q = useQuery({
    queryKey: ['certificates', 'home', 'queue'],
    queryFn: ({ signal }) =>
      homeGet<CertificateQueuePage>('/api/Sertifika/Yonetim/Queue', {
        query: { Status: 'requested', page: 1, pageSize: 1 },
        signal,
      }),
  })
  return (
    <HomeCardFrame
      testId="home-card-certificate-queue"
      title={t('home.queue.title')}
      link={{ to: '/ogrenci-isleri/sertifika-talepleri', label: t('home.queue.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <Statistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
