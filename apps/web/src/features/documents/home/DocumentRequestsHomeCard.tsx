/**
 * The student's document requests home card (issue 24 "a request waiting for them"): requests still being
 * prepared, and those decided in the last {@link RECENT_DAYS} days (a document ready to download, a
 * rejection with its reason), from GET /api/Belge/Talep/List. Nothing when there are none.
 */

import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { myDocumentsQuery } from './documents.home-queries.ts'

/** How long a decided request stays on the card. */
const RECENT_DAYS = 7

/** The card. */
export function DocumentRequestsHomeCard() {
  const { t } = useTranslation('documents')
  const q = useQuery(myDocumentsQuery)
  const since = dayjs().subtract(RECENT_DAYS, 'day')
  const shown = (q.data ?? []).filter((d) =>
    d.Status === 'requested' || d.Status === 'preparing'
      ? true
      : dayjs(d.CreatedAt ?? d.RequestedAt).isAfter(since),
  )
  if (q.isSuccess && shown.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-documents"
      title={t('home.mine.title')}
      link={{ to: '/ogrenci/belgelerim', label: t('home.mine.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightList>
        {shown.slice(0, 5).map((d) => (
          <LightListItem key={d.Id}>
            <div className="light-stack light-stack-tight" style={{ width: '100%' }}>
              <div className="light-row">
                <span>{t(`kind.${d.Kind}`)}</span>
                <LightTag>{t(`status.${d.Status}`)}</LightTag>
              </div>
              {d.Status === 'rejected' && d.RejectionReason ? (
                <span className="light-secondary">{d.RejectionReason}</span>
              ) : null}
            </div>
          </LightListItem>
        ))}
      </LightList>
    </HomeCardFrame>
  )
}
