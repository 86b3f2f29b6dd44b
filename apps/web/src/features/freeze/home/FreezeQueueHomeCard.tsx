/**
 * The registrar's freeze queue home card (issue 24 "an office sees its queue counts"): how many freeze
 * requests wait for a decision, opening the queue.
 */
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightStatistic } from '../../../shared/ui/LightStatistic.tsx'
import { useFreezeQueue } from '../api/list-freeze-queue.ts'

/** The card. */
export function FreezeQueueHomeCard() {
  const { t } = useTranslation('freeze')
  const q = useFreezeQueue({ status: 'pending', page: 1, pageSize: 1 })
  return (
    <HomeCardFrame
      testId="home-card-freeze-queue"
      title={t('home.queue.title')}
      link={{ to: '/ogrenci-isleri/kayit-dondurma-talepleri', label: t('home.queue.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightStatistic title={t('home.queue.pending')} value={q.data?.total ?? 0} />
    </HomeCardFrame>
  )
}
