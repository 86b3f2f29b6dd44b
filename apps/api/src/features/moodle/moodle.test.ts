/**
 * Moodle (issue 20) against the development counterpart over real HTTP: the user sync links by e-mail then
 * username and lists exactly the unlinked; it is idempotent; creating users creates each once; an instructor
 * enrols their section's students once; an outage (exception answer, slow → timeout) gives a clear error and
 * writes nothing; the system administrator and the instructor only.
 */
import type { JobStatusView, MoodleSection, MoodleSyncResult, MoodleUnlinked } from '@unacs/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { createMoodleClient, MoodleUnavailable, phpForm } from './moodle.client.ts'
import {
  moodleDevCourses,
  moodleDevEnrolments,
  moodleDevUsers,
  moodleEnrolments,
  moodleUsers,
} from './moodle.schema.ts'

let w: ListeningWorld
let admin: string
const U = '/api/Moodle/Kullanici'

beforeAll(async () => {
  w = await createListeningWorld(120)
  admin = await w.token('sysadmin')
}, 120_000)
afterAll(async () => {
  await w?.close()
})

const db = () => w.testDb.handle.db
const mode = (m: string, delayMs?: number) =>
  w.call('POST', '/dev/moodle/mode', undefined, { mode: m, ...(delayMs ? { delayMs } : {}) })
/** Starts the user sync and waits for its job. */
async function sync(lang = 'tr'): Promise<JobStatusView> {
  const started = await w.call('POST', `${U}/Esitle`, admin, undefined, lang)
  expect(started.statusCode).toBe(200)
  const { id } = started.json().responseData as { id: string }
  for (let i = 0; i < 240; i++) {
    const job = (await w.call('GET', `${U}/Is/${id}`, admin, undefined, lang)).json()
      .responseData as JobStatusView
    if (job.state === 'done' || job.state === 'failed') return job
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('sync job did not finish')
}
const links = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(moodleUsers))[0]?.n ?? 0

