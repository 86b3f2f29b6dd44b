/**
 * The answer shape shared by the three impersonation list calls (spec §7; issue 3: searchable and
 * paged `{items, page, pageSize, total}`) and their common fetcher.
 */
import type { ImpersonationCandidate } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** The impersonation target kinds (contracts `ZImpersonationType`). */
export type ImpersonationType = ImpersonationCandidate['Type']

/** One page of candidates. */
export interface CandidatePage {
  items: ImpersonationCandidate[]
  page: number
  pageSize: number
  total: number
}

/** The list parameters (page is 1-based). */
export interface CandidateQuery {
  type: ImpersonationType
  search: string
  page: number
  pageSize: number
}

/** Fetches one candidate page from `path`. */
export function fetchCandidatePage(
  path: string,
  { search, page, pageSize }: Omit<CandidateQuery, 'type'>,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return api.get<CandidatePage>(path, { query: { search, page, pageSize }, signal })
}
