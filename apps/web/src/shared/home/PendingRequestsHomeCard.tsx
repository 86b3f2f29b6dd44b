/**
 * A home card of students' requests waiting for the caller (issue 24 "requests waiting"): the pending requests
 * still before their approval end date, nearest end date first (at most five), each with course, requester and
 * the date to decide by. Renders nothing when none waits. Features give their list call, texts and page; the
 * request list answers an array of `{ Id, Status, ApprovalEndDate (YYYY-MM-DD), CourseCode, RequesterName }`.
 */
import { useQuery } from '@tanstack/react-query'
import type { FlatNamespace } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../text/format.ts'
import { istanbulToday } from '../text/istanbul-today.ts'
import { LightList, LightListItem } from '../ui/LightList.tsx'
import { HomeCardFrame } from './HomeCardFrame.tsx'
import { pendingRequestsQuery } from './pending-requests.ts'

/** What a feature gives the card: its namespace (with `home.requests.title|open|until`), list call and page. */
export interface PendingRequestsCardProps {
  namespace: FlatNamespace
  url: string
  testId: string
  to: string
}

/** The card. */
export function PendingRequestsHomeCard({ namespace, url, testId, to }: PendingRequestsCardProps) {
  const { t } = useTranslation(namespace)
  const format = useFormat()
  const q = useQuery(pendingRequestsQuery(namespace, url))
  // Only requests still decidable: a pending one past its approval end date can no longer be processed.
  const today = istanbulToday()
  const pending = (q.data ?? [])
    .filter((r) => r.Status === 'pending' && r.ApprovalEndDate >= today)
    .sort((a, b) => a.ApprovalEndDate.localeCompare(b.ApprovalEndDate))
  if (q.isSuccess && pending.length === 0) return null
  return (
    <HomeCardFrame
      testId={testId}
      title={t('home.requests.title', { count: pending.length })}
      link={{ to, label: t('home.requests.open') }}
      loading={q.isLoading}
      error={q.isError ? q.error.message : null}
    >
      <LightList>
        {pending.slice(0, 5).map((r) => (
          <LightListItem key={r.Id}>
            <div className="light-stack light-stack-none">
              <span>{`${r.CourseCode} · ${r.RequesterName}`}</span>
              <span className="light-secondary">
                {t('home.requests.until', { date: format.date(r.ApprovalEndDate) })}
              </span>
            </div>
          </LightListItem>
        ))}
      </LightList>
    </HomeCardFrame>
  )
}
