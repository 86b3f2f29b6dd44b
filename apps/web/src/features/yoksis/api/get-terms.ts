/** GET /api/Yoksis/Karsilastirma/Donemler (issue 20): the academic terms, newest first. */
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** One term of the picker. */
export interface TermOption {
  Id: number
  Name: string
  IsActive: boolean
}

/** The terms as a query (names in the current language). */
export function useComparisonTerms(language: string) {
  return useQuery({
    queryKey: [...yoksisKey, 'terms', language],
    queryFn: ({ signal }) => api.get<TermOption[]>(`${COMPARISON_PATH}/Donemler`, { signal }),
  })
}
