/**
 * GET /api/Hazirlik/Ceyrek/List and POST /api/Hazirlik/Ceyrek/Save (issue 18 § Definitions; spec §3
 * "Quarter", §5 "year, month, quarter, parameter, start and end date must be chosen").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepQuarter, SavePrepQuarter } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** Fetches every quarter, newest first. */
export function listQuarters(signal?: AbortSignal): Promise<PrepQuarter[]> {
  return api.get<PrepQuarter[]>('/api/Hazirlik/Ceyrek/List', { signal })
}

/** The quarters as a query. */
export function useQuarters() {
  return useQuery({ queryKey: [...prepKey, 'quarters'], queryFn: ({ signal }) => listQuarters(signal) })
}

/** Saves a quarter: 400 missing field or dates in the wrong order, 409 duplicate year and number or stale. */
export function saveQuarter(body: SavePrepQuarter): Promise<PrepQuarter> {
  return api.post<PrepQuarter>('/api/Hazirlik/Ceyrek/Save', body)
}

/** The save as a mutation; refreshes every prep query. */
export function useSaveQuarter() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveQuarter,
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
