/**
 * Course registration, student side (issue 7 "Student registration", "It is done when"): the basket rules,
 * 200 parallel registrations for 100 seats giving exactly 100 (one app, then two apps sharing the database),
 * idempotent retries (same key replays, other body refused), a full section refused by the read without a
 * basket and its refusal replayed after a seat frees, 503 + Retry-After on pool overload, and another
 * student's data refused.
 */
import { sql } from 'drizzle-orm'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testConfig, testEngine } from '../../../test/test-db.ts'
import { buildApp } from '../../app.ts'
import { openDatabase } from '../../db/client.ts'
import { isOverloadError } from '../../db/errors.ts'
import { rows } from './registration.repo.ts'

const BASE = '/api/Registration'
let fx: IdentityFixture
let token: string
/** The highest seeded basket id: baskets above it are made by these tests. */
let seededBaskets = 0
let keyNo = 0
const key = () => `test-key-${++keyNo}-${Date.now()}`

const post = (url: string, tok: string, body: object, k: string | null = key(), lang = 'tr') =>
  fx.call('POST', `${BASE}${url}`, tok, body, {
    ...(k ? { 'idempotency-key': k } : {}),
    'accept-language': lang,
  })

/**
 * Sections of the active term in the curriculum of the programme of `studentNo`, with free seats, that no basket
 * made by these tests holds (the seeded registrations may). With `forSelf` (the default) `studentNo` registers
 * herself, so courses she already holds are left out; tests whose registrants are new students of her programme
 * pass false.
 */
async function curriculumSections(studentNo: string, forSelf = true) {
  return rows<{ id: number; courseId: number; lessonTime: string | null; ects: number; code: string }>(
    fx.testDb.handle.db,
    sql`select s.id, s.course_id as "courseId", s.lesson_time as "lessonTime", c.ects, c.code
      from sections s join courses c on c.id = s.course_id join academic_terms t on t.id = s.term_id and t.is_active
      join students st on st.student_no = ${studentNo} join units p on p.id = st.programme_id
      where c.unit_id = p.parent_id and s.registered_count + s.basket_count < s.quota
        and not exists (select 1 from registration_items ri where ri.section_id = s.id and ri.basket_id > ${seededBaskets})
        -- a course the student already holds (passed, or in progress in another term; issue 37's transcripts) is
        -- refused on add, so it is no section to register for
        and (not ${forSelf} or not exists (select 1 from course_results cr join sections os on os.id = cr.section_id
          where cr.student_id = st.id and os.course_id = s.course_id
            and cr.pass_status not in ('failed', 'failedAbsenteeism', 'withdrew')))
      order by s.id`,
  )
}

/** Makes `n` extra active students in the programme of `studentNo`; returns their session tokens. */
async function extraStudents(n: number, studentNo: string, tag: string): Promise<string[]> {
  const db = fx.testDb.handle.db
  const created = await rows<{ personId: number; studentNo: string }>(
    db,
    sql`with src as (select programme_id from students where student_no = ${studentNo}),
      p as (insert into persons (national_id, first_name, last_name, gender, birth_date, email)
        select ${`9${tag}`} || lpad(g::text, 6, '0'), 'Test', 'Öğrenci ' || g, 'female', '2005-01-01',
          ${`bench-${tag}-`} || g || '@ogr.example.edu.tr'
        from generate_series(1, ${n}) g returning id, last_name)
      insert into students (person_id, student_no, programme_id, studentship_name, status, admission_type,
        entry_year, class_year, registration_date)
      select p.id, ${`8${tag}`} || lpad(split_part(p.last_name, ' ', 2), 6, '0'), src.programme_id, 'Lisans',
        'active', 'ÖSYM', 2025, 2, '2025-09-01' from p, src
      returning person_id as "personId", student_no as "studentNo"`,
  )
  const tokens: string[] = []
  for (const c of created) {
    const s = await fx.identity.sessions.start({
      kind: 'student',
      personId: c.personId,
      activeStudentNo: c.studentNo,
    })
    tokens.push(s.token)
  }
  return tokens
}

