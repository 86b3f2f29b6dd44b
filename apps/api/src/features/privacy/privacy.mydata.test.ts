/**
 * "My personal data" (issue 39) through the real app on the engine under test: the overview's categories with
 * purposes and legal bases, the transfers to outside systems from the portal's own records and the staff reads;
 * the export job's ZIP (one JSON per category and a PDF summary) for a student with activity in several
 * features, downloadable by its owner only, one job when started twice; the requests to the data controller
 * with their 30-day deadline, the officer's queue (students refused), the audited answer and the notification.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { JobStatusView } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/people.schema.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { mailOutbox } from '../../platform/mail/mail.schema.ts'
import { privacyRequests } from './privacy.schema.ts'

const now = new Date('2026-11-21T09:00:00Z')
const clock = () => now
let fx: IdentityFixture
const tokens: Record<string, string> = {}

const db = () => fx.testDb.handle.db
const get = (url: string, who: string, lang = 'tr') =>
  fx.call('GET', url, tokens[who], undefined, { 'accept-language': lang })
const post = (url: string, who: string, body: object | undefined, lang = 'tr') =>
  fx.call('POST', url, tokens[who], body, { 'accept-language': lang })

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Creates a freeze request with a document as `who` (a student); its id. */
async function freezeRequest(who: string): Promise<number> {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const fields = {
    Reason: 'health',
    Terms: '2026-2027-B',
    Explanation: 'Ameliyat sonrası iyileşme dönemim nedeniyle bu dönem kaydımı dondurmam gerekiyor.',
  }
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rapor.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/Freeze/Student/Create',
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData
}

