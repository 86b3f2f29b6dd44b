/**
 * Follows a background job from the browser (platform/jobs): polls the feature's status endpoint every second
 * while the job is queued or running, then stops; `onSettled`-style reactions belong to the caller (e.g. invalidate
 * the list the job changed when `data.state === 'done'`).
 */
import { useQuery } from '@tanstack/react-query'
import type { JobStatusView } from '@unacs/contracts'
import { api } from '../api/client.ts'

/** Poll interval while a job is under way, in milliseconds. */
export const JOB_POLL_MS = 1000

/**
 * The status of the job at `statusUrl` (a GET answering ZJobStatus), polled while it is under way; disabled when
 * `statusUrl` is null (no job started yet).
 */
export function useJob(statusUrl: string | null) {
  return useQuery({
    queryKey: ['job', statusUrl],
    queryFn: ({ signal }) => api.get<JobStatusView>(statusUrl as string, { signal }),
    enabled: statusUrl !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state
      return state === 'done' || state === 'failed' ? false : JOB_POLL_MS
    },
  })
}

/** True while a job is waiting or running. */
export function isUnderWay(job: Pick<JobStatusView, 'state'> | undefined): boolean {
  return job?.state === 'queued' || job?.state === 'running'
}
