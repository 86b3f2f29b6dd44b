/**
 * GET /api/Hazirlik/Kur/List, POST /api/Hazirlik/Kur/Save and POST /api/Hazirlik/Kur/Clone (issue 18 §
 * Definitions; spec §3 "level: name, next level, clone flag, visibility, pass grade, academic calendar").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClonePrepLevels, ClonePrepLevelsResult, PrepLevel, SavePrepLevel } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** Fetches the levels of a quarter in order. */
export function listLevels(quarterId: number, signal?: AbortSignal): Promise<PrepLevel[]> {
  return api.get<PrepLevel[]>('/api/Hazirlik/Kur/List', { query: { quarterId }, signal })
}

/** The levels of `quarterId` (disabled while none is chosen). */
export function useLevels(quarterId: number | undefined) {
  return useQuery({
    queryKey: [...prepKey, 'levels', quarterId],
    queryFn: ({ signal }) => listLevels(quarterId ?? 0, signal),
    enabled: quarterId !== undefined,
  })
}

/** Saves a level (422 invalid next level, 409 duplicate name or stale). */
export function useSaveLevel() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePrepLevel) => api.post<PrepLevel>('/api/Hazirlik/Kur/Save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}

/** Clones a quarter's flagged levels into another quarter (422 same quarter or nothing to copy). */
export function useCloneLevels() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ClonePrepLevels) => api.post<ClonePrepLevelsResult>('/api/Hazirlik/Kur/Clone', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
