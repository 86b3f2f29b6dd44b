/**
 * Server menus per role. Spec §3 "Menu entry from the server: name, path, component, icon, isShown,
 * children (nested)"; §2 runtime routes are built from these entries.
 */
import { type AnyPgColumn, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { roles } from './roles.schema.ts'

/** One menu entry of one role; `parentId` nests entries. `component` is a web page-registry key. */
export const menuEntries = pgTable(
  'menu_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    parentId: integer('parent_id').references((): AnyPgColumn => menuEntries.id),
    nameTr: text('name_tr').notNull(),
    nameEn: text('name_en').notNull(),
    /** Route path without the leading slash, may hold params (e.g. "notlar/:termId"); null for groups. */
    path: text('path'),
    component: text('component'),
    icon: text('icon'),
    isShown: boolean('is_shown').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_entries_role_idx').on(t.roleId)],
)
