/**
 * The student's certificate requests home card (issue 24 "a request waiting for them"): requests waiting for
 * the registrar, and those decided in the last {@link RECENT_DAYS} days (approved, ready to download, or
 * rejected with the reason), from GET /api/Sertifika/Talep/List. Nothing when there are none.
 */

import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { myCertificatesQuery } from './certificates.home-queries.ts'

/** How long a decided request stays on the card. */
const RECENT_DAYS = 7

/** The card. */
export function CertificateRequestsHomeCard() {
  const { t } = useTranslation('certificates')
  const q = useQuery(myCertificatesQuery)
  const since = dayjs().subtract(RECENT_DAYS, 'day')
  const shown = (q.data ?? []).filter(
    (c) => c.Status === 'requested' || dayjs(c.DecidedAt ?? c.RequestedAt).isAfter(since),
  )
  if (q.isSuccess && shown.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-certificates"
      title={t('home.mine.title')}
      link={{ to: '/ogrenci/sertifika-talepleri', label: t('home.mine.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightList>
        {shown.slice(0, 5).map((c) => (
          <LightListItem key={c.Id}>
            <div className="light-stack light-stack-tight" style={{ width: '100%' }}>
              <div className="light-row">
                <span>{`${t(`kind.${c.Kind}`)} · ${c.Subject}`}</span>
                <LightTag>{t(`status.${c.Status}`)}</LightTag>
              </div>
              {c.Status === 'rejected' && c.RejectionReason ? (
                <span className="light-secondary">{c.RejectionReason}</span>
              ) : null}
            </div>
          </LightListItem>
        ))}
      </LightList>
    </HomeCardFrame>
  )
}
