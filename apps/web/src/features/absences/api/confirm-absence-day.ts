/** POST /api/Absences/Entry/Confirm and /Unconfirm (spec §4): confirm a day as completed, or remove that. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbsenceDay } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Confirms (`confirm`) or unconfirms the day with the version read. */
export function confirmAbsenceDay(args: {
  SectionId: number
  Day: string
  Version: number
  confirm: boolean
}): Promise<AbsenceDay> {
  const { confirm, ...body } = args
  return api.post<AbsenceDay>(`/api/Absences/Entry/${confirm ? 'Confirm' : 'Unconfirm'}`, body)
}

/** The confirmation as a mutation; refreshes absences data. */
export function useConfirmAbsenceDay() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: confirmAbsenceDay,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
