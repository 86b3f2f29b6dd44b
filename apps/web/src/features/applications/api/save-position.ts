/** POST /api/Application/KadroIlanlari/Save: opens a position (no id) or changes one (id + version). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Position, SavePositionRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { applicationKeys } from './keys.ts'

/** Saves a position; resolves to it. */
export function savePosition(body: SavePositionRequest): Promise<Position> {
  return api.post<Position>('/api/Application/KadroIlanlari/Save', body)
}

/** The save as a mutation; refreshes the list. */
export function useSavePosition() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePosition,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationKeys.positions }),
  })
}
