/** POST /api/Kutuphane/Borc/Create (spec §4, §5): records a library debt (book, dates, fine). Refusals come as ApiError with the server's localised message. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import type { LibraryDebtBody } from './types.ts'

/** Calls /api/Kutuphane/Borc/Create. */
export function createLibraryDebt(body: LibraryDebtBody): Promise<unknown> {
  return api.post('/api/Kutuphane/Borc/Create', body)
}

/** The call as a TanStack mutation; refreshes every departure query on success. */
export function useCreateLibraryDebt() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createLibraryDebt,
    onSettled: () => client.invalidateQueries({ queryKey: ['departure'] }),
  })
}
