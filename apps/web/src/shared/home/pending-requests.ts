/**
 * The call of the shared pending-requests home card (issue 24 "requests waiting"; issue 23 prefetch): its query
 * options, read by the card and started early by the home page (`HomeCardDef.prefetch`).
 */
import { queryOptions } from '@tanstack/react-query'
import { homeGet } from './home-api.ts'

/** The fields of a request the card reads. */
export interface PendingRequest {
  Id: number
  Status: string
  ApprovalEndDate: string
  CourseCode: string
  RequesterName: string
}

/** The query of the requests list `url` of the feature `namespace`. */
export const pendingRequestsQuery = (namespace: string, url: string) =>
  queryOptions({
    queryKey: [namespace, 'home', 'requests'],
    queryFn: ({ signal }) => homeGet<PendingRequest[]>(url, { signal }),
  })
