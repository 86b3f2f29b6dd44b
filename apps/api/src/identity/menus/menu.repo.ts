/**
 * Reads a role's menu tree (spec §3 "Menu entry from the server": name, path, component, icon, isShown,
 * children), with names in the caller's language.
 */
import type { MenuEntry } from '@unacs/contracts'
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { menuEntries, students } from '../../db/schema/index.ts'
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
