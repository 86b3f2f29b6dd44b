/**
 * GET /api/Program/Tyyc/Tanimlar and POST /api/Program/Tyyc/TanimKaydet (issue 19 "the framework's descriptors
 * are reference data the registrar maintains"): the TYYÇ descriptors of a level, and adding or editing one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Descriptor, ProgrammeLevel, SaveDescriptorRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { programmesKey } from './list-programmes.ts'

/** The descriptors of `level`, inactive ones included. */
export function useDescriptors(level: ProgrammeLevel | undefined) {
  return useQuery({
    queryKey: [...programmesKey, 'descriptors', level],
    queryFn: ({ signal }) =>
      api.get<Descriptor[]>('/api/Program/Tyyc/Tanimlar', { query: { level }, signal }),
    enabled: level !== undefined,
  })
}

/** Saves a descriptor → its id; 409 when the code is taken in the level. Refreshes programme queries. */
export function useSaveDescriptor() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (b: SaveDescriptorRequest) => api.post<number>('/api/Program/Tyyc/TanimKaydet', b),
    onSuccess: () => client.invalidateQueries({ queryKey: programmesKey }),
  })
}
