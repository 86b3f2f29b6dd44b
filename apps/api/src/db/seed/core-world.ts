/**
 * Builds the core of the demo university in memory (DESIGN.md §5b), without touching a database: units,
 * roles, persons, staff, students, role assignments, terms, courses, sections and menus, with explicit ids.
 * Features add their own demo data on top (features/seeds.ts). Pure and deterministic: the same `students`
 * and `seed` give identical rows. Order of creation fixes the ids: demo accounts first, then staff, then
 * students.
 */

import { assignAdvisors, assignInstructors } from './assignments.ts'
import { CURRENT_YEAR, PAST_TERMS, SECTION_TERM_CODES, TERMS } from './calendar.ts'
import { buildCourses } from './courses.ts'
import { DEMO_PEOPLE, type DemoStudentSpec } from './demo-accounts.ts'
import { DEMO_INSTRUCTOR_NO, DEMO_STUDENT_NO, planEmptyParallelSection } from './demo-sections.ts'
import { DEMO_ROSTER, demoStudentSections, type EnrolmentWorld, planEnrolments } from './enrolments.ts'
import type { CoreWorld } from './feature-seed.ts'
import { planGraduateCourses } from './graduates.ts'
import { buildMenuRows } from './menus.ts'
import { buildOrganisation } from './organisation.ts'
import { PersonFactory, type PersonRow } from './persons.ts'
import { avatarJpeg } from './photo.ts'
import { createRng } from './rng.ts'
import { assignRoles, roleAssignmentRows } from './role-assignments.ts'
import { ROLES } from './roles.ts'
import { buildTerms, planSections } from './sections.ts'
import { addDemoStaff, generateAcademics, generateAdministrative, StaffRoster } from './staff.ts'
import {
  activeCohorts,
  planClassmates,
  planStudents,
  StudentNumberAllocator,
  type StudentRow,
  studentshipName,
} from './students.ts'

/** Default seed number (a date: 2026-11-21). */
export const DEFAULT_SEED = 20261121

/** How many persons (besides demo accounts) get a photo. */
const PHOTOS = 20