describe(`Moodle on ${testEngine}`, () => {
  it('flattens parameters the way Moodle reads them', () => {
    const form = phpForm(
      '',
      { users: [{ username: 'a', email: 'a@b' }], field: 'email' },
      new URLSearchParams(),
    )
    expect(form.toString()).toBe('users%5B0%5D%5Busername%5D=a&users%5B0%5D%5Bemail%5D=a%40b&field=email')
  })

  it('is the system administrator’s (users) and the instructor’s (sections) only', async () => {
    expect((await w.call('GET', `${U}/Ozet`)).statusCode).toBe(401)
    expect((await w.call('GET', `${U}/Ozet`, await w.token('student'))).statusCode).toBe(403)
    expect((await w.call('POST', `${U}/Esitle`, await w.token('registrar'))).statusCode).toBe(403)
    expect((await w.call('GET', `${U}/Eslesmeyenler`, await w.token('instructor-advisor'))).statusCode).toBe(
      403,
    )
    expect((await w.call('GET', '/api/Moodle/Ders/Subeler', admin)).statusCode).toBe(403)
    expect(
      (await w.call('POST', '/api/Moodle/Ders/Esitle', await w.token('student'), { SectionId: 1 }))
        .statusCode,
    ).toBe(403)
    expect((await w.call('GET', `${U}/Is/not-a-uuid`, admin)).statusCode).toBe(400)
    expect((await w.call('POST', `${U}/Olustur`, admin, { PersonIds: [1, 1] })).statusCode).toBe(400)
  })

  it('an outage fails the sync with a clear message and links nobody', async () => {
    await mode('exception')
    const fault = await sync('en')
    expect(fault.state).toBe('failed')
    expect(fault.error).toMatch(/Moodle refused the request: Web service is not available/)
    await mode('slow', 3000)
    const slow = await sync('tr')
    expect(slow.state).toBe('failed')
    expect(slow.error).toMatch(/Moodle'a şu anda ulaşılamıyor/)
    await mode('ok')
    expect(await links()).toBe(0)
    const client = createMoodleClient({ url: `${w.baseUrl}/dev/moodle`, token: 'wrong', timeoutMs: 800 })
    await expect(client.usersByField('email', ['x@y'])).rejects.toMatchObject({
      reason: 'exception',
      errorcode: 'invalidtoken',
    })
    const down = createMoodleClient({
      url: 'http://127.0.0.1:9',
      token: 't',
      timeoutMs: 300,
      backoffMs: [10, 10],
    })
    await expect(down.courseByShortname('X')).rejects.toBeInstanceOf(MoodleUnavailable)
  }, 60_000)

  it('links by e-mail, then username; lists exactly the unlinked; a repeat changes nothing', async () => {
    const job = await sync()
    expect(job.state).toBe('done')
    const result = job.result as MoodleSyncResult
    expect(result.Linked + result.Unlinked).toBe(result.People)
    expect(result.NewlyLinked).toBe(result.Linked)
    expect(await links()).toBe(result.Linked)
    const byName = await db().select().from(moodleUsers).where(eq(moodleUsers.matchedBy, 'username'))
    expect(byName.length).toBeGreaterThan(0)
    for (const l of byName) {
      const [u] = await db().select().from(moodleDevUsers).where(eq(moodleDevUsers.id, l.moodleUserId))
      expect(u?.seededDifference).toBe('otherEmail')
    }
    const page = (await w.call('GET', `${U}/Eslesmeyenler?pageSize=200`, admin)).json().responseData as {
      items: MoodleUnlinked[]
      total: number
    }
    expect(page.total).toBe(result.Unlinked)
    expect(page.total).toBeGreaterThan(0)
    const devNames = new Set((await db().select().from(moodleDevUsers)).map((u) => u.username))
    for (const p of page.items) expect(devNames.has(p.Username)).toBe(false)
    const again = await sync()
    expect(again.result).toEqual({ ...result, NewlyLinked: 0 })
    expect(await links()).toBe(result.Linked)
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'moodle-users'))
    expect(audits.length).toBe(2)
    const summary = (await w.call('GET', `${U}/Ozet`, admin)).json().responseData
    expect(summary).toMatchObject({ People: result.People, Linked: result.Linked, Unlinked: result.Unlinked })
  }, 60_000)

  it('creates the missing users once', async () => {
    const page = (await w.call('GET', `${U}/Eslesmeyenler?pageSize=2`, admin)).json().responseData as {
      items: MoodleUnlinked[]
    }
    const ids = page.items.map((p) => p.PersonId)
    const before = (await db().select().from(moodleDevUsers)).length
    await mode('exception')
    const failed = await w.call('POST', `${U}/Olustur`, admin, { PersonIds: ids })
    expect(failed.statusCode).toBe(503)
    await mode('ok')
    expect((await db().select().from(moodleDevUsers)).length).toBe(before)
    const created = await w.call('POST', `${U}/Olustur`, admin, { PersonIds: ids })
    expect(created.statusCode).toBe(200)
    expect(created.json().responseData.map((r: { State: string }) => r.State)).toEqual(['created', 'created'])
    const repeat = await w.call('POST', `${U}/Olustur`, admin, { PersonIds: ids })
    expect(repeat.json().responseData.map((r: { State: string }) => r.State)).toEqual([
      'alreadyLinked',
      'alreadyLinked',
    ])
    expect((await db().select().from(moodleDevUsers)).length).toBe(before + 2)
    expect((await w.call('POST', `${U}/Olustur`, admin, { PersonIds: [999_999] })).statusCode).toBe(422)
  }, 30_000)

  it('enrols an instructor’s section once; a course missing in Moodle or an outage writes nothing', async () => {
    const instructor = await w.token('instructor-advisor')
    const res = await w.call('GET', '/api/Moodle/Ders/Subeler', instructor)
    expect(res.statusCode).toBe(200)
    const sections = res.json().responseData as MoodleSection[]
    const courses = new Set((await db().select().from(moodleDevCourses)).map((c) => c.shortname))
    const section = sections.find((s) => courses.has(s.CourseCode) && s.Students > 0)
    expect(section).toBeDefined()
    const id = section?.SectionId ?? 0
    await mode('exception')
    expect((await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: id })).statusCode).toBe(
      503,
    )
    await mode('ok')
    expect((await db().select().from(moodleEnrolments)).length).toBe(0)
    const first = await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: id })
    expect(first.statusCode).toBe(200)
    const r1 = first.json().responseData
    expect(r1.Enrolled + r1.WithoutMoodleUser.length).toBe(section?.Students)
    const second = (await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: id })).json()
      .responseData
    expect(second).toMatchObject({ Enrolled: 0, AlreadyEnrolled: r1.Enrolled })
    const dev = await db()
      .select()
      .from(moodleDevEnrolments)
      .where(eq(moodleDevEnrolments.courseId, r1.MoodleCourseId))
    expect(dev.length).toBe(r1.Enrolled)
    expect((await db().select().from(auditLog).where(eq(auditLog.entity, 'moodle-enrolment'))).length).toBe(1)
    // A course Moodle does not have: 422 with the code.
    await db()
      .delete(moodleDevCourses)
      .where(eq(moodleDevCourses.shortname, section?.CourseCode ?? ''))
    const missing = await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: id }, 'en')
    expect(missing.statusCode).toBe(422)
    expect(missing.json().message).toContain(section?.CourseCode)
    // Another instructor's section: 403; an unknown one: 404.
    const [other] = await w.testDb.handle.db
      .execute<{ id: number }>(
        sql`select s.id from sections s where not exists (select 1 from section_instructors si join staff_members m on m.id = si.staff_member_id join persons p on p.id = m.person_id where si.section_id = s.id and p.email like 'zeynep.celik@%') limit 1`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows))
    expect(
      (await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: other?.id })).statusCode,
    ).toBe(403)
    expect(
      (await w.call('POST', '/api/Moodle/Ders/Esitle', instructor, { SectionId: 999_999 })).statusCode,
    ).toBe(404)
  }, 30_000)
})
