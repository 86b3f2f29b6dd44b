/** GET /api/Registration/Advisor/Students: a page of the advisor's advisees with registration status. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Advisee, RegistrationStatus } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { registrationKey } from './idempotency.ts'

/** Filters and paging of the advisee list. */
export interface AdviseeQuery {
  status?: RegistrationStatus | undefined
  search?: string | undefined
  page: number
  pageSize: number
}

/** A page of advisees. */
export interface AdviseePage {
  items: Advisee[]
  page: number
  pageSize: number
  total: number
}

/** Fetches a page of advisees. */
export function listAdvisees(query: AdviseeQuery, signal?: AbortSignal): Promise<AdviseePage> {
  return api.get<AdviseePage>('/api/Registration/Advisor/Students', { query: { ...query }, signal })
}

/** The advisees as a query. */
export function useAdvisees(query: AdviseeQuery) {
  return useQuery({
    queryKey: [...registrationKey, 'advisees', query],
    queryFn: ({ signal }) => listAdvisees(query, signal),
    placeholderData: keepPreviousData,
  })
}
