/**
 * GET /api/Proxy/Vekalet/List (spec §1 "Proxy delegation with list"): a page of the delegations the
 * signed-in staff member gave or received, newest first.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Delegation } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Which side of the delegations to list. */
export type DelegationDirection = 'given' | 'received'

/** One page of delegations. */
export interface DelegationPage {
  items: Delegation[]
  page: number
  pageSize: number
  total: number
}

/** The list query: direction and paging (page from 1). */
export interface DelegationQuery {
  direction: DelegationDirection
  page: number
  pageSize: number
}

/** Fetches one page of delegations. */
export function listDelegations(query: DelegationQuery, signal?: AbortSignal): Promise<DelegationPage> {
  return api.get<DelegationPage>('/api/Proxy/Vekalet/List', { query: { ...query }, signal })
}

/** Query key prefix of every delegation list (invalidated after add and delete). */
export const delegationsKey = ['proxy', 'delegations'] as const

/** Query options of one page, keeping the previous page while the next loads. */
export function delegationsQueryOptions(query: DelegationQuery) {
  return queryOptions({
    queryKey: [...delegationsKey, query],
    queryFn: ({ signal }) => listDelegations(query, signal),
    placeholderData: keepPreviousData,
  })
}

/** A page of delegations as a TanStack query. */
export function useDelegations(query: DelegationQuery) {
  return useQuery(delegationsQueryOptions(query))
}
