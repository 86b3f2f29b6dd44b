/**
 * Reads a role's menu tree (spec §3 "Menu entry from the server": name, path, component, icon, isShown,
 * children), with names in the caller's language.
 */
import type { MenuEntry } from '@unacs/contracts'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { menuEntries } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'

/** The menu of `roleId` as a tree ordered by sort order, names in `lang`. Empty when the role has none. */
export async function loadMenuTree(db: Database, roleId: number, lang: Language): Promise<MenuEntry[]> {
  const rows = await db
    .select()
    .from(menuEntries)
    .where(eq(menuEntries.roleId, roleId))
    .orderBy(asc(menuEntries.sortOrder), asc(menuEntries.id))
  const nodes = new Map<number, MenuEntry & { parentId: number | null }>()
  for (const row of rows) {
    nodes.set(row.id, {
      name: lang === 'en' ? row.nameEn : row.nameTr,
      path: row.path,
      component: row.component,
      icon: row.icon,
      isShown: row.isShown,
      children: [],
      parentId: row.parentId,
    })
  }
  const roots: MenuEntry[] = []
  // `entry` shares its children array with `node`, so the tree assembles whatever the row order.
  for (const node of nodes.values()) {
    const { parentId, ...entry } = node
    const parent = parentId === null ? undefined : nodes.get(parentId)
    if (parent) parent.children.push(entry)
    else roots.push(entry)
  }
  return roots
}
