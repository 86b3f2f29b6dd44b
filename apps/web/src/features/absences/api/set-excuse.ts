/**
 * POST /api/Absences/Entry/Excuse (spec §3 "excuse type and hours", "considered-absent flag"): sets the excuse
 * type (or none) and the considered-absent flag of a student's absent hours on a day; 422 when no chosen hour
 * is absent, 403 outside the caller's sections.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SetExcuseRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Sets the excuse. */
export function setExcuse(body: SetExcuseRequest): Promise<null> {
  return api.post<null>('/api/Absences/Entry/Excuse', body)
}

/** The excuse change as a mutation; refreshes absences data (excuse list, day entries, reports). */
export function useSetExcuse() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setExcuse,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
