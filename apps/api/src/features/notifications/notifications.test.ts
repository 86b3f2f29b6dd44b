/**
 * Notifications (issue 39 "Notifications") through the real app on the engine under test: a registrar's
 * freeze decision gives the student one notification in the bell (in the caller's language) and one mail in
 * the development outbox (in the student's language), with the link; mark read and mark all read touch only the
 * caller's own; one notification per event when two instances handle it; preferences by kind and channel with
 * the mandatory kinds refused (422, nothing saved); a failing mail provider retried until it succeeds, never
 * twice at once; the staff digest, once per person and day.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons, students } from '../../db/schema/index.ts'
import { mailOutbox } from '../../platform/mail/mail.schema.ts'
import { createDelivery, retryDelayMs } from './notifications.delivery.ts'
import { runDigest } from './notifications.digest.ts'
import { notificationDeliveries, notifications } from './notifications.schema.ts'
import { createNotificationService } from './notifications.service.ts'

let now = new Date('2026-11-21T09:00:00Z')
const clock = () => now
let fx: IdentityFixture
let student: string
let registrar: string
let other: string
let studentPerson: number
let studentEmail: string

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)

const db = () => fx.testDb.handle.db
const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object | undefined, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })

/** Creates a freeze request as the student (multipart with a PDF); its id. */
async function freezeRequest(): Promise<number> {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const fields = {
    Reason: 'financial',
    Terms: '2026-2027-B',
    Explanation: 'Ailemin maddi durumu nedeniyle bu dönem kaydımı dondurmam gerekiyor.',
  }
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dekont.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/Freeze/Student/Create',
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${student}`,
    },
  })
  expect(res.statusCode).toBe(200)
  return res.json().responseData
}

/** The outbox mails to `to` whose subject contains `subject` (waits up to 20 s for `atLeast` of them). */
async function mailsTo(to: string, subject: string, atLeast = 1) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to.toLowerCase()), like(mailOutbox.subject, `%${subject}%`)))
    if (rows.length >= atLeast || Date.now() > deadline) return rows
    await new Promise((r) => setTimeout(r, 200))
  }
}

beforeAll(async () => {
  fx = await createIdentityFixture(40, clock)
  student = (await fx.signIn('student')).token
  registrar = (await fx.signIn('registrar')).token
  other = (await fx.signIn('student-double')).token
  studentPerson = await fx.personOf('student')
  const [p] = await db().select().from(persons).where(eq(persons.id, studentPerson))
  studentEmail = p?.email ?? ''
})
afterAll(async () => {
  await fx?.close()
})

describe(`notifications on ${testEngine}`, () => {
  it("a registrar's freeze decision reaches the student's bell and mail, in their languages, with the link", async () => {
    // The student's last visit was in English: the mail is written in English.
    expect((await get('/api/Notification/Inbox/UnreadCount', student, 'en')).json().responseData).toEqual({
      Count: 0,
    })
    const id = await freezeRequest()
    const queue = (await get('/api/Freeze/Admin/List?status=pending', registrar)).json().responseData
    const version = queue.items.find((r: { Id: number }) => r.Id === id)?.Version ?? 0
    const decided = await post('/api/Freeze/Admin/Process', registrar, {
      Id: id,
      Version: version,
      Approve: true,
      Answer: 'Belgeniz uygun bulundu.',
    })
    expect(decided.statusCode).toBe(200)

    expect((await get('/api/Notification/Inbox/UnreadCount', student, 'en')).json().responseData).toEqual({
      Count: 1,
    })
    const tr = (await get('/api/Notification/Inbox/List', student, 'tr')).json().responseData
    expect(tr.total).toBe(1)
    expect(tr.unread).toBe(1)
    expect(tr.items[0]).toMatchObject({
      Kind: 'freeze.decided',
      Title: 'Kayıt dondurma talebiniz onaylandı',
      Body: '2026-2027 Bahar Dönemi için kayıt dondurma talebiniz onaylandı. Açıklama: Belgeniz uygun bulundu.',
      Link: 'ogrenci/kayit-dondurma-taleplerim',
      ReadAt: null,
    })
    const en = (await get('/api/Notification/Inbox/List', student, 'en')).json().responseData
    expect(en.items[0].Title).toBe('Your registration freeze request was approved')
    // Nobody else sees it.
    expect((await get('/api/Notification/Inbox/List', other)).json().responseData.total).toBe(0)

    const mails = await mailsTo(studentEmail, 'registration freeze request was approved')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain(
      'Your registration freeze request for 2026-2027 Spring Term was approved.',
    )
    expect(mails[0]?.text).toMatch(/To view it: http:\/\/[^\s]+\/ogrenci\/kayit-dondurma-taleplerim/)
    expect(mails[0]?.text).toContain('/bildirimler/tercihler')
  })

  it('marks read only the caller’s own notifications; mark all read empties the bell', async () => {
    const [mine] = await db().select().from(notifications).where(eq(notifications.personId, studentPerson))
    const id = mine?.id ?? 0
    // Another person's call with this id changes nothing.
    expect(
      (await post('/api/Notification/Inbox/MarkRead', other, { Ids: [id] })).json().responseData,
    ).toEqual({
      Marked: 0,
    })
    expect((await get('/api/Notification/Inbox/UnreadCount', student)).json().responseData.Count).toBe(1)
    expect(
      (await post('/api/Notification/Inbox/MarkRead', student, { Ids: [id] })).json().responseData,
    ).toEqual({
      Marked: 1,
    })
    expect((await get('/api/Notification/Inbox/UnreadCount', student)).json().responseData.Count).toBe(0)
    const bad = await post('/api/Notification/Inbox/MarkRead', student, { Ids: [] }, 'en')
    expect(bad.statusCode).toBe(400)
    expect((await fx.call('GET', '/api/Notification/Inbox/UnreadCount')).statusCode).toBe(401)

    const service = createNotificationService(db(), clock, () => {})
    await db().transaction((tx) =>
      service.notify(tx, {
        personId: studentPerson,
        kind: 'document.ready',
        eventKey: 'test.document:1',
        params: { document: 'Öğrenci Belgesi' },
        link: 'ogrenci/belgelerim',
      }),
    )
    expect((await get('/api/Notification/Inbox/List?unread=true', student)).json().responseData.total).toBe(1)
    expect(
      (await post('/api/Notification/Inbox/MarkAllRead', student, undefined)).json().responseData,
    ).toEqual({
      Marked: 1,
    })
    expect((await get('/api/Notification/Inbox/UnreadCount', student)).json().responseData.Count).toBe(0)
  })

  it('writes one notification per event even when two instances handle it at once', async () => {
    const a = createNotificationService(db(), clock, () => {})
    const b = createNotificationService(db(), clock, () => {})
    const input = {
      studentId: (await db().select().from(students).where(eq(students.personId, studentPerson)))[0]?.id ?? 0,
      kind: 'grade.finalised',
      eventKey: 'grade.finalised:test:1',
      params: { course: 'MAT101', term: '2026-2027 Güz' },
      link: 'ogrenci/notlarim',
    }
    const results = await Promise.all([
      db().transaction((tx) => a.notify(tx, input)),
      db().transaction((tx) => b.notify(tx, input)),
    ])
    expect(results.sort()).toEqual([false, true])
    const rows = await db().select().from(notifications).where(eq(notifications.eventKey, input.eventKey))
    expect(rows).toHaveLength(1)
    const copies = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, rows[0]?.id ?? 0))
    expect(copies.map((c) => c.channel)).toEqual(['email'])
  })

  it('keeps preferences by kind and channel; mandatory kinds, unoffered channels and SMS without a number are refused', async () => {
    const prefs = (await get('/api/Notification/Preferences/Get', student, 'en')).json().responseData
    // The language of the student's last call to the bell (Turkish, in the test before).
    expect(prefs.Language).toBe('tr')
    const kinds = prefs.Kinds.map((k: { Kind: string }) => k.Kind)
    expect(kinds).toContain('freeze.decided')
    expect(kinds).not.toContain('staff.digest')
    expect(prefs.Kinds.find((k: { Kind: string }) => k.Kind === 'security.code')).toMatchObject({
      Mandatory: true,
      Channels: { inApp: null, email: true, sms: true },
    })
    expect(prefs.Kinds.find((k: { Kind: string }) => k.Kind === 'freeze.decided')).toMatchObject({
      Name: 'Registration freeze request decided',
      Mandatory: false,
      Channels: { inApp: true, email: true, sms: false },
    })

    const refuse = async (body: object, lang: string, message: string) => {
      const res = await post('/api/Notification/Preferences/Save', student, body, lang)
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe(message)
    }
    // A mandatory kind turned off is refused, and the valid change beside it is not saved either.
    await refuse(
      {
        Changes: [
          { Kind: 'freeze.decided', Channel: 'email', Enabled: false },
          { Kind: 'security.code', Channel: 'email', Enabled: false },
        ],
      },
      'tr',
      '"Tek kullanımlık kodlar" bildirimleri zorunludur ve kapatılamaz.',
    )
    await refuse(
      { Changes: [{ Kind: 'legal.notice', Channel: 'inApp', Enabled: false }] },
      'en',
      '"Legal notices" notifications are mandatory and cannot be turned off.',
    )
    await refuse(
      { Changes: [{ Kind: 'document.ready', Channel: 'sms', Enabled: true }] },
      'en',
      '"Document ready" notifications are not sent through this channel.',
    )
    await refuse(
      { Changes: [{ Kind: 'staff.digest', Channel: 'email', Enabled: false }] },
      'en',
      'There is no notification kind staff.digest.',
    )
    const unchanged = (await get('/api/Notification/Preferences/Get', student)).json().responseData
    expect(unchanged.Kinds.find((k: { Kind: string }) => k.Kind === 'freeze.decided').Channels.email).toBe(
      true,
    )

    // SMS for an urgent kind: refused without a mobile number, saved with one.
    const [p] = await db().select().from(persons).where(eq(persons.id, studentPerson))
    await db().update(persons).set({ mobilePhone: null }).where(eq(persons.id, studentPerson))
    await refuse(
      { Changes: [{ Kind: 'freeze.decided', Channel: 'sms', Enabled: true }] },
      'en',
      'SMS notifications cannot be turned on: you have no mobile number on record. Nothing was changed.',
    )
    await db().update(persons).set({ mobilePhone: '0532 123 45 67' }).where(eq(persons.id, studentPerson))

    const saved = await post('/api/Notification/Preferences/Save', student, {
      Language: 'tr',
      Changes: [
        { Kind: 'document.ready', Channel: 'email', Enabled: false },
        { Kind: 'freeze.decided', Channel: 'sms', Enabled: true },
        { Kind: 'certificate.decided', Channel: 'inApp', Enabled: false },
      ],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Bildirim tercihleriniz kaydedildi.')
    const after = (await get('/api/Notification/Preferences/Get', student, 'en')).json().responseData
    expect(after.Language).toBe('tr')
    // The chosen language stays although the bell now asks in English.
    await get('/api/Notification/Inbox/UnreadCount', student, 'en')
    expect((await get('/api/Notification/Preferences/Get', student, 'en')).json().responseData.Language).toBe(
      'tr',
    )

    // The choices steer the next notifications: no mail for a document, an SMS for a freeze decision,
    // nothing in the bell for a certificate.
    const service = createNotificationService(db(), clock, () => {})
    const notify = (kind: string, key: string) =>
      db().transaction((tx) =>
        service.notify(tx, { personId: studentPerson, kind, eventKey: key, params: {} }),
      )
    await notify('document.ready', 'pref:doc')
    await notify('freeze.decided', 'pref:freeze')
    await notify('certificate.decided', 'pref:cert')
    const channels = async (key: string) => {
      const [n] = await db().select().from(notifications).where(eq(notifications.eventKey, key))
      const copies = await db()
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, n?.id ?? 0))
      return { inApp: n?.inApp, copies: copies.map((c) => c.channel).sort() }
    }
    expect(await channels('pref:doc')).toEqual({ inApp: true, copies: [] })
    expect(await channels('pref:freeze')).toEqual({ inApp: true, copies: ['email', 'sms'] })
    expect(await channels('pref:cert')).toEqual({ inApp: false, copies: ['email'] })
    const list = (await get('/api/Notification/Inbox/List', student)).json().responseData
    expect(list.items.map((i: { Kind: string }) => i.Kind)).not.toContain('certificate.decided')
    await db()
      .update(persons)
      .set({ mobilePhone: p?.mobilePhone ?? null })
      .where(eq(persons.id, studentPerson))
  })

  it('retries a failing mail provider with growing waits, and two workers never send one copy twice', async () => {
    // Finish what the app's own worker has queued so far.
    const sentBefore = (await db().select().from(mailOutbox)).length
    let failures = 2
    const sent: string[] = []
    const mailer = {
      async send(m: { subject: string }) {
        await new Promise((r) => setTimeout(r, 20))
        if (failures > 0) {
          failures--
          throw new Error('SMTP 451 try later')
        }
        sent.push(m.subject)
      },
    }
    const sms = { send: async () => {} }
    const service = createNotificationService(db(), clock, () => {})
    const registrarPerson = await fx.personOf('registrar')
    await db().update(notificationDeliveries).set({ state: 'sent' })
    await db().transaction((tx) =>
      service.notify(tx, {
        personId: registrarPerson,
        kind: 'legal.notice',
        eventKey: 'retry:1',
        params: { title: 'Aydınlatma metni güncellendi', body: 'Yeni sürümü okuyunuz.' },
      }),
    )
    const delivery = createDelivery({ db: db(), clock, mailer, sms, publicUrl: 'https://portal.example' })
    const first = await delivery.deliverDue()
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 })
    const [row] = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.state, 'pending'))
    expect(row?.attempts).toBe(1)
    expect(row?.lastError).toBe('SMTP 451 try later')
    // Not due before its wait (1 minute) has passed.
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 })
    now = new Date(now.getTime() + retryDelayMs(1))
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 })
    now = new Date(now.getTime() + retryDelayMs(2))
    // Two workers at once: one sends, the other finds nothing to claim.
    const runs = await Promise.all([delivery.deliverDue(), delivery.deliverDue()])
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1)
    expect(sent).toEqual(['Aydınlatma metni güncellendi'])
    const [done] = await db()
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, row?.id ?? 0))
    expect(done).toMatchObject({ state: 'sent', attempts: 3, lastError: null })
    expect((await db().select().from(mailOutbox)).length).toBe(sentBefore)
  })

  it('sends the staff digest once per person and day, listing the queues in their language', async () => {
    const service = createNotificationService(db(), clock, () => {})
    const counted: string[] = []
    const sources = [
      {
        queue: 'freeze.pending',
        roleIds: [4],
        count: async (units: readonly number[]) => {
          counted.push(units.join(','))
          return 3
        },
      },
      { queue: 'documents.review', roleIds: [4], count: async () => 0 },
    ]
    const registrarPerson = await fx.personOf('registrar')
    const first = await runDigest({ db: db(), notify: service.notify, sources }, '2026-11-21')
    expect(first.notified).toBeGreaterThanOrEqual(1)
    expect(counted.length).toBeGreaterThanOrEqual(1)
    // The same day again (a second instance, a retry): nothing new.
    expect((await runDigest({ db: db(), notify: service.notify, sources }, '2026-11-21')).notified).toBe(0)
    const mine = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.personId, registrarPerson), eq(notifications.kind, 'staff.digest')))
    expect(mine).toHaveLength(1)
    expect(mine[0]?.params).toEqual({ day: '2026-11-21', 'q:freeze.pending': 3 })
    const list = (await get('/api/Notification/Inbox/List', registrar, 'en')).json().responseData
    const digest = list.items.find((i: { Kind: string }) => i.Kind === 'staff.digest')
    expect(digest.Title).toBe('What waits for you (2026-11-21)')
    expect(digest.Body).toBe('Waiting in your queues:\n- Registration freeze requests: 3')
    // The app's delivery job mails it (Turkish: the registrar never chose another language).
    const [registrarRow] = await db().select().from(persons).where(eq(persons.id, registrarPerson))
    const mails = await mailsTo(registrarRow?.email ?? '', 'Bekleyen işleriniz (2026-11-21)')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.text).toContain('- Kayıt dondurma talepleri: 3')
    // The next day is a new digest.
    expect((await runDigest({ db: db(), notify: service.notify, sources }, '2026-11-22')).notified).toBe(
      first.notified,
    )
  })
})
