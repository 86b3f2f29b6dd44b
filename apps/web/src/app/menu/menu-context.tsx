/**
 * The active role's menu for the whole shell (spec §2 "Runtime routes", §3 `menus`, `rmenu`): fetched
 * once per session state and language, kept in storage, derived once, and shared by the sidebar, the
 * search, the page header, the home shortcuts and the runtime routes.
 */
import type { MenuEntry } from '@unacs/contracts'
import { createContext, type ReactNode, use, useEffect, useMemo } from 'react'
import { useMenuQuery } from '../../features/identity/api/get-menu.ts'
import { sessionMenuKey, useSessionUser } from '../../shared/session/session-user.ts'
import { readJson, readStorage, StorageKey, writeJson } from '../../shared/storage.ts'
import { usePreferences } from '../preferences.tsx'
import {
  type DerivedMenuItem,
  deriveMenu,
  isMenuEntryList,
  visibleMenu,
  visiblePages,
} from './derive-menu.ts'
import { compileMenuRoutes, type MenuRouteDef } from './menu-routes.ts'

/** The role menu as the shell uses it. */
export interface RoleMenu {
  /** `pending` until the first answer (or stored copy) is there. */
  status: 'pending' | 'error' | 'success'
  /** The failure, when `status` is `error`. */
  error: unknown
  /** The whole derived tree, hidden entries included. */
  items: DerivedMenuItem[]
  /** The tree as shown in the menu. */
  visible: DerivedMenuItem[]
  /** The visible pages without params (search, shortcuts). */
  pages: DerivedMenuItem[]
  /** The runtime routes. */
  routes: MenuRouteDef[]
  /** Asks the server again. */
  refetch: () => void
}

const RoleMenuContext = createContext<RoleMenu | null>(null)

/** The stored menu, when it belongs to the active role (spec §3 `menus` and `ActiveRolId`). */
function storedMenu(activeRoleId: number | undefined): MenuEntry[] | undefined {
  if (activeRoleId === undefined || readStorage(StorageKey.activeRolId) !== String(activeRoleId))
    return undefined
  const stored = readJson(StorageKey.menus)
  return isMenuEntryList(stored) ? stored : undefined
}

/** Fetches, stores and derives the role menu for its children. */
export function RoleMenuProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const { language } = usePreferences()
  const baseKey = sessionMenuKey(user)
  const activeRoleId = user?.claims.ActiveRoleId
  const initial = useMemo(() => storedMenu(activeRoleId), [activeRoleId])
  const query = useMenuQuery(baseKey ? `${baseKey}|${language}` : null, initial)
  const data = query.data

  const derived = useMemo(() => {
    const items = deriveMenu(data ?? [])
    return {
      items,
      visible: visibleMenu(items),
      pages: visiblePages(items),
      routes: compileMenuRoutes(items),
    }
  }, [data])

  useEffect(() => {
    if (!data || query.isPlaceholderData || query.dataUpdatedAt === 0) return
    writeJson(StorageKey.menus, data)
    writeJson(StorageKey.rmenu, derived.items)
  }, [data, derived.items, query.isPlaceholderData, query.dataUpdatedAt])

  const { refetch } = query
  const value = useMemo<RoleMenu>(
    () => ({
      status: data ? 'success' : query.isError ? 'error' : 'pending',
      error: query.error,
      ...derived,
      refetch: () => void refetch(),
    }),
    [data, query.isError, query.error, derived, refetch],
  )
  return <RoleMenuContext value={value}>{children}</RoleMenuContext>
}

/** The role menu; must be used under {@link RoleMenuProvider}. */
export function useRoleMenu(): RoleMenu {
  const value = use(RoleMenuContext)
  if (!value) throw new Error('useRoleMenu must be used inside <RoleMenuProvider>')
  return value
}

/** The role menu, or null outside the signed-in shell (error pages, guest pages). */
export function useOptionalRoleMenu(): RoleMenu | null {
  return use(RoleMenuContext)
}
