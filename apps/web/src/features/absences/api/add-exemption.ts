/**
 * POST /api/Absences/Exemptions/Add {SectionId, StudentId, Reason, Date} (spec §3): adds an exam exemption;
 * 409 when the student already has one in the section, 404 when not on the roster.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddExemptionRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { absencesKey } from './get-absence-day.ts'

/** Adds the exemption; resolves to its id. */
export function addExemption(body: AddExemptionRequest): Promise<number> {
  return api.post<number>('/api/Absences/Exemptions/Add', body)
}

/** The add as a mutation; refreshes absences data. */
export function useAddExemption() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addExemption,
    onSettled: () => client.invalidateQueries({ queryKey: absencesKey }),
  })
}
