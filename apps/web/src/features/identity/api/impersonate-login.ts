/**
 * POST /api/Identity/Impersonate/Login (spec §7): start acting as another person; the answer is
 * the target's token with ImpID set to the impersonator.
 */

import { useMutation } from '@tanstack/react-query'
import type { ImpersonateLoginRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Starts the impersonation; resolves to the new token. */
export function impersonateLogin(body: ImpersonateLoginRequest): Promise<string> {
  return api.post<string>('/api/Identity/Impersonate/Login', body)
}

/** The impersonation start as a TanStack mutation. */
export function useImpersonateLogin() {
  return useMutation({ mutationFn: impersonateLogin })
}
