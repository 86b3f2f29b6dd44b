/**
 * The impersonation candidate list as a TanStack query: picks the staff, student or graduate list
 * call (get-personel-list.ts, get-ogrenci-list.ts, get-mezun-list.ts) by type.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CandidatePage, CandidateQuery, ImpersonationType } from './candidate-page.ts'
import { getMezunList } from './get-mezun-list.ts'
import { getOgrenciList } from './get-ogrenci-list.ts'
import { getPersonelList } from './get-personel-list.ts'

const fetchers: Record<ImpersonationType, typeof getPersonelList> = {
  Personel: getPersonelList,
  Ogrenci: getOgrenciList,
  Mezun: getMezunList,
}

/** Fetches one page of staff, students or graduates matching `search`. */
export function getImpersonationCandidates(
  query: CandidateQuery,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return fetchers[query.type](query, signal)
}

/** Query options of one candidate page; keeps the previous page while the next loads. */
export function candidatesQueryOptions(query: CandidateQuery) {
  return queryOptions({
    queryKey: ['identity', 'impersonation-candidates', query],
    queryFn: ({ signal }) => getImpersonationCandidates(query, signal),
    placeholderData: keepPreviousData,
  })
}

/** A candidate page as a TanStack query. */
export function useImpersonationCandidates(query: CandidateQuery) {
  return useQuery(candidatesQueryOptions(query))
}
