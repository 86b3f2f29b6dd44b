/**
 * GET /api/Personnel/Bilgi/Search?search=&page=&pageSize= (HR, role 10; spec §3 "Personnel", issue
 * "HR roles can view others' records, searchable"): a page of staff members matching a name, registry
 * number or national id number, ordered by surname.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { PersonnelSummary } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** One page of staff members. */
export interface PersonnelPage {
  items: PersonnelSummary[]
  page: number
  pageSize: number
  total: number
}

/** The search: text (may be empty: everyone) and paging (page from 1). */
export interface PersonnelSearchQuery {
  search: string
  page: number
  pageSize: number
}

/** Fetches one page of matching staff members. */
export function searchPersonnel(query: PersonnelSearchQuery, signal?: AbortSignal): Promise<PersonnelPage> {
  return api.get<PersonnelPage>('/api/Personnel/Bilgi/Search', { query: { ...query }, signal })
}

/** A page of matching staff members as a TanStack query, keeping the previous page while loading. */
export function usePersonnelSearch(query: PersonnelSearchQuery) {
  return useQuery({
    queryKey: ['personnel', 'search', query],
    queryFn: ({ signal }) => searchPersonnel(query, signal),
    placeholderData: keepPreviousData,
  })
}
