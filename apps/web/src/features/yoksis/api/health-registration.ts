/**
 * GET /api/Yoksis/SaglikKayit/Adaylar and POST …/Kaydet (issue 20 "Health sciences registration"): this
 * year's new health-sciences students with their YÖKSİS state, and registering a selection (answer per
 * student; 422 not a candidate, 503 YÖKSİS unavailable).
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

/** Registers the students → the answer per student. */
export function registerHealthStudents(ids: number[]): Promise<YoksisRegistrationResult[]> {
  return api.post<YoksisRegistrationResult[]>('/api/Yoksis/SaglikKayit/Kaydet', { StudentIds: ids })
}

/** The registration as a mutation; refreshes the candidates whatever the outcome. */
export function useRegisterHealthStudents() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: registerHealthStudents,
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey, 'health'] }),
  })
}
