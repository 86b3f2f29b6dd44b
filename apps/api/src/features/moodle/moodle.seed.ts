/**
 * Seeds the development Moodle's own users and courses (issue 20): every student and staff member of the
 * demo university as Moodle would hold them, with differences on purpose: about 8 % have no Moodle user
 * (unlinked until created), about 8 % another e-mail address in Moodle (linked by username, the e-mail's
 * local part), and a few Moodle-only users. Every course taught has a Moodle course (short name = course
 * code) except about 1 in 10. `seeded_difference` names each one so tests know what a sync must find.
 * Deterministic (random stream 'moodle').
 */
import type { FeatureSeed } from '../../db/seed/feature-seed.ts'
import { moodleDevCourses, moodleDevUsers } from './moodle.schema.ts'

/** Our username for a person in Moodle: the local part of the institutional e-mail, lower case. */
export const moodleUsernameOf = (email: string) => (email.split('@')[0] ?? email).toLowerCase()

type UserRow = typeof moodleDevUsers.$inferInsert & { id: number }
type CourseRow = typeof moodleDevCourses.$inferInsert & { id: number }

/** The moodle feature's demo data: the development counterpart's users and courses. */
export const moodleSeed: FeatureSeed<{
  moodleDevUsers: typeof moodleDevUsers
  moodleDevCourses: typeof moodleDevCourses
}> = {
  slug: 'moodle',
  tables: { moodleDevUsers, moodleDevCourses },
  identity: ['moodleDevUsers', 'moodleDevCourses'],
  build(core, rngOf) {
    const rng = rngOf('moodle')
    const people = new Set([
      ...core.students.map((s) => s.personId),
      ...core.staffMembers.map((s) => s.personId),
    ])
    const users: UserRow[] = []
    for (const p of core.persons) {
      if (!people.has(p.id)) continue
      const roll = rng.next()
      if (roll < 0.08) continue
      const username = moodleUsernameOf(p.email)
      users.push({
        id: users.length + 1,
        username,
        email: roll < 0.16 ? `${username}@posta.example.org` : p.email,
        firstname: p.firstName,
        lastname: p.lastName,
        idnumber: '',
        seededDifference: roll < 0.16 ? 'otherEmail' : null,
      })
    }
    for (let i = 1; i <= 5; i++) {
      users.push({
        id: users.length + 1,
        username: `misafir${i}`,
        email: `misafir${i}@moodle.example.org`,
        firstname: 'Misafir',
        lastname: `Eğitmen ${i}`,
        idnumber: '',
        seededDifference: 'onlyMoodle',
      })
    }
    const courses: CourseRow[] = []
    const taught = new Set(core.sections.map((s) => s.courseId))
    for (const c of core.courses) {
      if (!taught.has(c.id) || rng.next() < 0.1) continue
      courses.push({ id: courses.length + 1, shortname: c.code, fullname: c.nameTr })
    }
    return { moodleDevUsers: users, moodleDevCourses: courses }
  },
}
