/**
 * GET /api/Menu/GetUnacsMenuListByRoleId (spec §7): the active role's menu tree, names in the
 * Accept-Language language.
 */

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MenuEntry } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Fetches the active role's menu tree. */
export function getMenu(signal?: AbortSignal): Promise<MenuEntry[]> {
  return api.get<MenuEntry[]>('/api/Menu/GetUnacsMenuListByRoleId', { signal })
}

/**
 * Query options for the menu of one session state.
 * @param sessionKey Changes whenever the menu may change: person, role, studentship, impersonation, language.
 * @param initialData A menu stored earlier (spec §3 `menus`), shown at once and refetched in the background.
 */
export function menuQueryOptions(sessionKey: string, initialData?: MenuEntry[]) {
  return queryOptions({
    queryKey: ['identity', 'menu', sessionKey],
    queryFn: ({ signal }) => getMenu(signal),
    staleTime: 5 * 60_000,
    ...(initialData ? { initialData, initialDataUpdatedAt: 0 } : {}),
  })
}

/** The menu as a TanStack query; disabled while `sessionKey` is null (no session). */
export function useMenuQuery(sessionKey: string | null, initialData?: MenuEntry[]) {
  return useQuery({ ...menuQueryOptions(sessionKey ?? 'none', initialData), enabled: sessionKey !== null })
}
