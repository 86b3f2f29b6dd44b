/** GET /api/Identity/Impersonate/GetAllOgrenciList?search=&page=&pageSize= (spec §7): students to impersonate. */
import type { CandidatePage, CandidateQuery } from './candidate-page.ts'
import { fetchCandidatePage } from './candidate-page.ts'

/** Fetches one page of students matching `search`. */
export function getOgrenciList(
  query: Omit<CandidateQuery, 'type'>,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  return fetchCandidatePage('/api/Identity/Impersonate/GetAllOgrenciList', query, signal)
}
