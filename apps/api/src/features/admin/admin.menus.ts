/**
 * Menu management (issue 22 "Menu management"; spec §6 "the server returns the menu per role"): the role
 * menus become editable data — rename (TR/EN), hide or show, and move (sort order among siblings) — each
 * change audited in its transaction and served at the next menu fetch; a role's menu can be reverted to the
 * seeded one. Concurrent editors: the loser of a race on the same entry gets 409.
 */
import type { AdminMenuEntry, Language, MenuRole, UpdateMenuEntry } from '@unacs/contracts'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { menuEntries, roles } from '../../db/schema/index.ts'
import { buildMenuRows } from '../../db/seed/menus.ts'
import { auditActorOf, type Principal } from '../../identity/guard/access.ts'
import { forgetMenus } from '../../identity/menus/menu.repo.ts'
import { recordAudit } from '../../platform/audit/audit.ts'
import { conflict, notFound } from '../../platform/http/errors.ts'

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
     * Renames, hides or shows, and moves entry `u.Id`; audited with before and after. 404 unknown entry,
     * 409 when the entry changed since `u.Version` was read. Returns the entry as stored.
     */
    async update(principal: Principal, u: UpdateMenuEntry): Promise<AdminMenuEntry> {
      const entry = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(menuEntries).where(eq(menuEntries.id, u.Id)).for('update')
        if (!before) throw notFound()
        if (menuVersion(before) !== u.Version) throw conflict('admin.menuStale')
        const [after] = await tx
          .update(menuEntries)
          .set({ nameTr: u.NameTr, nameEn: u.NameEn, isShown: u.IsShown, sortOrder: u.SortOrder })
          .where(and(eq(menuEntries.id, u.Id)))
          .returning()
        if (!after) throw notFound()
        await recordAudit(tx, auditActorOf(principal), {
          entity: 'menu_entry',
          entityId: u.Id,
          action: 'update',
          before: {
            roleId: before.roleId,
            nameTr: before.nameTr,
            nameEn: before.nameEn,
            isShown: before.isShown,
            sortOrder: before.sortOrder,
          },
          after: {
            roleId: after.roleId,
            nameTr: after.nameTr,
            nameEn: after.nameEn,
            isShown: after.isShown,
            sortOrder: after.sortOrder,
          },
        })
        return toEntry(after)
      })
      // The menu call remembers trees briefly (issue 23): this process shows the change at the next fetch.
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
