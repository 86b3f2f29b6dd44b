/**
 * The instructor's unconfirmed absence days home card (issue 24 "an instructor sees … unconfirmed absence
 * days"; spec §4 day confirmation): how many saved days of this term's sections are not yet confirmed as
 * completed, with the oldest of them, from GET /api/Absences/Home/Unconfirmed. Nothing when none is left.
 */

import { useQuery } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { unconfirmedDaysQuery } from './absences.home-queries.ts'

/** The card. */
export function UnconfirmedDaysHomeCard() {
  const { t } = useTranslation('absences')
  const q = useQuery(unconfirmedDaysQuery)
  if (q.isSuccess && q.data.Total === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-unconfirmed-days"
      title={t('home.unconfirmed.title', { count: q.data?.Total ?? 0 })}
      link={{ to: '/ogretim/devamsizlik-girisi', label: t('home.unconfirmed.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <div className="light-stack">
        <span className="light-secondary">{t('home.unconfirmed.hint')}</span>
        <LightList>
          {(q.data?.Days ?? []).slice(0, 5).map((d) => (
            <LightListItem key={`${d.SectionId}-${d.Day}`}>
              <div className="light-row" style={{ width: '100%' }}>
                <span>{`${d.CourseCode}-${d.SectionName}`}</span>
                <span>{dayjs(d.Day).format('dd DD.MM.YYYY')}</span>
              </div>
            </LightListItem>
          ))}
        </LightList>
      </div>
    </HomeCardFrame>
  )
}