/** Two new students of the programme of 2024101001 (numbers 814…), with no basket yet. */
async function extractedPair(): Promise<[string, string]> {
  const [a, b] = await extraStudents(2, '2024101001', '14')
  if (!a || !b) throw new Error('no students')
  return [a, b]
}

/** Sets a section to `quota` seats, none taken (the seeded registrations in it are dropped). */
async function resetSection(id: number, quota: number) {
  await fx.testDb.handle.db.execute(sql`delete from registration_items where section_id = ${id}`)
  await fx.testDb.handle.db.execute(
    sql`update sections set quota = ${quota}, capacity = greatest(capacity, ${quota}), registered_count = 0,
      basket_count = 0 where id = ${id}`,
  )
}

async function seatsOf(id: number) {
  const [r] = await rows<{ quota: number; registered: number; basket: number; items: number }>(
    fx.testDb.handle.db,
    sql`select quota, registered_count as registered, basket_count as basket,
      (select count(*)::int from registration_items where section_id = ${id}) as items from sections where id = ${id}`,
  )
  return r
}

beforeAll(async () => {
  fx = await createIdentityFixture(50)
  // The new demo student: her registration this term has not started (the demo student's is approved).
  token = (await fx.signIn('student-new')).token
  const [max] = await rows<{ n: number }>(
    fx.testDb.handle.db,
    sql`select coalesce(max(id), 0)::int as n from registration_baskets`,
  )
  seededBaskets = max?.n ?? 0
})
afterAll(async () => {
  await fx?.close()
})

