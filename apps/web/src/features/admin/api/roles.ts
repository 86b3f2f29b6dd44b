/**
 * Role assignment calls (issue 22 "Role assignments"): GET /api/Admin/Roles/Options and /Person, POST /Grant
 * and /Revoke (the holder's sessions in that role end); issue 37's GET /People (staff by name or number).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GrantRole, PersonRoles, RevokeRole, RoleOptions, StaffHit } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { adminKey } from './audit.ts'

/** Staff roles and units that can be granted, names in the UI language. */
export function useRoleOptions() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...adminKey, 'role-options', i18n.language],
    queryFn: ({ signal }) => api.get<RoleOptions>('/api/Admin/Roles/Options', { signal }),
    staleTime: 5 * 60_000,
  })
}

/** A staff member's assignments; idle while `registryNo` is empty. */
export function usePersonRoles(registryNo: string) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...adminKey, 'person-roles', registryNo, i18n.language],
    queryFn: ({ signal }) =>
      api.get<PersonRoles>('/api/Admin/Roles/Person', { query: { registryNo }, signal }),
    enabled: registryNo !== '',
    retry: false,
  })
}

/** Grants a role; refreshes the person's assignments. */
export function useGrantRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: GrantRole) => api.post<number>('/api/Admin/Roles/Grant', body),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'person-roles'] }),
  })
}

/** Revokes an assignment; refreshes the person's assignments. */
export function useRevokeRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RevokeRole) => api.post<number>('/api/Admin/Roles/Revoke', body),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'person-roles'] }),
  })
}

/** Staff found by name (Turkish-folded) or registry number; idle while `search` is shorter than 2. */
export function useStaffSearch(search: string) {
  return useQuery({
    queryKey: [...adminKey, 'staff-search', search],
    queryFn: ({ signal }) => api.get<StaffHit[]>('/api/Admin/Roles/People', { query: { search }, signal }),
    enabled: search.length >= 2,
  })
}
