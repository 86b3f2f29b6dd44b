/**
 * The shared world of the grades API tests: the seeded people signed in, and two sections the demo instructor
 * does not teach in the active term (term 6): one of the instructor's own department (unit 3) and one of
 * another unit. Test support only.
 */
import { sql } from 'drizzle-orm'
import type { IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { sectionInstructors, sections } from '../../db/schema/index.ts'

/** Tokens of the seeded people and the two foreign section ids. */
export interface GradesWorld {
  instructor: string
  head: string
  registrar: string
  student: string
  otherStudent: string
  /** A section of the instructor's department that the instructor does not teach. */
  foreignSection: number
  /** A section of another unit. */
  otherUnitSection: number
}

/** Signs the seeded people in on `fx` and finds the foreign sections. */
export async function gradesWorld(fx: IdentityFixture): Promise<GradesWorld> {
  const instructor = (await fx.signIn('instructor-advisor')).token
  const head = (await fx.signIn('head-of-department', { activeRoleId: 11 })).token
  const registrar = (await fx.signIn('registrar')).token
  const student = (await fx.signIn('student-double')).token
  const otherStudent = (await fx.signIn('student')).token
  const db = fx.testDb.handle.db
  const [foreign] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(
      sql`${sections.termId} = 6 and ${sections.courseId} in (select id from courses where unit_id = 3) and not exists (select 1 from ${sectionInstructors} si join staff_members sm on sm.id = si.staff_member_id where si.section_id = ${sections.id} and sm.registry_no = 'P10001')`,
    )
    .limit(1)
  const [other] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(
      sql`${sections.termId} = 6 and ${sections.courseId} in (select id from courses where unit_id <> 3)`,
    )
    .limit(1)
  return {
    instructor,
    head,
    registrar,
    student,
    otherStudent,
    foreignSection: foreign?.id ?? 0,
    otherUnitSection: other?.id ?? 0,
  }
}
