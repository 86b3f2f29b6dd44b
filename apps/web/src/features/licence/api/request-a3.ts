/**
 * POST /api/Licence/Microsoft/RequestA3 with body `{}` (spec §1 "A3 request", §8 "A3 licence request
 * failed"): asks for an A3 licence and answers the new status (A3 'requested'). 409 when already requested
 * or held (the current status in `responseData`); 502 with the §8 message when the provider fails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LicenceStatus } from '@unacs/contracts'
import { ApiError, api } from '../../../shared/api/client.ts'
import { licenceStatusKey } from './get-licence-status.ts'

/** Requests an A3 licence; resolves to the new status. */
export function requestA3(): Promise<LicenceStatus> {
  return api.post<LicenceStatus>('/api/Licence/Microsoft/RequestA3', {})
}

/** The current status carried by a 409 answer, or null. */
function currentStatusOf(error: unknown): LicenceStatus | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const current = (error.body as { responseData?: LicenceStatus | null } | undefined)?.responseData
  return current && typeof current === 'object' && 'A3' in current ? current : null
}

/** The request as a TanStack mutation; the answer (or a 409's current status) replaces the cached status. */
export function useRequestA3() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: requestA3,
    onSuccess: (status) => client.setQueryData(licenceStatusKey, status),
    onError: (error) => {
      const current = currentStatusOf(error)
      if (current) client.setQueryData(licenceStatusKey, current)
    },
  })
}
