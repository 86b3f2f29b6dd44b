/**
 * Absence excuse requests of the staff member's sections (component key `AbsenceRequests`; issue 6 § Requests)
 * on the shared request queue (issue 36, shared/request-queue): status with counts, requested dates and
 * search, paged on the server, with the excused days and the excuse type; approve (the absent hours in the
 * range become excused) or reject with an answer within the approval end date, one by one or several selected
 * together (ProcessMany, all or none); a request processed meanwhile (409) is named and the queue refreshed.
 */
import type { AbsenceRequest } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { SectionRequestQueue } from '../../../shared/request-queue/SectionRequestQueue.tsx'
import { type QueueParams, useQueueParams } from '../../../shared/request-queue/use-queue-params.ts'
import { showDate } from '../../../shared/text/format.ts'
import { useAbsenceRequestQueue } from '../api/absence-request-queue.ts'
import { useProcessAbsenceRequest, useProcessAbsenceRequests } from '../api/process-absence-request.ts'

/** The queue page. */
export function AbsenceRequestsPage() {
  const { t } = useTranslation('absences')
  const state = useQueueParams<QueueParams>({ Status: 'pending', page: 1, pageSize: 20 })
  const queue = useAbsenceRequestQueue(state.params as Parameters<typeof useAbsenceRequestQueue>[0])
  const decide = useProcessAbsenceRequest()
  const decideMany = useProcessAbsenceRequests()
  return (
    <SectionRequestQueue<AbsenceRequest, QueueParams>
      ns="absences"
      state={state}
      query={queue}
      decide={decide}
      decideMany={decideMany}
      columns={[
        {
          title: `${t('requests.from')} – ${t('requests.to')}`,
          key: 'days',
          // One day as one date: the column stays narrow, so more of the queue fits at 1366 px (issue 36).
          render: (_, r) =>
            r.FromDay === r.ToDay ? showDate(r.FromDay) : `${showDate(r.FromDay)} – ${showDate(r.ToDay)}`,
        },
        {
          title: t('requests.type'),
          dataIndex: 'ExcuseType',
          render: (v: AbsenceRequest['ExcuseType']) => t(`excuse.${v}`),
        },
      ]}
    />
  )
}
