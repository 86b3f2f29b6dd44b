/**
 * Menu management (issue 22 "Menu management"; spec §6 "the server returns the menu per role"): the role
 * menus become editable data — rename (TR/EN), hide or show, and move (sort order among siblings) — each
 * change audited in its transaction and served at the next menu fetch; a role's menu can be reverted to the
 * seeded one. Concurrent editors: the loser of a race on the same entry gets 409. Issue 37: an entry can be
 * added (a page chosen from the known pages, or a group) and moved into another group of the same menu.
 */
import type {
  AdminMenuEntry,
  CreateMenuEntry,
  Language,
  MenuPage,
  MenuRole,
  UpdateMenuEntry,
} from '@unacs/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { menuEntries, roles } from '../../db/schema/index.ts'
import { buildMenuRows } from '../../db/seed/menus.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { forgetMenus } from '../../identity/menus/menu.repo.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { businessRule, conflict, notFound } from '../../platform/http/errors.ts'

type MenuRow = typeof menuEntries.$inferSelect

/** A 31-bit checksum of an entry's editable fields: its version for optimistic concurrency. */
export function menuVersion(
  r: Pick<MenuRow, 'nameTr' | 'nameEn' | 'isShown' | 'sortOrder' | 'parentId'>,
): number {
  const text = `${r.nameTr}\u0000${r.nameEn}\u0000${r.isShown}\u0000${r.sortOrder}\u0000${r.parentId}`
  let h = 0
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0
  return h & 0x7fffffff
}

const toEntry = (r: MenuRow): AdminMenuEntry => ({
  Id: r.id,
  ParentId: r.parentId,
  NameTr: r.nameTr,
  NameEn: r.nameEn,
  Path: r.path,
  Component: r.component,
  Icon: r.icon,
  IsShown: r.isShown,
  SortOrder: r.sortOrder,
  Version: menuVersion(r),
})

/**
 * The known pages (issue 37 "choose its page component"): every page of the seeded menus, by component key,
 * with its route path and names (the first seeded use), sorted by key. The web's page registry has a page for
 * each; a page's path comes with it, so its route params stay the ones the page reads.
 */
export function knownPages(): MenuPage[] {
  const pages = new Map<string, MenuPage>()
  for (const r of buildMenuRows()) {
    if (r.component && r.path && !pages.has(r.component)) {
      pages.set(r.component, { Component: r.component, Path: r.path, NameTr: r.nameTr, NameEn: r.nameEn })
    }
  }
  return [...pages.values()].sort((a, b) => a.Component.localeCompare(b.Component, 'en'))
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Checks that `parentId` (null: top level) is a group of `roleId`'s menu and not `selfId` or under it (a
 * group moved into itself); 422 otherwise.
 */
async function checkParent(tx: Tx, roleId: number, parentId: number | null, selfId?: number) {
  let at: number | null = parentId
  while (at !== null) {
    if (at === selfId) throw businessRule('admin.menuParentLoop')
    const [p] = await tx.select().from(menuEntries).where(eq(menuEntries.id, at))
    if (!p || p.roleId !== roleId) throw businessRule('admin.menuParentUnknown')
    if (at === parentId && p.component !== null) throw businessRule('admin.menuParentNotGroup')
    at = p.parentId
  }
}

/** The audited fields of an entry. */
const audited = (r: MenuRow) => ({
  roleId: r.roleId,
  parentId: r.parentId,
  nameTr: r.nameTr,
  nameEn: r.nameEn,
  component: r.component,
  path: r.path,
  isShown: r.isShown,
  sortOrder: r.sortOrder,
})

