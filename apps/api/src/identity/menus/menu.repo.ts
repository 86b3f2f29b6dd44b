/**
 * Reads a role's menu tree (spec §3 "Menu entry from the server": name, path, component, icon, isShown,
 * children), with names in the caller's language.
 */
import type { MenuEntry } from '@unacs/contracts'
import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { menuEntries, students } from '../../db/schema/index.ts'
import type { Language } from '../../platform/i18n/messages.ts'

/** The role's menu rows in order, built once per database handle (issue 23: the menu call's statement). */
const prepared = new WeakMap<Database, ReturnType<typeof prepareMenuRows>>()

function prepareMenuRows(db: Database) {
  return db
    .select()
    .from(menuEntries)
    .where(eq(menuEntries.roleId, sql.placeholder('roleId')))
    .orderBy(asc(menuEntries.sortOrder), asc(menuEntries.id))
    .prepare('menu_rows')
}

/**
 * How long a role's menu tree read from the database is used again (ms; issue 23): a change through the menu
 * management of this process shows at the next fetch (`forgetMenus`), one made through another API
 * instance at the latest this long after. The menu only hides pages (the server refuses what a role may not
 * call), so this bounds a display delay, not an access check. docs/decisions.md.
 */
export const MENU_RECHECK_MS = 2000

/** Remembered trees per database handle: by `${roleId}:${lang}`, with the time they were read (ms). */
const trees = new WeakMap<Database, Map<string, { tree: MenuEntry[]; readAt: number }>>()

/** Forgets every remembered menu tree of `db` (after a change to menu entries, once it is committed). */
export function forgetMenus(db: Database): void {
  trees.get(db)?.clear()
}

/**
 * The menu of `roleId` as a tree ordered by sort order, names in `lang`. Empty when the role has none.
 * Remembered for MENU_RECHECK_MS; callers must not change the tree (copy what they filter).
 */
export async function loadMenuTree(db: Database, roleId: number, lang: Language): Promise<MenuEntry[]> {
  let known = trees.get(db)
  if (!known) {
    known = new Map()
    trees.set(db, known)
  }
  const key = `${roleId}:${lang}`
  const hit = known.get(key)
  const at = Date.now()
  if (hit && at - hit.readAt < MENU_RECHECK_MS) return hit.tree
  const tree = await readMenuTree(db, roleId, lang)
  known.set(key, { tree, readAt: at })
  return tree
}

async function readMenuTree(db: Database, roleId: number, lang: Language): Promise<MenuEntry[]> {
  let query = prepared.get(db)
  if (!query) {
    query = prepareMenuRows(db)
    prepared.set(db, query)
  }
  const rows = await query.execute({ roleId })
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

/**
 * Pages whose server calls refuse a studentship that is not active (graduated, withdrawn; issue 24 "no menu
 * entry that the server refuses"): course registration and its course detail, orientation, club
 * registration, freeze, registration completion and departure clearance.
 */
export const ACTIVE_STUDENTSHIP_PAGES: ReadonlySet<string> = new Set([
  'CourseRegistration',
  'StudentCourseDetail',
  'Orientation',
  'ClubRegistration',
  'RegistrationFreeze',
  'RegistrationCompletion',
  'DepartureClearance',
])

/**
 * The entries of {@link ACTIVE_STUDENTSHIP_PAGES} the studentship `studentNo` may not see: none while it is
 * active or frozen (a frozen one still registers again); all of them once graduated; all but the departure
 * clearance once withdrawn, whose page shows the completed request and its certificate (issue 16).
 */
export async function refusedStudentPages(db: Database, studentNo: string): Promise<ReadonlySet<string>> {
  const [row] = await db
    .select({ status: students.status })
    .from(students)
    .where(eq(students.studentNo, studentNo))
  if (row?.status === 'active' || row?.status === 'frozen') return new Set()
  if (row?.status === 'withdrawn')
    return new Set([...ACTIVE_STUDENTSHIP_PAGES].filter((p) => p !== 'DepartureClearance'))
  return ACTIVE_STUDENTSHIP_PAGES
}

/** `tree` without the entries whose component is in `drop`, and without groups left empty by that. */
export function withoutPages(tree: MenuEntry[], drop: ReadonlySet<string>): MenuEntry[] {
  const out: MenuEntry[] = []
  for (const e of tree) {
    if (e.component && drop.has(e.component)) continue
    const children = withoutPages(e.children ?? [], drop)
    if (!e.component && (e.children?.length ?? 0) > 0 && children.length === 0) continue
    out.push({ ...e, children })
  }
  return out
}
