/**
 * GET /api/Proxy/Vekalet/GivableRoles: the roles (with their units) the signed-in staff member may
 * delegate (spec §6 "Proxy lets a staff member give a role in a unit").
 */
import { useQuery } from '@tanstack/react-query'
import type { GivableRole } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the delegable roles. */
export function getGivableRoles(signal?: AbortSignal): Promise<GivableRole[]> {
  return api.get<GivableRole[]>('/api/Proxy/Vekalet/GivableRoles', { signal })
}

/** The delegable roles as a TanStack query (`enabled` false skips the call, e.g. under a proxy role). */
export function useGivableRoles(enabled: boolean) {
  return useQuery({
    queryKey: ['proxy', 'givable-roles'],
    queryFn: ({ signal }) => getGivableRoles(signal),
    enabled,
  })
}
