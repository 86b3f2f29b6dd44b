/** POST /api/Application/KadroIlanlari/AssignCommittee: one chair (role 8) and members (role 9) of a position. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AssignCommitteeRequest, Position } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Replaces the committee; resolves to the position. */
export function assignCommittee(body: AssignCommitteeRequest): Promise<Position> {
  return api.post<Position>('/api/Application/KadroIlanlari/AssignCommittee', body)
}

/** The assignment as a mutation; refreshes the list. */
export function useAssignCommittee() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: assignCommittee,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.positions }),
  })
}
