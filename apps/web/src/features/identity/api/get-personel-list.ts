/** GET /api/Identity/Impersonate/GetAllPersonelList?search=&page=&pageSize= (spec §7): staff members to impersonate. */
import type { CandidatePage, CandidateQuery } from './candidate-page.ts'
import { fetchCandidatePage } from './candidate-page.ts'

/** Fetches one page of staff members matching `search`. */
export function getPersonelList(
  query: Omit<CandidateQuery, 'type'>,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return fetchCandidatePage('/api/Identity/Impersonate/GetAllPersonelList', query, signal)
}
