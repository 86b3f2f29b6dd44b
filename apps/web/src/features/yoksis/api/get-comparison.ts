/**
 * GET /api/Yoksis/Karsilastirma/Get/:id and …/Son ?kind&unitId (issue 20): one comparison, or the latest of
 * a kind and unit (null when none).
 */
import { useQuery } from '@tanstack/react-query'
import type { Comparison, ComparisonKind } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** The latest comparison of `kind` for `unitId` (disabled until a unit is chosen). */
export function useLatestComparison(kind: ComparisonKind, unitId: number | null) {
  return useQuery({
    queryKey: [...yoksisKey, 'latest', kind, unitId],
    queryFn: ({ signal }) =>
      api.get<Comparison | null>(`${COMPARISON_PATH}/Son`, { query: { kind, unitId }, signal }),
    enabled: unitId !== null,
  })
}
