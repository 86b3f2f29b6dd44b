/**
 * POST /api/Identity/Account/RolDegistir (spec §7): switch to another held or delegated role; the
 * answer is the new token.
 */

import { useMutation } from '@tanstack/react-query'
import type { RoleSwitchRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Switches the active role; resolves to the new token. */
export function switchRole(body: RoleSwitchRequest): Promise<string> {
  return api.post<string>('/api/Identity/Account/RolDegistir', body)
}

/** The role switch as a TanStack mutation. */
export function useSwitchRole() {
  return useMutation({ mutationFn: switchRole })
}
