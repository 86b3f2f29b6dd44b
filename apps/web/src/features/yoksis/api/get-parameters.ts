/** GET /api/Yoksis/Karsilastirma/Parametreler ?kind (issue 20): the fields that count, with the version. */
import { useQuery } from '@tanstack/react-query'
import type { ComparisonKind, ComparisonParameters } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** Fetches the parameters of `kind`. */
export function getParameters(kind: ComparisonKind, signal?: AbortSignal): Promise<ComparisonParameters> {
  return api.get<ComparisonParameters>(`${COMPARISON_PATH}/Parametreler`, { query: { kind }, signal })
}

/** The parameters of `kind` as a query. */
export function useParameters(kind: ComparisonKind) {
  return useQuery({
    queryKey: [...yoksisKey, 'parameters', kind],
    queryFn: ({ signal }) => getParameters(kind, signal),
  })
}
