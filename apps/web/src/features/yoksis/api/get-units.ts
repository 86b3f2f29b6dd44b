/** GET /api/Yoksis/Karsilastirma/Birimler (issue 20): the units of the registrar's scope as a tree. */
import { useQuery } from '@tanstack/react-query'
import type { ComparisonUnit } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** The units as a query (names in the current language). */
export function useComparisonUnits(language: string) {
  return useQuery({
    queryKey: [...yoksisKey, 'units', language],
    queryFn: ({ signal }) => api.get<ComparisonUnit[]>(`${COMPARISON_PATH}/Birimler`, { signal }),
  })
}
