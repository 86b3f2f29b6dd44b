/**
 * The registrar's certificate queue home card (issue 24 "an office sees its queue counts"): how many
 * certificate requests wait for a decision, from GET /api/Sertifika/Yonetim/Queue, opening the queue.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightStatistic } from '../../../shared/ui/LightStatistic.tsx'
import { certificateQueueQuery } from './certificates.home-queries.ts'

/** The card. */
export function CertificateQueueHomeCard() {
  const { t } = useTranslation('certificates')
  const q = useQuery(certificateQueueQuery)
  return (
    <HomeCardFrame
      testId="home-card-certificate-queue"
      title={t('home.queue.title')}
      link={{ to: '/ogrenci-isleri/sertifika-talepleri', label: t('home.queue.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightStatistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
