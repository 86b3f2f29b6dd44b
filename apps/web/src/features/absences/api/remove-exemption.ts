/** POST /api/Absences/Exemptions/Remove {Id} (spec §3): removes an exam exemption; 404 when already gone. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Removes the exemption `id`. */
export function removeExemption(id: number): Promise<null> {
  return api.post<null>('/api/Absences/Exemptions/Remove', { Id: id })
}

/** The removal as a mutation; refreshes absences data. */
export function useRemoveExemption() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: removeExemption,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
