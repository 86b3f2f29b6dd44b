/**
 * Menu management calls (issue 22 "Menu management"): GET /api/Admin/Menu/Roles and /Entries, POST /Update
 * (rename, hide or show, order, move to another group; 409 when changed meanwhile), /Reset (back to the seeded
 * menu), and issue 37's GET /Pages (the known pages) and POST /Create (add a page or a group).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminMenuEntry, CreateMenuEntry, MenuPage, MenuRole, UpdateMenuEntry } from '@unacs/contracts'
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

/** The known pages one may add to a menu (component key, path, usual names). */
export function useMenuPages(enabled: boolean) {
  return useQuery({
    queryKey: [...adminKey, 'menu-pages'],
    queryFn: ({ signal }) => api.get<MenuPage[]>('/api/Admin/Menu/Pages', { signal }),
    enabled,
    staleTime: 10 * 60_000,
  })
}

/** Adds a page or a group to a role's menu; refreshes the menu lists afterwards. */
export function useCreateMenuEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateMenuEntry) => api.post<AdminMenuEntry>('/api/Admin/Menu/Create', body),
    onSettled: () => client.invalidateQueries({ queryKey: [...adminKey, 'menu'] }),
  })
}