/** Builds the core world for `studentCount` student persons (demo students included). */
export function buildCoreWorld(studentCount: number, seed: number = DEFAULT_SEED): CoreWorld {
  if (!Number.isInteger(studentCount) || studentCount < 0)
    throw new Error('students must be a whole number ≥ 0')
  const org = buildOrganisation()
  const demoStudents = DEMO_PEOPLE.filter((p): p is DemoStudentSpec => p.kind === 'student')
  const numbers = new StudentNumberAllocator()
  numbers.reserve(demoStudents.flatMap((d) => d.studentships.map((s) => s.studentNo)))
  const plans = planStudents(
    org,
    studentCount,
    createRng(seed, 'students'),
    demoStudents,
    numbers,
    createRng(seed, 'students-prep'),
  )
  // Issue 37: enough classmates in every class year of the demo student's programme for the demo instructor's
  // class-bounded showcase rosters at small sizes (appended last, from their own stream; none at 3000 students).
  const demoNos = new Set(demoStudents.flatMap((d) => d.studentships.map((s) => s.studentNo)))
  const demoProgramme = demoStudents
    .flatMap((d) => d.studentships)
    .find((s) => s.studentNo === DEMO_STUDENT_NO)
  if (demoProgramme)
    plans.push(
      ...planClassmates(
        org,
        plans,
        demoProgramme.programmeCode,
        DEMO_ROSTER - 1,
        createRng(seed, 'students-classmates'),
        numbers,
        demoNos,
      ),
    )
  const cohorts = activeCohorts(plans)

  // The past terms follow the calendar's in id order, so the calendar's term ids stay stable.
  const terms = buildTerms([...TERMS, ...PAST_TERMS])
  const activeTerm = terms.find((t) => t.isActive)
  if (!activeTerm) throw new Error('no active term')
  const courses = buildCourses(org, createRng(seed, 'courses'))
  const sectionTerms = terms.filter((t) => SECTION_TERM_CODES.includes(t.code))
  const sections = planSections(courses, sectionTerms, cohorts, activeTerm.id, createRng(seed, 'sections'))

  // Sizing academics: students and active-term sections per teaching department.
  const studentLoad = new Map<number, number>()
  let prepStudents = 0
  for (const plan of plans) {
    for (const s of plan.studentships) {
      if (s.status !== 'active' && s.status !== 'frozen') continue
      const d = s.programme.dept.teachingDeptId
      studentLoad.set(d, (studentLoad.get(d) ?? 0) + 1)
      if (s.status === 'active' && s.classYear === 0) prepStudents++
    }
  }
  const sectionLoad = new Map<number, number>()
  for (const s of sections) {
    if (s.term.id !== activeTerm.id) continue
    const d = s.course.dept.teachingDeptId
    sectionLoad.set(d, (sectionLoad.get(d) ?? 0) + 1)
  }

  const persons = new PersonFactory(createRng(seed, 'persons'), seed)
  persons.reserveEmails(DEMO_PEOPLE.map((p) => p.email))
  const roster = new StaffRoster()
  const demoStudentPersons: PersonRow[] = []
  for (const spec of DEMO_PEOPLE) {
    const person = persons.create({
      firstName: spec.firstName,
      lastName: spec.lastName,
      gender: spec.gender,
      birthDate: spec.birthDate,
      birthPlace: spec.birthPlace,
      email: spec.email,
      createdOn:
        spec.kind === 'staff' ? spec.dutyStart : (spec.studentships[0]?.registrationDate ?? '2026-09-01'),
      photo: spec.photo ? avatarJpeg(spec.gender === 'female' ? 1 : 0) : null,
    })
    if (spec.kind === 'staff') addDemoStaff(roster, org, spec, person)
    else demoStudentPersons.push(person)
  }
  const demoCount = persons.rows.length
  generateAcademics(roster, persons, createRng(seed, 'academics'), org, {
    students: studentLoad,
    sections: sectionLoad,
    prepStudents,
  })
  generateAdministrative(roster, persons, createRng(seed, 'administrative'), org, studentCount)
  const studentPersons = plans.map((plan, i) => {
    const demo = demoStudentPersons[i]
    if (demo) return demo
    const first = plan.studentships[0]
    if (!first) throw new Error('student plan without studentship')
    return persons.create({
      gender: plan.gender,
      birthDate: plan.birthDate,
      createdOn: first.registrationDate,
      studentNo: first.studentNo,
    })
  })
  const step = Math.max(1, Math.floor((persons.rows.length - demoCount) / PHOTOS))
  for (let i = demoCount + step - 1; i < persons.rows.length; i += step) {
    const p = persons.rows[i] as PersonRow
    p.photo = avatarJpeg(p.gender === 'female' ? 1 : 0)
  }

  assignRoles(roster, org, createRng(seed, 'roles'))
  const advisors = assignAdvisors(plans, roster, org)
  const sectionInstructors = assignInstructors(sections, roster, createRng(seed, 'instructors'))

  const studentRows: StudentRow[] = []
  plans.forEach((plan, i) => {
    const person = studentPersons[i] as PersonRow
    plan.studentships.forEach((s, j) => {
      studentRows.push({
        id: studentRows.length + 1,
        personId: person.id,
        studentNo: s.studentNo,
        programmeId: s.programme.id,
        studentshipName: studentshipName(s),
        status: s.status,
        admissionType: s.admissionType,
        entryYear: s.entryYear,
        classYear: s.classYear,
        registrationDate: s.registrationDate,
        departureDate: s.departureDate,
        departureReason: s.departureReason,
        advisorId: advisors[i]?.[j] ?? null,
      })
    })
  })

  const staffMembers = roster.entries.map((e) => e.row)
  const sectionRows = sections.map((s) => s.row)
  const parallel = planEmptyParallelSection({
    units: org.units,
    staffMembers,
    students: studentRows,
    courses: courses.map((c) => c.row),
    sections: sectionRows,
    sectionInstructors,
    activeTerm,
  })

  // Who takes which section: the registration story every feature's data follows (sets the seat counts), and
  // the graduates' past courses with the sections opened for them (their own instructors' stream).
  const story: EnrolmentWorld = {
    sections,
    students: studentRows,
    staffMembers,
    sectionInstructors,
    terms,
    activeTerm,
    emptyParallelSection: parallel?.section ?? null,
  }
  // The demo instructor's sections are graded by the grades seed's showcase (grade books, some failing), so the
  // graduates, who passed everything, never join them.
  const demoInstructor = staffMembers.find((m) => m.registryNo === DEMO_INSTRUCTOR_NO)
  const graduateAvoid = new Set([
    ...demoStudentSections(story).map((s) => s.row.id),
    ...sectionInstructors.filter((si) => si.staffMemberId === demoInstructor?.id).map((si) => si.sectionId),
    ...(parallel ? [parallel.section.id] : []),
  ])
  // Issue 37: every active or frozen studentship of class N also passed its curriculum's earlier semesters; the
  // demo student's own story courses (the demo instructor's sections) are not taken twice.
  const demoStudent = studentRows.find((s) => s.studentNo === DEMO_STUDENT_NO)
  const demoCourses = demoStudentSections(story).map((s) => `${demoStudent?.id}:${s.row.courseId}`)
  const graduates = planGraduateCourses(
    {
      students: studentRows,
      programmes: org.programmes,
      courses,
      terms,
      sectionTerms,
      existing: sections,
      avoid: graduateAvoid,
      past: {
        currentYear: CURRENT_YEAR,
        exclude: new Set(demoCourses),
        pastRng: createRng(seed, 'past-years'),
        storyStudentIds: new Set(
          studentRows.filter((s) => s.status === 'active' && s !== demoStudent).map((s) => s.id),
        ),
      },
    },
    (parallel ? parallel.section.id : sectionRows.length) + 1,
    createRng(seed, 'graduates'),
  )
  // Not the demo instructor: his sections of the finished term are the grades seed's showcase (grade books,
  // some failing), and the graduates passed everything.
  const graduateInstructors = assignInstructors(
    graduates.sections,
    roster,
    createRng(seed, 'graduate-instructors'),
    new Set([DEMO_INSTRUCTOR_NO]),
  )
  const enrolments = planEnrolments(
    { ...story, graduateSections: graduates.sections, graduateTakes: graduates.takes, graduateAvoid },
    createRng(seed, 'enrolments'),
  )
  const allSections = parallel ? [...sectionRows, parallel.section] : [...sectionRows]
  allSections.push(...graduates.sections.map((s) => s.row))
  const allInstructors = parallel ? [...sectionInstructors, parallel.instructor] : [...sectionInstructors]
  allInstructors.push(...graduateInstructors)

  return {
    units: org.units,
    roles: [...ROLES],
    persons: persons.rows,
    staffMembers,
    students: studentRows,
    roleAssignments: roleAssignmentRows(roster),
    academicTerms: terms,
    courses: courses.map((c) => c.row),
    sections: allSections,
    sectionInstructors: allInstructors,
    menuEntries: buildMenuRows(),
    staff: roster.entries,
    activeTerm,
    emptyParallelSection: parallel?.section ?? null,
    enrolments,
  }
}
