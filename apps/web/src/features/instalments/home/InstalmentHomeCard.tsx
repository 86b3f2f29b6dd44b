/**
 * The student's instalment home card (issue 24 "what needs action … an unpaid instalment"; issue 17
 * instalment plans): from the student's own plan (GET /api/Instalments/My/Plan), the overdue instalments and
 * the next one due, with the debt left. Nothing when the student has no plan (404, spec §8 "no vinov plan or
 * detail for the student") or nothing is left to pay.
 */

import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { LightList, LightListItem } from '../../../shared/ui/LightList.tsx'
import { LightNotice } from '../../../shared/ui/LightNotice.tsx'
import { LightTag } from '../../../shared/ui/LightTag.tsx'
import { formatDate, formatKurus } from '../components/money.ts'
import { myPlanQuery } from './instalments.home-queries.ts'

/** The card. */
export function InstalmentHomeCard() {
  const { t, i18n } = useTranslation('instalments')
  const q = useQuery(myPlanQuery)
  const plan = q.data
  const unpaid = (plan?.Instalments ?? []).filter((i) => i.PaidKurus < i.AmountKurus)
  const debt = plan ? (plan.State === 'cancelled' ? plan.RemainingDebtKurus : plan.DebtKurus) : 0
  if (q.isSuccess && (!plan || debt <= 0 || (plan.State !== 'cancelled' && unpaid.length === 0))) return null
  const overdue = unpaid.filter((i) => i.Overdue)
  const next = unpaid.find((i) => !i.Overdue)
  const money = (k: number) => formatKurus(k, i18n.language)
  return (
    <HomeCardFrame
      testId="home-card-instalments"
      title={t('home.title')}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      {plan ? (
        <div className="light-stack">
          <div className="light-row">
            <span>{plan.Term}</span>
            <span className="light-strong">{t('home.debt', { amount: money(debt) })}</span>
          </div>
          {overdue.length > 0 ? (
            <LightNotice type="warning" title={t('home.overdue', { count: overdue.length })} />
          ) : null}
          <LightList>
            {[...overdue, ...(next ? [next] : [])].map((i) => (
              <LightListItem key={i.Id}>
                <div className="light-row" style={{ width: '100%' }}>
                  <span>{t('home.instalment', { no: i.No, date: formatDate(i.DueDate) })}</span>
                  <div
                    className="light-row light-row-nowrap"
                    style={{ alignItems: 'center', marginInlineStart: 'auto' }}
                  >
                    <span>{money(i.AmountKurus - i.PaidKurus)}</span>
                    <LightTag>{i.Overdue ? t('overdue') : t('home.next')}</LightTag>
                  </div>
                </div>
              </LightListItem>
            ))}
          </LightList>
        </div>
      ) : null}
    </HomeCardFrame>
  )
}
