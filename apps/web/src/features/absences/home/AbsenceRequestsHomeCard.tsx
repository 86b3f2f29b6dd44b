/**
 * The instructor's absence requests home card (issue 24 "requests waiting"): the students' absence requests of
 * the caller's sections still waiting for a decision and not past their approval end date, from GET
 * /api/Absences/Requests/List. The nearest end date first; nothing when none waits.
 */

import { useQuery } from '@tanstack/react-query'
import type { AbsenceRequest } from '@unacs/contracts'
import { Flex, List, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { HomeCardFrame } from '../../../shared/home/HomeCardFrame.tsx'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The card. */
export function AbsenceRequestsHomeCard() {
  const { t } = useTranslation('absences')
  const q = useQuery({
    queryKey: ['absences', 'home', 'requests'],
    queryFn: ({ signal }) => homeGet<AbsenceRequest[]>('/api/Absences/Requests/List', { signal }),
  })
  // Only requests still decidable: a pending one past its approval end date can no longer be processed.
  const today = dayjs().format('YYYY-MM-DD')
  const pending = (q.data ?? [])
    .filter((r) => r.Status === 'pending' && r.ApprovalEndDate >= today)
    .sort((a, b) => a.ApprovalEndDate.localeCompare(b.ApprovalEndDate))
  if (q.isSuccess && pending.length === 0) return null
  return (
    <HomeCardFrame
      testId="home-card-absence-requests"
      title={t('home.requests.title', { count: pending.length })}
      link={{ to: '/ogretim/devamsizlik-talepleri', label: t('home.requests.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <List
        size="small"
        dataSource={pending.slice(0, 5)}
        renderItem={(r) => (
          <List.Item>
            <Flex vertical gap={0} style={{ minWidth: 0 }}>
              <Typography.Text>{`${r.CourseCode} · ${r.RequesterName}`}</Typography.Text>
              <Typography.Text type="secondary">
                {t('home.requests.until', { date: r.ApprovalEndDate.split('-').reverse().join('.') })}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
    </HomeCardFrame>
  )
}
