/** POST /api/Absences/Entry/SaveDay (spec §3): replaces the day's absent hours; 409 when stale, 422 when confirmed. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceDay, SaveAbsenceDayRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Saves the day; resolves to the stored day. */
export function saveAbsenceDay(body: SaveAbsenceDayRequest): Promise<AbsenceDay> {
  return api.post<AbsenceDay>('/api/Absences/Entry/SaveDay', body)
}

/** The save as a mutation; refreshes absences data. */
export function useSaveAbsenceDay() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveAbsenceDay,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
