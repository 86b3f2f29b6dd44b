/**
 * GET /api/Yoksis/SaglikKayit/Adaylar and POST …/Kaydet (issue 35 "health-sciences registration uses the REST
 * registration query"): the health-sciences graduates with their Ministry of Health registration as last read,
 * and asking YÖKSİS for a selection (answer per graduate; 422 not a graduate of the units, 503 unavailable).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HealthCandidate, YoksisRegistrationResult } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { yoksisKey } from './keys.ts'

/** A page of candidates. */
export interface CandidatePage {
  items: HealthCandidate[]
  page: number
  pageSize: number
  total: number
}

/** The candidates' page as a query. */
export function useHealthCandidates(page: number, pageSize: number, language: string) {
  return useQuery({
    queryKey: [...yoksisKey, 'health', page, pageSize, language],
    queryFn: ({ signal }) =>
      api.get<CandidatePage>('/api/Yoksis/SaglikKayit/Adaylar', { query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** Asks YÖKSİS for the graduates' registrations → the answer per graduate. */
export function registerHealthStudents(ids: number[]): Promise<YoksisRegistrationResult[]> {
  return api.post<YoksisRegistrationResult[]>('/api/Yoksis/SaglikKayit/Kaydet', { StudentIds: ids })
}

/** The query as a mutation; refreshes the list whatever the outcome. */
export function useRegisterHealthStudents() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: registerHealthStudents,
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey, 'health'] }),
  })
}
