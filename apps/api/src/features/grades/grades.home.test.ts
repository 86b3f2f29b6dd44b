/**
 * The student's exams ahead (issue 24 home card "upcoming exams"): the exams of her active-term courses not
 * finalised, without a result for her; a score entered takes the exam off; staff are refused.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { gradeBookItems, grades } from './grades.schema.ts'

const now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
let student: string
let instructor: string

const get = (url: string, token: string) => fx.call('GET', url, token, undefined, { 'accept-language': 'en' })

interface Ahead {
  TermName: string | null
  Exams: { SectionId: number; CourseCode: string; ExamName: string; Weight: number }[]
}

beforeAll(async () => {
  fx = await createIdentityFixture(60, () => now)
  student = (await fx.signIn('student-double')).token
  instructor = (await fx.signIn('instructor-advisor')).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`grades home on ${testEngine}`, () => {
  it('lists the exams of her active-term courses still without a result; a score takes one off', async () => {
    const res = await get('/api/Grades/Student/ExamsAhead', student)
    expect(res.statusCode).toBe(200)
    const ahead: Ahead = res.json().responseData
    expect(ahead.Exams.length).toBeGreaterThan(0)
    // Every exam belongs to a course of hers that is not finalised.
    const mine = (await get('/api/Grades/Student/Grades', student)).json().responseData as {
      Terms: { Courses: { SectionId: number; Finalized: boolean }[] }[]
    }
    const open = new Set(
      mine.Terms.flatMap((t) => t.Courses)
        .filter((c) => !c.Finalized)
        .map((c) => c.SectionId),
    )
    for (const e of ahead.Exams) expect(open.has(e.SectionId)).toBe(true)

    const first = ahead.Exams[0] as Ahead['Exams'][number]
    const db = fx.testDb.handle.db
    const [item] = await db
      .select({ id: gradeBookItems.id })
      .from(gradeBookItems)
      .where(and(eq(gradeBookItems.sectionId, first.SectionId), eq(gradeBookItems.examName, first.ExamName)))
    const [me] = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.studentNo, '2024101001'))
    await db
      .insert(grades)
      .values({ itemId: item?.id as number, studentId: me?.id as number, score: 70 })
      .onConflictDoUpdate({ target: [grades.itemId, grades.studentId], set: { score: 70, notTaken: false } })
    const after: Ahead = (await get('/api/Grades/Student/ExamsAhead', student)).json().responseData
    expect(after.Exams.length).toBe(ahead.Exams.length - 1)
    expect(after.Exams.some((e) => e.SectionId === first.SectionId && e.ExamName === first.ExamName)).toBe(
      false,
    )
  })

  it('refuses staff', async () => {
    expect((await get('/api/Grades/Student/ExamsAhead', instructor)).statusCode).toBe(403)
  })
})
