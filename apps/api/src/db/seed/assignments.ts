/**
 * Connects people to teaching: advisors to studentships (spec §6 "advisor"; glossary "Danışman") and
 * instructors to sections (spec §3 "instructors"). Both go round-robin over the department's academics
 * with the demo academics first, so the demo instructor-advisor always has advisees and sections.
 * Every advisor is granted role 3 in their department.
 */
import type { sectionInstructors } from '../schema/index.ts'
import type { Organisation } from './organisation.ts'
import type { Rng } from './rng.ts'
import { grant } from './role-assignments.ts'
import { ROLE_IDS } from './roles.ts'
import type { SectionInfo } from './sections.ts'
import { canAdvise, type StaffEntry, type StaffRoster } from './staff.ts'
import type { StudentPlan } from './students.ts'

export type SectionInstructorRow = typeof sectionInstructors.$inferInsert

/** Cycles through a list; `next()` returns the following element. */
function cycler<T>(items: readonly T[]): { next(): T | undefined } {
  let i = 0
  return { next: () => (items.length === 0 ? undefined : (items[i++ % items.length] as T)) }
}

/**
 * Chooses an advisor for every studentship (demo advisor keys are honoured) and grants role 3 to each
 * advisor. Returns the advisor's staff id per studentship, in plan order.
 */
export function assignAdvisors(
  plans: readonly StudentPlan[],
  roster: StaffRoster,
  org: Organisation,
): number[][] {
  const cyclers = new Map<number, { next(): StaffEntry | undefined }>()
  const advisorOf = (deptId: number): StaffEntry | undefined => {
    let c = cyclers.get(deptId)
    if (!c) {
      const dept = org.departments.find((d) => d.id === deptId)
      // Demo academics advise only when their spec says so (their roles are fixed).
      const demoAdvises = (a: StaffEntry) =>
        !a.demo || a.demo.roles.some((r) => r.roleId === ROLE_IDS.advisor)
      const list = dept ? roster.academicsOf(deptId).filter((a) => canAdvise(a, dept) && demoAdvises(a)) : []
      c = cycler(list)
      cyclers.set(deptId, c)
    }
    return c.next()
  }
  return plans.map((plan) =>
    plan.studentships.map((s) => {
      const deptId = s.programme.dept.teachingDeptId
      const advisor = s.advisorKey ? roster.demo(s.advisorKey) : advisorOf(deptId)
      if (!advisor) throw new Error(`no advisor available in department ${deptId}`)
      grant(advisor, ROLE_IDS.advisor, [advisor.row.unitId])
      return advisor.row.id
    }),
  )
}

/**
 * Gives every section one instructor (round-robin per term and teaching department; graduate courses
 * only to doctorate holders) and a research assistant as second instructor for some lab sections; staff whose
 * registry number is in `exclude` teach none of them.
 */
export function assignInstructors(
  sections: readonly SectionInfo[],
  roster: StaffRoster,
  rng: Rng,
  exclude: ReadonlySet<string> = new Set(),
): SectionInstructorRow[] {
  const rows: SectionInstructorRow[] = []
  const cyclers = new Map<string, { next(): StaffEntry | undefined }>()
  const pick = (key: string, list: () => StaffEntry[]) => {
    let c = cyclers.get(key)
    if (!c) {
      c = cycler(list())
      cyclers.set(key, c)
    }
    return c.next()
  }
  for (const s of sections) {
    const deptId = s.course.dept.teachingDeptId
    const graduate = s.course.dept.kind === 'graduate'
    const academics = () => roster.academicsOf(deptId).filter((a) => !exclude.has(a.row.registryNo))
    const lead = pick(`${s.term.id}:${deptId}:${graduate}`, () =>
      academics().filter((a) =>
        graduate
          ? ['Prof. Dr.', 'Doç. Dr.', 'Dr. Öğr. Üyesi'].includes(a.row.title)
          : a.row.title !== 'Arş. Gör.',
      ),
    )
    if (!lead) throw new Error(`no instructor for section ${s.row.id} (department ${deptId})`)
    rows.push({ sectionId: s.row.id, staffMemberId: lead.row.id })
    const practical = s.course.row.labHours > 0 || s.course.row.practiceHours >= 4
    if (practical && rng.chance(0.5)) {
      const assistant = pick(`${s.term.id}:${deptId}:ra`, () =>
        academics().filter((a) => a.row.title === 'Arş. Gör.'),
      )
      if (assistant && assistant !== lead) rows.push({ sectionId: s.row.id, staffMemberId: assistant.row.id })
    }
  }
  return rows
}
