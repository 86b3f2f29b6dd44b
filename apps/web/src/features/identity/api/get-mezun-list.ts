/** GET /api/Identity/Impersonate/GetAllMezunOgrenciList?search=&page=&pageSize= (spec §7): graduates to impersonate. */
import type { CandidatePage, CandidateQuery } from './candidate-page.ts'
import { fetchCandidatePage } from './candidate-page.ts'

/** Fetches one page of graduates matching `search`. */
export function getMezunList(
  query: Omit<CandidateQuery, 'type'>,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return fetchCandidatePage('/api/Identity/Impersonate/GetAllMezunOgrenciList', query, signal)
}