/** Builds the menu management service. */
export function createMenuAdmin(db: Database) {
  return {
    /** The roles with a menu, names in `lang`, by id. */
    async roles(lang: Language): Promise<MenuRole[]> {
      const rows = await db
        .select({ id: roles.id, nameTr: roles.nameTr, nameEn: roles.nameEn })
        .from(roles)
        .where(sql`exists (select 1 from menu_entries m where m.role_id = ${roles.id})`)
        .orderBy(asc(roles.id))
      return rows.map((r) => ({ Id: r.id, Name: lang === 'en' ? r.nameEn : r.nameTr }))
    },

    /** The flat entries of `roleId`'s menu in display order (404 when the role has none). */
    async entries(roleId: number): Promise<AdminMenuEntry[]> {
      const rows = await db
        .select()
        .from(menuEntries)
        .where(eq(menuEntries.roleId, roleId))
        .orderBy(asc(menuEntries.sortOrder), asc(menuEntries.id))
      if (rows.length === 0) throw notFound()
      return rows.map(toEntry)
    },

    /**
     * Renames, hides or shows, orders and moves entry `u.Id` (into group `u.ParentId` of the same menu, or the
     * top level with null); audited with before and after. 404 unknown entry, 409 when the entry changed since
     * `u.Version` was read, 422 a parent that is not a group of this menu (or the entry itself or under it).
     * Returns the entry as stored.
     */
    async update(principal: Principal, u: UpdateMenuEntry): Promise<AdminMenuEntry> {
      const entry = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(menuEntries).where(eq(menuEntries.id, u.Id)).for('update')
        if (!before) throw notFound()
        if (menuVersion(before) !== u.Version) throw conflict('admin.menuStale')
        const parentId = u.ParentId === undefined ? before.parentId : u.ParentId
        if (parentId !== before.parentId) await checkParent(tx, before.roleId, parentId, before.id)
        const [after] = await tx
          .update(menuEntries)
          .set({ nameTr: u.NameTr, nameEn: u.NameEn, isShown: u.IsShown, sortOrder: u.SortOrder, parentId })
          .where(and(eq(menuEntries.id, u.Id)))
          .returning()
        if (!after) throw notFound()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'menu_entry',
          entityId: u.Id,
          action: parentId !== before.parentId ? 'move' : 'update',
          before: audited(before),
          after: audited(after),
        })
        return toEntry(after)
      })
      // The menu call remembers trees briefly (issue 23): this process shows the change at the next fetch.
      forgetMenus(db)
      return entry
    },

    /** The pages one may add to a menu (see `knownPages`). */
    pages: (): MenuPage[] => knownPages(),

    /**
     * Adds entry `c` to `roleId`'s menu (issue 37): a known page with its path, or a group (Component null);
     * audited. 404 a role without a menu; 422 an unknown page or a parent that is not a group of this menu;
     * 409 when the menu already has the page's path (a route is one entry).
     */
    async create(principal: Principal, c: CreateMenuEntry): Promise<AdminMenuEntry> {
      const page = c.Component === null ? null : knownPages().find((p) => p.Component === c.Component)
      if (page === undefined) throw businessRule('admin.menuUnknownPage')
      const entry = await db.transaction(async (tx) => {
        const own = await tx.select().from(menuEntries).where(eq(menuEntries.roleId, c.RoleId)).for('update')
        if (own.length === 0) throw notFound()
        await checkParent(tx, c.RoleId, c.ParentId)
        if (page && own.some((r) => r.path === page.Path)) throw conflict('admin.menuPathTaken')
        const [row] = await tx
          .insert(menuEntries)
          .values({
            roleId: c.RoleId,
            parentId: c.ParentId,
            nameTr: c.NameTr,
            nameEn: c.NameEn,
            path: page?.Path ?? null,
            component: page?.Component ?? null,
            icon: page ? null : 'AppstoreOutlined',
            isShown: c.IsShown,
            sortOrder: c.SortOrder,
          })
          .returning()
        if (!row) throw new Error('insert returned no row')
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'menu_entry',
          entityId: row.id,
          action: 'create',
          before: null,
          after: audited(row),
        })
        return toEntry(row)
      })
      forgetMenus(db)
      return entry
    },

    /**
     * Reverts `roleId`'s menu to the seeded one (db/seed/menus.ts), with the seeded ids; audited with the
     * replaced entries. 404 when the role has no seeded menu.
     */
    async reset(principal: Principal, roleId: number): Promise<void> {
      const seeded = buildMenuRows().filter((r) => r.roleId === roleId)
      if (seeded.length === 0) throw notFound()
      await db.transaction(async (tx) => {
        const before = await tx.select().from(menuEntries).where(eq(menuEntries.roleId, roleId)).for('update')
        await tx.delete(menuEntries).where(eq(menuEntries.roleId, roleId))
        await tx.insert(menuEntries).values(seeded)
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'menu',
          entityId: roleId,
          action: 'reset',
          before: before.map((r) => ({
            id: r.id,
            nameTr: r.nameTr,
            nameEn: r.nameEn,
            isShown: r.isShown,
            sortOrder: r.sortOrder,
          })),
          after: { entries: seeded.length },
        })
      })
      forgetMenus(db)
    },
  }
}

/** The menu management service's type. */
export type MenuAdmin = ReturnType<typeof createMenuAdmin>