describe(`course registration on ${testEngine}`, () => {
  it('lists the opened sections of the curriculum with live counts and filters', async () => {
    const res = await fx.call('GET', `${BASE}/Course/Opened?pageSize=5`, token)
    expect(res.statusCode).toBe(200)
    const page = res.json().responseData
    expect(page.total).toBeGreaterThan(0)
    const first = page.items[0]
    expect(first).toMatchObject({
      Quota: expect.any(Number),
      RegisteredCount: expect.any(Number),
      BasketCount: expect.any(Number),
    })
    const byCode = await fx.call('GET', `${BASE}/Course/Opened?code=${first.CourseCode}`, token)
    expect(
      byCode
        .json()
        .responseData.items.every((i: { CourseCode: string }) => i.CourseCode.startsWith(first.CourseCode)),
    ).toBe(true)
    const filters = (await fx.call('GET', `${BASE}/Course/Filters`, token)).json().responseData
    expect(filters.Units.length).toBeGreaterThan(0)
    const curriculum = (
      await fx.call('GET', `${BASE}/Course/Curriculum`, token, undefined, { 'accept-language': 'en' })
    ).json().responseData
    expect(curriculum.CurrentSemester).toBe(1)
    expect(curriculum.Courses.some((c: { Category: string }) => c.Category === 'required')).toBe(true)
  })

  it('refuses staff and writes without an Idempotency-Key', async () => {
    const staff = (await fx.signIn('instructor-advisor')).token
    expect((await fx.call('GET', `${BASE}/Basket/Get`, staff)).statusCode).toBe(403)
    const res = await post('/Basket/Add', token, { SectionId: 1 }, null)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('Idempotency-Key')
  })

  it('adds, refuses the same course twice and a time clash, removes, and submits', async () => {
    const sections = await curriculumSections('2026101901')
    const a = sections[0]
    if (!a) throw new Error('no curriculum section')
    const added = await post('/Basket/Add', token, { SectionId: a.id })
    expect(added.statusCode).toBe(200)
    expect(added.json().responseData).toMatchObject({
      Status: 'draft',
      Items: [expect.objectContaining({ SectionId: a.id })],
    })
    const sibling = sections.find((s) => s.courseId === a.courseId && s.id !== a.id)
    if (sibling) {
      const twice = await post('/Basket/Add', token, { SectionId: sibling.id })
      expect(twice.statusCode).toBe(422)
    }
    const clash = sections.find(
      (s) =>
        s.courseId !== a.courseId &&
        s.lessonTime &&
        a.lessonTime &&
        s.lessonTime.split(',')[0] === a.lessonTime.split(',')[0],
    )
    if (clash) expect((await post('/Basket/Add', token, { SectionId: clash.id })).statusCode).toBe(422)
    const again = await post('/Basket/Add', token, { SectionId: a.id })
    expect(again.statusCode).toBe(409)
    const removed = await post('/Basket/Remove', token, { SectionId: a.id })
    expect(removed.json().responseData.Items).toHaveLength(0)
    expect((await post('/Basket/Submit', token, {})).statusCode).toBe(422)
    expect((await post('/Basket/Add', token, { SectionId: a.id })).statusCode).toBe(200)
    const submitted = await post('/Basket/Submit', token, {}, key(), 'en')
    expect(submitted.statusCode).toBe(200)
    expect(submitted.json().message).toBe('Your course registration was sent to your advisor for approval.')
    expect(submitted.json().responseData).toMatchObject({ Status: 'submitted', Editable: false })
    const locked = await post('/Basket/Remove', token, { SectionId: a.id })
    expect(locked.statusCode).toBe(422)
    // Adds (written inside the add's one statement) and removes are audited (issue 15); refusals are not.
    const audited = (await auditRows(fx.testDb.handle.db, 'registration-item')).filter((r) => {
      const data = (r.after ?? r.before) as { sectionId: number; studentNo: string }
      return data.sectionId === a.id && data.studentNo === '2026101901'
    })
    expect(audited.map((r) => r.action)).toEqual(['add', 'remove', 'add'])
    const personId = Number(decodeJwt(token).sub)
    for (const r of audited) expect(r).toMatchObject({ actorPersonId: personId, impersonatorPersonId: null })
    expect(audited[0]?.after).toMatchObject({ courseId: a.courseId })
  })

  it('refuses a section outside the curriculum and an unknown one', async () => {
    const [other] = await rows<{ id: number }>(
      fx.testDb.handle.db,
      sql`select s.id from sections s join courses c on c.id = s.course_id join academic_terms t on t.id = s.term_id and t.is_active
        join units u on u.id = c.unit_id join units up on up.id = u.parent_id
        where up.kind <> 'university' and c.unit_id <> (select p.parent_id from students st join units p on p.id = st.programme_id where st.student_no = '2025104001')
        order by s.id limit 1`,
    )
    // A new student of Can Öztürk's programme: Can's own registration this term is approved (issue 37), so a
    // refusal to him could be the closed basket's, not the curriculum's.
    const [student] = await extraStudents(1, '2025104001', '15')
    if (!student) throw new Error('no student')
    const res = await post('/Basket/Add', student, { SectionId: other?.id ?? 0 }, key(), 'en')
    expect(res.json().message).toContain('not in your curriculum')
    expect(res.statusCode).toBe(422)
    expect((await post('/Basket/Add', student, { SectionId: 99999999 })).statusCode).toBe(404)
  })

  it('replays the first answer for a retried key and refuses the key with another body', async () => {
    // A new student of Can Öztürk's programme, whose basket is still open (Can's is approved, issue 37).
    const [student] = await extraStudents(1, '2025104001', '16')
    if (!student) throw new Error('no student')
    const [s1, s2] = await curriculumSections('2025104001', false)
    if (!s1 || !s2) throw new Error('sections missing')
    const before = await seatsOf(s1.id)
    const k = key()
    const first = await post('/Basket/Add', student, { SectionId: s1.id }, k)
    expect(first.statusCode).toBe(200)
    const retries = await Promise.all(
      [1, 2, 3].map(() => post('/Basket/Add', student, { SectionId: s1.id }, k)),
    )
    for (const r of retries) expect(r.json()).toEqual(first.json())
    expect((await seatsOf(s1.id))?.basket).toBe((before?.basket ?? 0) + 1)
    const reused = await post('/Basket/Add', student, { SectionId: s2.id }, k)
    expect(reused.statusCode).toBe(422)
    // A refusal is remembered too: the same retry gets the same refusal even after the rule stops applying.
    const dup = key()
    const refused = await post('/Basket/Add', student, { SectionId: s1.id }, dup)
    expect(refused.statusCode).toBe(409)
    await post('/Basket/Remove', student, { SectionId: s1.id })
    const replayed = await post('/Basket/Add', student, { SectionId: s1.id }, dup)
    expect(replayed.statusCode).toBe(409)
    expect(replayed.json().message).toBe(refused.json().message)
  })

  it('refuses a full section in the read without making a basket, and replays that refusal after a seat frees', async () => {
    const [, , target] = await curriculumSections('2024101001', false)
    if (!target) throw new Error('no section')
    await resetSection(target.id, 1)
    const [first, late] = await extractedPair()
    expect((await post('/Basket/Add', first, { SectionId: target.id })).statusCode).toBe(200)
    const k = key()
    // Three tries with one key at once: one stores the refusal, every answer is that refusal.
    const refused = await Promise.all(
      [1, 2, 3].map(() => post('/Basket/Add', late, { SectionId: target.id }, k)),
    )
    for (const r of refused) {
      expect(r.statusCode).toBe(422)
      expect(r.json().message).toBe(refused[0]?.json().message)
    }
    expect(refused[0]?.json().message).toContain(target.code)
    const [made] = await rows<{ baskets: number; stored: number }>(
      fx.testDb.handle.db,
      sql`select (select count(*)::int from registration_baskets b join students st on st.id = b.student_id
          where st.student_no like '814%') as baskets,
        (select status_code from registration_idempotency where key = ${k}) as stored`,
    )
    expect(made).toEqual({ baskets: 1, stored: 422 })
    expect((await post('/Basket/Remove', first, { SectionId: target.id })).statusCode).toBe(200)
    const replayed = await post('/Basket/Add', late, { SectionId: target.id }, k, 'en')
    expect(replayed.statusCode).toBe(422)
    expect(replayed.json().message).toContain('full')
    const fresh = await post('/Basket/Add', late, { SectionId: target.id })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().responseData.Version).toBe(1)
    expect(await seatsOf(target.id)).toMatchObject({ quota: 1, basket: 1, items: 1 })
  })

  it("one student's parallel adds cannot beat the rules: one section per course, the ECTS limit", async () => {
    const [studentToken] = await extraStudents(1, '2024101001', '13')
    if (!studentToken) throw new Error('no student')
    // Sections of the curriculum with room, whether or not earlier tests hold seats in them.
    const sections = await rows<{ id: number; courseId: number }>(
      fx.testDb.handle.db,
      sql`select s.id, s.course_id as "courseId" from sections s join courses c on c.id = s.course_id
        join academic_terms t on t.id = s.term_id and t.is_active
        join students st on st.student_no = '2024101001' join units p on p.id = st.programme_id
        where c.unit_id = p.parent_id and s.registered_count + s.basket_count + 5 < s.quota order by s.id`,
    )
    const byCourse = new Map<number, typeof sections>()
    for (const s of sections) byCourse.set(s.courseId, [...(byCourse.get(s.courseId) ?? []), s])
    const [, siblings] = [...byCourse].find(([, list]) => list.length >= 2) ?? []
    if (!siblings) throw new Error('no course with two sections')
    const same = await Promise.all(
      siblings.map((s) => post('/Basket/Add', studentToken, { SectionId: s.id })),
    )
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(same.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true)
    // Every other course at once: whatever the interleaving, the basket stays within 45 ECTS and without clashes.
    const others = [...byCourse].filter(([c]) => c !== siblings[0]?.courseId).map(([, list]) => list[0])
    await Promise.all(others.map((s) => post('/Basket/Add', studentToken, { SectionId: s?.id ?? 0 })))
    const basket = (await fx.call('GET', `${BASE}/Basket/Get`, studentToken)).json().responseData
    expect(basket.TotalEcts).toBeLessThanOrEqual(45)
    expect(new Set(basket.Items.map((i: { CourseId: number }) => i.CourseId)).size).toBe(basket.Items.length)
    const [held] = await rows<{ n: number }>(
      fx.testDb.handle.db,
      sql`select count(*)::int as n from registration_items ri join registration_baskets b on b.id = ri.basket_id
        join students st on st.id = b.student_id where st.student_no like '813%'`,
    )
    expect(held?.n).toBe(basket.Items.length)
  })

  it('200 parallel registrations for 100 seats give exactly 100', async () => {
    const [target] = await curriculumSections('2024101001', false)
    if (!target) throw new Error('no section')
    await resetSection(target.id, 100)
    const tokens = await extraStudents(200, '2024101001', '11')
    const answers = await Promise.all(tokens.map((t) => post('/Basket/Add', t, { SectionId: target.id })))
    const codes = answers.map((a) => a.statusCode)
    expect(codes.filter((c) => c === 200)).toHaveLength(100)
    expect(codes.filter((c) => c === 422)).toHaveLength(100)
    expect(await seatsOf(target.id)).toMatchObject({ quota: 100, registered: 0, basket: 100, items: 100 })
  })

  it('200 parallel registrations through two API instances sharing the database give exactly 100', async () => {
    const [, target] = await curriculumSections('2024101001', false)
    if (!target) throw new Error('no section')
    await resetSection(target.id, 100)
    const tokens = await extraStudents(200, '2024101001', '12')
    const second =
      testEngine === 'postgres' && fx.testDb.url
        ? await openDatabase({ engine: 'postgres', url: fx.testDb.url, poolSize: 5 })
        : fx.testDb.handle
    const app2 = await buildApp({ config: testConfig(), database: second, logger: false })
    await app2.ready()
    try {
      const answers = await Promise.all(
        tokens.map((t, i) => {
          const headers = { authorization: `Bearer ${t}`, 'idempotency-key': key() }
          const payload = { SectionId: target.id }
          return i % 2 === 0
            ? fx.app.inject({ method: 'POST', url: `${BASE}/Basket/Add`, headers, payload })
            : app2.inject({ method: 'POST', url: `${BASE}/Basket/Add`, headers, payload })
        }),
      )
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(100)
      expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(100)
      expect(await seatsOf(target.id)).toMatchObject({ basket: 100, items: 100 })
    } finally {
      await app2.close()
      if (second !== fx.testDb.handle) await second.close()
    }
  })

  it.runIf(testEngine === 'postgres')(
    'answers 503 with Retry-After when no pool connection comes in time',
    async () => {
      const url = fx.testDb.url as string
      // One connection, waited for at most 1 s (long enough to connect on a loaded machine), held for 3 s.
      const tiny = await openDatabase({ engine: 'postgres', url, poolSize: 1, connectionTimeoutMs: 1000 })
      const app = await buildApp({ config: testConfig(), database: tiny, logger: false })
      await app.ready()
      try {
        const busy = Promise.resolve(tiny.db.execute(sql`select pg_sleep(3)`))
        await new Promise((r) => setTimeout(r, 100))
        const res = await app.inject({
          method: 'GET',
          url: `${BASE}/Basket/Get`,
          headers: { authorization: `Bearer ${token}` },
        })
        expect(res.statusCode).toBe(503)
        expect(res.headers['retry-after']).toBe('2')
        expect(res.json().success).toBe(false)
        await busy
      } finally {
        await app.close()
        await tiny.close()
      }
    },
  )

  it('recognises pool and server overload errors', () => {
    expect(isOverloadError(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isOverloadError({ message: 'x', cause: { code: '53300' } })).toBe(true)
    expect(isOverloadError(new Error('syntax error'))).toBe(false)
  })
})
