/**
 * POST /api/Spor/Sporcu/Kaydet and /api/Spor/Sporcu/Pasif (issue 21): the sports office adds or edits an
 * athlete, or ends an athlete's record with a reason.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeactivateAthleteRequest, SaveAthleteRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { sportsKey } from './get-report.ts'

/** Saves an athlete → its id; 422 unknown student, 409 duplicate active record of the sport. */
export function saveAthlete(body: SaveAthleteRequest): Promise<number> {
  return api.post<number>('/api/Spor/Sporcu/Kaydet', body)
}

/** Ends an athlete's record; 409 when already inactive. */
export function deactivateAthlete(body: DeactivateAthleteRequest): Promise<null> {
  return api.post<null>('/api/Spor/Sporcu/Pasif', body)
}

/** The save as a mutation; refreshes the report. */
export function useSaveAthlete() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveAthlete,
    onSuccess: () => client.invalidateQueries({ queryKey: sportsKey }),
  })
}

/** The deactivation as a mutation; refreshes the report. */
export function useDeactivateAthlete() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deactivateAthlete,
    onSuccess: () => client.invalidateQueries({ queryKey: sportsKey }),
  })
}
