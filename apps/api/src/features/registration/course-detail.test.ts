/**
 * The student's course detail (issue 22 "StudentCourseDetail"): an opened section of her curriculum, her
 * basket's and an approved past-term section; another department's section, an unlinked past section and a
 * missing one are not revealed (404); staff are refused (403); a malformed id is a 400.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { rows } from './registration.repo.ts'

const URL = '/api/Registration/Course/Detail'
const STUDENT_NO = '2024101001'
/** The new demo student: her registration this term has not started, so she can add (issue 24). */
const NEW_STUDENT_NO = '2026101901'
let fx: IdentityFixture
let token: string
let newToken: string

/**
 * A section of the active term (in or out of the student's department's courses) or of a past term, that this
 * file's add (the new student's) has not touched; seeded registrations may hold it.
 */
async function sectionWhere(where: ReturnType<typeof sql>, studentNo = STUDENT_NO) {
  const [r] = await rows<{ id: number; courseId: number; termId: number; code: string }>(
    fx.testDb.handle.db,
    sql`select s.id, s.course_id as "courseId", s.term_id as "termId", c.code
      from sections s join courses c on c.id = s.course_id join academic_terms t on t.id = s.term_id
      join students st on st.student_no = ${studentNo} join units p on p.id = st.programme_id
      where ${where} and not exists (select 1 from registration_items ri join registration_baskets b
        on b.id = ri.basket_id join students x on x.id = b.student_id
        where ri.section_id = s.id and x.student_no = ${NEW_STUDENT_NO})
      order by s.id limit 1`,
  )
  if (!r) throw new Error('no such section in the seed')
  return r
}

const detail = (id: number | string, lang = 'tr', tok = token) =>
  fx.call('GET', `${URL}?sectionId=${id}`, tok, undefined, { 'accept-language': lang })

beforeAll(async () => {
  fx = await createIdentityFixture(50)
  token = (await fx.signIn('student-double')).token
  newToken = (await fx.signIn('student-new')).token
})
afterAll(async () => {
  await fx?.close()
})

describe(`course detail on ${testEngine}`, () => {
  it('shows an opened section of her curriculum with its other sections, then as in her basket', async () => {
    const s = await sectionWhere(
      sql`t.is_active and c.unit_id = p.parent_id
        and not exists (select 1 from course_results cr join sections cs on cs.id = cr.section_id where cs.course_id = c.id and cr.student_id = st.id)`,
      NEW_STUDENT_NO,
    )
    const res = await detail(s.id, 'en', newToken)
    expect(res.statusCode).toBe(200)
    const body = res.json().responseData
    expect(body).toMatchObject({ SectionId: s.id, CourseCode: s.code, TermId: s.termId, Relation: 'none' })
    expect(body.MaterialsUrl).toBeNull()
    // Not finalised this term: no letter grade is shown; the absence limit is the university's.
    expect(body.Grade?.LetterGrade ?? null).toBeNull()
    expect(body.AbsenceLimitPercent).toBeGreaterThan(0)
    expect(body.OtherSections.every((o: { SectionId: number }) => o.SectionId !== s.id)).toBe(true)
    const [siblings] = await rows<{ n: number }>(
      fx.testDb.handle.db,
      sql`select count(*)::int as n from sections where course_id = ${s.courseId} and term_id = ${s.termId}`,
    )
    expect(body.OtherSections).toHaveLength((siblings?.n ?? 1) - 1)
    const added = await fx.call(
      'POST',
      '/api/Registration/Basket/Add',
      newToken,
      { SectionId: s.id },
      {
        'idempotency-key': `detail-${Date.now()}`,
      },
    )
    expect(added.statusCode).toBe(200)
    expect((await detail(s.id, 'tr', newToken)).json().responseData.Relation).toBe('basket')
  })

  it('shows a past-term section she has a grade in, and hides unlinked and foreign sections', async () => {
    // A past section she has a finalised grade in (registered through her approved basket of that term).
    const past = await sectionWhere(
      sql`not t.is_active and exists (select 1 from course_results cr join section_grading g on g.section_id = cr.section_id
        where cr.section_id = s.id and cr.student_id = st.id and g.state = 'finalized')`,
    )
    const res = await detail(past.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toMatchObject({
      SectionId: past.id,
      Relation: 'registered',
      Grade: { SectionId: past.id, Finalized: true, LetterGrade: expect.any(String) },
    })
    const unlinked = await sectionWhere(
      sql`not t.is_active and not exists (select 1 from course_results cr where cr.section_id = s.id and cr.student_id = st.id)`,
    )
    expect((await detail(unlinked.id)).statusCode).toBe(404)
    const foreign = await sectionWhere(
      sql`t.is_active and c.unit_id <> p.parent_id and c.unit_id in (select id from units where kind = 'department')
        and not exists (select 1 from units cu join units up on up.id = cu.parent_id
          where cu.id = c.unit_id and up.kind = 'university')`,
    )
    expect((await detail(foreign.id)).statusCode).toBe(404)
    expect((await detail(99_999_999)).statusCode).toBe(404)
  })

  it('refuses staff and a malformed id', async () => {
    const staff = (await fx.signIn('instructor-advisor')).token
    const s = await sectionWhere(sql`t.is_active and c.unit_id = p.parent_id`)
    expect((await detail(s.id, 'tr', staff)).statusCode).toBe(403)
    const bad = await detail('abc')
    expect(bad.statusCode).toBe(400)
  })
})
