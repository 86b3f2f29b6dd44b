/**
 * POST /api/Identity/Impersonate/Logout (spec §4, §7): leave the impersonation; the answer is the
 * impersonator's own token.
 */
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'

/** Ends the impersonation; resolves to the impersonator's token. */
export function impersonateLogout(): Promise<string> {
  return api.post<string>('/api/Identity/Impersonate/Logout', {})
}

/** The impersonation exit as a TanStack mutation. */
export function useImpersonateLogout() {
  return useMutation({ mutationFn: impersonateLogout })
}