/** Waits for the export job `id` of `who` to end; its last status. */
async function finished(id: string, who: string): Promise<JobStatusView> {
  for (let i = 0; i < 300; i++) {
    const job = (await get(`/api/Privacy/MyData/Export/Status/${id}`, who)).json()
      .responseData as JobStatusView
    if (job.state === 'done' || job.state === 'failed') return job
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('export job did not finish')
}

beforeAll(async () => {
  fx = await createIdentityFixture(40, clock)
  for (const key of ['student', 'registrar', 'instructor-advisor'] as const)
    tokens[key] = (await fx.signIn(key)).token
  tokens.officer = (await fx.signIn('sysadmin', { activeRoleId: 17 })).token
}, 120_000)
afterAll(async () => {
  await fx?.close()
})

describe(`my personal data on ${testEngine}`, () => {
  it('shows the categories with purposes, the transfers and the staff reads', async () => {
    const person = await fx.personOf('student')
    const freezeId = await freezeRequest('student')
    // A registrar reads her health file; the portal mailed her and linked her to Moodle.
    expect((await get(`/api/Freeze/File?id=${freezeId}`, 'registrar')).statusCode).toBe(200)
    const [email] = await db()
      .execute<{ email: string }>(sql`select email from persons where id = ${person}`)
      .then((r) => (r as unknown as { rows: { email: string }[] }).rows)
    await db()
      .insert(mailOutbox)
      .values({ to: email?.email ?? '', subject: 'Kayıt dondurma talebiniz', text: 'x', createdAt: now })
    // The Moodle link by SQL: another feature's table (features do not import each other's internals).
    await db().execute(
      sql`insert into moodle_users (person_id, moodle_user_id, matched_by, synced_at)
          values (${person}, 9001, 'email', ${now.toISOString()})`,
    )

    const tr = (await get('/api/Privacy/MyData/Overview', 'student')).json().responseData
    expect(tr.Person.Audience).toBe('student')
    const keys = tr.Categories.map((c: { Key: string }) => c.Key)
    for (const k of ['identity', 'grades', 'registrations', 'absences', 'freeze', 'payments', 'access-log'])
      expect(keys).toContain(k)
    const freeze = tr.Categories.find((c: { Key: string }) => c.Key === 'freeze')
    expect(freeze.Records).toBeGreaterThan(0)
    expect(freeze.LegalBasis).toContain('KVKK')
    expect(tr.Transfers.map((t: { System: string }) => t.System)).toEqual(
      expect.arrayContaining(['mail', 'moodle']),
    )
    expect(tr.Transfers.find((t: { System: string }) => t.System === 'mail').What).toBe(
      'Kayıt dondurma talebiniz',
    )
    expect(tr.Reads[0]).toMatchObject({
      Kind: 'freeze.attachment',
      Target: expect.stringContaining('freeze'),
    })
    expect(tr.Reads[0].ReaderRole).toBeTruthy()

    const en = (await get('/api/Privacy/MyData/Overview', 'student', 'en')).json().responseData
    expect(en.Categories.find((c: { Key: string }) => c.Key === 'identity').Name).toBe(
      'Identity and contact details',
    )
    // Staff see their own data too.
    const staff = (await get('/api/Privacy/MyData/Overview', 'registrar')).json().responseData
    expect(staff.Person.Audience).toBe('staff')
    expect((await fx.call('GET', '/api/Privacy/MyData/Overview')).statusCode).toBe(401)
  })

  it("exports everything as a ZIP of JSON files and a PDF, the owner's only, one job when started twice", async () => {
    const first = await post('/api/Privacy/MyData/Export/Start', 'student', undefined)
    const second = await post('/api/Privacy/MyData/Export/Start', 'student', undefined)
    expect(first.statusCode).toBe(200)
    const { id } = first.json().responseData
    const again = second.json().responseData
    if (again.joined) expect(again.id).toBe(id)
    const job = await finished(id, 'student')
    expect(job.state, job.error ?? '').toBe('done')
    expect(job.done).toBe(job.total)

    // Another person's job is not found, its ZIP neither.
    expect((await get(`/api/Privacy/MyData/Export/Status/${id}`, 'registrar')).statusCode).toBe(404)
    expect((await get(`/api/Privacy/MyData/Export/Download/${id}`, 'registrar')).statusCode).toBe(404)
    expect((await get(`/api/Privacy/MyData/Export/Download/${id}`, 'officer')).statusCode).toBe(404)

    const res = await get(`/api/Privacy/MyData/Export/Download/${id}`, 'student')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toContain('kisisel-verilerim.zip')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const json = (name: string) => {
      const f = files[name]
      if (!f) throw new Error(`${name} missing from the export`)
      return JSON.parse(strFromU8(f))
    }
    const [own] = await db()
      .select()
      .from(students)
      .where(eq(students.personId, await fx.personOf('student')))
    expect(json('identity.json').records[0]).toMatchObject({
      studentships: expect.arrayContaining([expect.objectContaining({ studentNo: own?.studentNo })]),
    })
    expect(json('grades.json')).toMatchObject({
      category: 'grades',
      legalBasis: expect.stringContaining('KVKK'),
    })
    for (const name of ['grades', 'registrations', 'freeze', 'privacy-notices'])
      expect(json(`${name}.json`).records.length, name).toBeGreaterThan(0)
    for (const name of ['absences', 'departure', 'certificates', 'documents', 'payments', 'data-requests'])
      expect(Array.isArray(json(`${name}.json`).records), name).toBe(true)
    expect(json('freeze.json').records[0].studentNo).toBe(own?.studentNo)
    expect(
      json('access-log.json').records.some((r: { Kind: string }) => r.Kind === 'freeze.attachment'),
    ).toBe(true)
    expect(json('transfers.json').some((t: { System: string }) => t.System === 'moodle')).toBe(true)
    const pdf = files['summary.pdf']
    expect(pdf && Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-')

    // The overview names the kept export; it expires after 7 days.
    const overview = (await get('/api/Privacy/MyData/Overview', 'student')).json().responseData
    expect(overview.LastExport.JobId).toBe(id)
    expect(Date.parse(overview.LastExport.ExpiresAt) - now.getTime()).toBe(7 * 86_400_000)
  })
})

describe(`the export's contents on ${testEngine}`, () => {
  /** Runs `who`'s export to the end and answers its files. */
  async function exported(who: string): Promise<Record<string, Uint8Array>> {
    const started = await post('/api/Privacy/MyData/Export/Start', who, undefined)
    expect(started.statusCode, started.body).toBe(200)
    const job = await finished(started.json().responseData.id, who)
    expect(job.state, job.error ?? '').toBe('done')
    const res = await get(`/api/Privacy/MyData/Export/Download/${job.id}`, who)
    expect(res.statusCode).toBe(200)
    return unzipSync(new Uint8Array(res.rawPayload))
  }
  const recordsOf = (files: Record<string, Uint8Array>, name: string) => {
    const f = files[`${name}.json`]
    if (!f) throw new Error(`${name}.json missing from the export`)
    return JSON.parse(strFromU8(f)).records as Record<string, unknown>[]
  }

  it("holds a student's clubs, events, instalments and absence excuses with the excuse file itself", async () => {
    const person = await fx.personOf('student')
    const [own] = await db().select().from(students).where(eq(students.personId, person)).orderBy(students.id)
    const sid = own?.id ?? 0
    // Activity in every feature, by SQL on the owners' tables (tests do not import other features' files).
    await db().execute(sql`insert into club_members (club_id, student_id, joined_at)
      select id, ${sid}, ${now.toISOString()} from clubs order by id limit 1 on conflict do nothing`)
    await db().execute(sql`insert into club_applications (club_id, student_id, note, status, applied_at)
      select id, ${sid}, 'Katılmak istiyorum', 'rejected', ${now.toISOString()} from clubs order by id desc limit 1`)
    await db().execute(sql`insert into event_registrations (event_id, student_id, status, created_at)
      select id, ${sid}, 'registered', ${now.toISOString()} from events order by id limit 1 on conflict do nothing`)
    await db().execute(sql`insert into event_attendance (event_id, student_id, status, points, source, recorded_at)
      select id, ${sid}, 'attended', 5, 'list', ${now.toISOString()} from events order by id desc limit 1
      on conflict do nothing`)
    await db().execute(sql`insert into instalment_plans (student_id, term_id, kind, state, amount_kurus, paid_kurus)
      select ${sid}, t.id, 'periodic', 'active', 1200000, 400000 from academic_terms t
      where not exists (select 1 from instalment_plans p where p.student_id = ${sid} and p.term_id = t.id)
      order by t.id limit 1`)
    await db().execute(sql`insert into instalments (plan_id, no, due_date, amount_kurus, paid_kurus)
      select id, 1, '2026-12-15', 1200000, 400000 from instalment_plans where student_id = ${sid}
      order by id desc limit 1 on conflict do nothing`)
    await db().execute(sql`insert into instalment_collections (plan_id, type, amount_kurus, collected_on)
      select id, 'cash', 400000, '2026-11-20' from instalment_plans where student_id = ${sid}
      order by id desc limit 1`)
    const [file] = await db()
      .execute<{
        id: number
      }>(sql`insert into stored_files (file_name, mime_type, extension, size_bytes, sha256,
        content, owner_person_id) values ('saglik-raporu.png', 'image/png', 'png', ${PNG.length},
        ${createHash('sha256').update(PNG).digest('hex')}, ${PNG}, ${person}) returning id`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    await db().execute(sql`insert into absence_requests (section_id, student_id, from_day, to_day, excuse_type,
        reason, file_id, approval_end_date)
      select id, ${sid}, '2026-11-16', '2026-11-18', 'medical', 'Grip nedeniyle hastaneye başvurdum.',
        ${file?.id}, '2026-11-30' from sections order by id limit 1`)

    const files = await exported('student')
    for (const name of ['clubs', 'events', 'instalment-plans', 'instalment-payments', 'absence-excuses'])
      expect(recordsOf(files, name).length, name).toBeGreaterThan(0)
    const kinds = recordsOf(files, 'clubs').map((r) => r.kind)
    expect(kinds).toEqual(expect.arrayContaining(['member', 'application']))
    expect(recordsOf(files, 'events').map((r) => r.kind)).toEqual(
      expect.arrayContaining(['registration', 'attendance']),
    )
    const plan = recordsOf(files, 'instalment-plans').find((r) => r.amountKurus === 1_200_000)
    expect(plan?.instalments).toEqual([expect.objectContaining({ no: 1, amountKurus: 1_200_000 })])
    expect(recordsOf(files, 'instalment-payments')).toContainEqual(
      expect.objectContaining({ type: 'cash', amountKurus: 400_000, studentNo: own?.studentNo }),
    )
    // The excuse's metadata names its file, and the file itself is in the ZIP, byte for byte.
    const excuse = recordsOf(files, 'absence-excuses').find((r) => r.fileName === 'saglik-raporu.png')
    expect(excuse).toMatchObject({ excuseType: 'medical', mimeType: 'image/png', sizeBytes: PNG.length })
    const inZip = files[String(excuse?.file)]
    expect(inZip && Buffer.from(inZip).equals(PNG)).toBe(true)
    // Staff categories are empty for a student.
    expect(recordsOf(files, 'personnel')).toEqual([])
  })

  it("holds a staff member's personnel record and payroll requests", async () => {
    const person = await fx.personOf('registrar')
    await db().execute(sql`insert into payroll_requests (staff_member_id, month, year, sent_at, ip_address, mail_sent)
      select id, 10, 2026, ${now.toISOString()}, '10.1.2.3', true from staff_members where person_id = ${person}
      order by id limit 1`)
    const files = await exported('registrar')
    const payroll = recordsOf(files, 'payroll-requests')
    expect(payroll).toContainEqual(expect.objectContaining({ year: 2026, month: 10, ipAddress: '10.1.2.3' }))
    const personnel = recordsOf(files, 'personnel')
    const [registry] = await db()
      .execute<{ n: number }>(sql`select count(*)::int as n from personnel_records r
        join staff_members m on m.id = r.staff_member_id where m.person_id = ${person}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows)
    // The seed gives every staff member a personnel record: the category is not empty by accident.
    expect(Number(registry?.n)).toBeGreaterThan(0)
    expect(personnel).toHaveLength(Number(registry?.n))
    expect(recordsOf(files, 'clubs')).toEqual([])
  })
})

describe(`requests to the data controller on ${testEngine}`, () => {
  it('files with a 30-day deadline, the officer answers (audited, notified), the person sees the answer', async () => {
    const filed = await post('/api/Privacy/MyData/Request/File', 'student', {
      Kind: 'correction',
      Text: 'Doğum yerim kayıtlarda yanlış görünüyor, düzeltilmesini istiyorum.',
    })
    expect(filed.statusCode).toBe(200)
    const request = filed.json().responseData
    expect(request).toMatchObject({
      Kind: 'correction',
      KindName: 'Düzeltme',
      DueOn: '2026-12-21',
      State: 'open',
      Overdue: false,
    })
    expect(
      (await post('/api/Privacy/MyData/Request/File', 'student', { Kind: 'deletion', Text: 'kısa' }))
        .statusCode,
    ).toBe(400)

    // Students and other staff cannot read or answer the queue.
    expect((await get('/api/Privacy/DataRequest/List', 'student')).statusCode).toBe(403)
    expect((await get('/api/Privacy/DataRequest/List', 'registrar')).statusCode).toBe(403)
    const answer = {
      Id: request.Id,
      Version: request.Version,
      Outcome: 'accepted',
      Answer: 'Doğum yeriniz düzeltildi.',
    }
    expect((await post('/api/Privacy/DataRequest/Answer', 'student', answer)).statusCode).toBe(403)

    // An overdue request is listed first and flagged.
    const [late] = await db()
      .insert(privacyRequests)
      .values({
        personId: await fx.personOf('instructor-advisor'),
        kind: 'objection',
        text: 'Verilerimin pazarlama amaçlı kullanılmasına itiraz ediyorum.',
        filedAt: new Date('2026-10-01T09:00:00Z'),
        dueOn: '2026-10-31',
      })
      .returning()
    const queue = (await get('/api/Privacy/DataRequest/List?state=open', 'officer', 'en')).json().responseData
    expect(queue.items[0]).toMatchObject({ Id: late?.id, Overdue: true, KindName: 'Objection' })
    expect(queue.items.map((i: { Id: number }) => i.Id)).toContain(request.Id)
    const overdue = (await get('/api/Privacy/DataRequest/List?overdue=true', 'officer')).json().responseData
    expect(overdue.items.map((i: { Id: number }) => i.Id)).toEqual([late?.id])

    const answered = await post('/api/Privacy/DataRequest/Answer', 'officer', answer)
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().responseData).toMatchObject({
      State: 'answered',
      Outcome: 'accepted',
      OutcomeName: 'Kabul edildi',
    })
    // Answered twice: 422; stale version: 409.
    expect(
      (await post('/api/Privacy/DataRequest/Answer', 'officer', { ...answer, Version: 1 })).statusCode,
    ).toBe(422)
    expect(
      (await post('/api/Privacy/DataRequest/Answer', 'officer', { ...answer, Id: late?.id, Version: 5 }))
        .statusCode,
    ).toBe(409)

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'privacy_request'), eq(auditLog.entityId, String(request.Id))))
    expect(audits.map((a) => a.action).sort()).toEqual(['answer', 'file'])
    const decision = audits.find((a) => a.action === 'answer')
    expect(decision?.before).toMatchObject({ state: 'open', outcome: null })
    expect(decision?.after).toMatchObject({ state: 'answered', outcome: 'accepted' })
    expect(decision?.actorPersonId).toBe(await fx.personOf('sysadmin'))

    const mine = (await get('/api/Privacy/MyData/Request/List', 'student')).json().responseData
    expect(mine[0]).toMatchObject({ Id: request.Id, Answer: 'Doğum yeriniz düzeltildi.', State: 'answered' })
    const bell = (await get('/api/Notification/Inbox/List', 'student')).json().responseData
    const told = bell.items.filter((n: { Kind: string }) => n.Kind === 'privacy.request.answered')
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ Title: 'Kişisel veri başvurunuz yanıtlandı', Link: 'kisisel-verilerim' })
  })
})
