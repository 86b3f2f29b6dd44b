/** POST /api/Yoksis/Karsilastirma/ParametreKaydet (issue 20): saves the fields of a kind; 409 when stale. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ComparisonParameters, SaveComparisonParameters } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { COMPARISON_PATH, yoksisKey } from './keys.ts'

/** Saves the parameters → the saved ones with the new version. */
export function saveParameters(body: SaveComparisonParameters): Promise<ComparisonParameters> {
  return api.post<ComparisonParameters>(`${COMPARISON_PATH}/ParametreKaydet`, body)
}

/** The save as a mutation; refreshes the parameters (also after a 409, to load the current ones). */
export function useSaveParameters() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveParameters,
    onSettled: () => client.invalidateQueries({ queryKey: [...yoksisKey, 'parameters'] }),
  })
}
