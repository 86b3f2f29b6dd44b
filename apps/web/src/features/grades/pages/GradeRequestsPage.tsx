/**
 * Students' grade change requests of the instructor's sections (component key `GradeRequests`; spec §3
 * "grade request", issue 6 § Requests) on the shared request queue (issue 36, shared/request-queue): status
 * with counts, requested dates and search, paged on the server; approve or reject with an answer within the
 * approval end date, one by one or several selected together (ProcessMany, all or none); a request processed
 * meanwhile (409) is named and the queue refreshed.
 */
import { Flex, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { SectionRequestQueue } from '../../../shared/request-queue/SectionRequestQueue.tsx'
import { type QueueParams, useQueueParams } from '../../../shared/request-queue/use-queue-params.ts'
import { useGradeRequestQueue } from '../api/grade-request-queue.ts'
import { useProcessGradeRequest, useProcessGradeRequests } from '../api/process-grade-request.ts'
import { ClampedText } from '../components/ClampedText.tsx'

/** The grade requests page. */
export function GradeRequestsPage() {
  const { t } = useTranslation('grades')
  const state = useQueueParams<QueueParams>({ Status: 'pending', page: 1, pageSize: 20 })
  const queue = useGradeRequestQueue(state.params as Parameters<typeof useGradeRequestQueue>[0])
  const decide = useProcessGradeRequest()
  const decideMany = useProcessGradeRequests()
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('requests.intro')}
      </Typography.Paragraph>
      <SectionRequestQueue
        ns="grades"
        state={state}
        query={queue}
        decide={decide}
        decideMany={decideMany}
        renderReason={(text) => <ClampedText text={text} />}
      />
    </Flex>
  )
}
