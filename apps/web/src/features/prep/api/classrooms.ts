/** GET /api/Hazirlik/Derslik/List and POST /api/Hazirlik/Derslik/Save (issue 18 § Definitions: classrooms). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepClassroom, SavePrepClassroom } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

/** Every classroom by name. */
export function useClassrooms() {
  return useQuery({
    queryKey: [...prepKey, 'classrooms'],
    queryFn: ({ signal }) => api.get<PrepClassroom[]>('/api/Hazirlik/Derslik/List', { signal }),
  })
}

/** Saves a classroom (409 duplicate name or stale; 422 capacity below a section's quota). */
export function useSaveClassroom() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePrepClassroom) => api.post<PrepClassroom>('/api/Hazirlik/Derslik/Save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: prepKey }),
  })
}
