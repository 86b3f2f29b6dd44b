/**
 * Menu management calls (issue 22 "Menu management"): GET /api/Admin/Menu/Roles and /Entries, POST /Update
 * (rename, hide or show, move; 409 when changed meanwhile) and /Reset (back to the seeded menu).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminMenuEntry, MenuRole, UpdateMenuEntry } from '@unacs/contracts'
import { useTranslation } from 'react-i18next'
import { api } from '../../../shared/api/client.ts'
import { adminKey } from './audit.ts'

/** The roles with a menu, names in the UI language. */
export function useMenuRoles() {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...adminKey, 'menu-roles', i18n.language],
    queryFn: ({ signal }) => api.get<MenuRole[]>('/api/Admin/Menu/Roles', { signal }),
  })
}

/** The entries of `roleId`'s menu; idle while null. */
export function useMenuEntries(roleId: number | null) {
  return useQuery({
    queryKey: [...adminKey, 'menu', roleId],
    queryFn: ({ signal }) =>
      api.get<AdminMenuEntry[]>('/api/Admin/Menu/Entries', { query: { roleId }, signal }),
    enabled: roleId !== null,
  })
}

/** Saves one entry; refreshes the menu lists (and the caller's own menu) afterwards. */
export function useUpdateMenuEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateMenuEntry) => api.post<AdminMenuEntry>('/api/Admin/Menu/Update', body),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'menu'] }),
  })
}

/** Reverts a role's menu to the seeded one. */
export function useResetMenu() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (roleId: number) => api.post<null>('/api/Admin/Menu/Reset', { RoleId: roleId }),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'menu'] }),
  })
}
