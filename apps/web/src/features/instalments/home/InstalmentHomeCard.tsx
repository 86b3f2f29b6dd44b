/**
 * The student's instalment home card (issue 24 "what needs action … an unpaid instalment"; issue 17
 * instalment plans): from the student's own plan (GET /api/Instalments/My/Plan), the overdue instalments and
 * the next one due, with the debt left. Nothing when the student has no plan (404, spec §8 "no vinov plan or
 * detail for the student") or nothing is left to pay.
 */

import { useQuery } from '@tanstack/react-query'
import type { PlanDetail } from '@unacs/contracts'
import { Alert, Flex, List, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet, isNotFound } from '../../../shared/home/home-api.ts'
import { formatDate, formatKurus } from '../components/money.ts'

/** The student's plan, or null when there is none. */
function useMyPlan() {
  return useQuery({
    queryKey: ['instalments', 'home', 'my-plan'],
    queryFn: async ({ signal }) => {
      try {
        return await homeGet<PlanDetail>('/api/Instalments/My/Plan', { signal })
      } catch (e) {
        if (isNotFound(e)) return null
        throw e
      }
    },
    retry: false,
  })
}

/** The card. */
export function InstalmentHomeCard() {
  const { t, i18n } = useTranslation('instalments')
  const q = useMyPlan()
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
        <Flex vertical gap="small">
          <Flex justify="space-between" gap="small" wrap>
            <Typography.Text>{plan.Term}</Typography.Text>
            <Typography.Text strong>{t('home.debt', { amount: money(debt) })}</Typography.Text>
          </Flex>
          {overdue.length > 0 ? (
            <Alert type="warning" showIcon title={t('home.overdue', { count: overdue.length })} />
          ) : null}
          <List
            size="small"
            dataSource={[...overdue, ...(next ? [next] : [])]}
            renderItem={(i) => (
              <List.Item>
                <Flex justify="space-between" gap="small" wrap style={{ width: '100%', minWidth: 0 }}>
                  <Typography.Text>
                    {t('home.instalment', { no: i.No, date: formatDate(i.DueDate) })}
                  </Typography.Text>
                  <Flex gap="small" align="center" style={{ marginInlineStart: 'auto' }}>
                    <Typography.Text>{money(i.AmountKurus - i.PaidKurus)}</Typography.Text>
                    <Tag style={{ marginInlineEnd: 0 }}>{i.Overdue ? t('overdue') : t('home.next')}</Tag>
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      ) : null}
    </HomeCardFrame>
  )
}
