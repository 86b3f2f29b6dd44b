/**
 * The student's course registration home card (issue 24): the active term's basket status, what needs doing
 * (a rejected or returned basket, one not yet submitted) and how many courses and ECTS it holds (the
 * week's classes are the week card's, `WeekHomeCard`).
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightNotice } from '../../../shared/ui/LightNotice.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { basketQuery } from '../api/basket-query.ts'

/** Statuses that ask the student to act, with their message keys. */
const ACTION = {
  none: 'home.basket.action.none',
  draft: 'home.basket.action.draft',
  rejected: 'home.basket.action.rejected',
  returned: 'home.basket.action.returned',
} as const
type ActionStatus = keyof typeof ACTION

/** The card. */
export function BasketHomeCard() {
  const { t } = useTranslation('registration')
  const q = useQuery(basketQuery)
  const b = q.data
  return (
    <HomeCardFrame
      testId="home-card-basket"
      title={t('home.basket.title')}
      link={{ to: '/ogrenci/ders-kaydi', label: t('home.basket.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {b ? (
        <div className="light-stack">
          <div className="light-row">
            <span>{b.TermName}</span>
            <LightTag>{t(`status.${b.Status}`)}</LightTag>
          </div>
          {b.Status in ACTION && b.Editable ? (
            <LightNotice
              type={b.Status === 'rejected' || b.Status === 'returned' ? 'warning' : 'info'}
              title={t(ACTION[b.Status as ActionStatus])}
              description={b.Reason ?? undefined}
            />
          ) : null}
          {b.Items.length > 0 ? (
            <span className="light-secondary">
              {t('home.basket.courses', { count: b.Items.length, ects: b.TotalEcts })}
            </span>
          ) : null}
        </div>
      ) : null}
    </HomeCardFrame>
  )
}
