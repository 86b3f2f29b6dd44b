/**
 * Departure clearance (issue 16 § Departure clearance; spec §1, §4, §5, §8) through the real app on the
 * engine under test: the SMS sender and its development outbox; start with bad input (nothing stored); the
 * code rules (wrong, expired, reused, 5 wrong tries, new code); office clearance with and without debt
 * (waiver, settle); the state machine's allowed and refused transitions; completion (student withdrawn,
 * dates, certificate); authorisation (own requests only, each role its step, 403 otherwise); two approvers
 * at once (one 409, one audit row); bulk approval; the leave calculation and its §8 message; the rate limit
 * on new codes (429 with Retry-After); the fixtures and sports offices' debts are the items the student holds
 * in the fixtures feature (blocked until refunded through the fixtures API; a waiver still clears).
 */
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { createHttpSmsSender, smsProviderOf } from '../../platform/sms/http-sms-sender.ts'
import { toE164 } from '../../platform/sms/sms-sender.ts'
import { departureClearances, departureRequests } from './departure.schema.ts'

const S = '/api/Ogrenci/IlisikKesme'
const R = '/api/IlisikKesme'
let now = new Date('2026-11-21T09:00:00Z')
let fx: IdentityFixture
const tok: Record<string, string> = {}

const body = {
  Reason: 'own_request',
  Description: 'Kendi isteğimle ayrılıyorum.',
  Survey: { Q1: 4, Q2: 'unsure', Q4: 'Daha çok çalışma alanı.' },
}

/** Signs every account in at the test clock's `now` (tokens are dated on the app's clock and live 1000 s). */
async function signInAll() {
  for (const k of [
    'student-departure',
    'student',
    'finance',
    'library',
    'inventory',
    'sports',
    'student-centre',
    'registrar',
  ] as const)
    tok[k] = (await fx.signIn(k)).token
}

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  await signInAll()
})
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const get = (url: string, who: string, lang = 'tr') =>
  fx.call('GET', url, tok[who] ?? who, undefined, { 'accept-language': lang })
const post = (url: string, who: string, payload: object, lang = 'tr') =>
  fx.call('POST', url, tok[who] ?? who, payload, { 'accept-language': lang })
const requestCount = async () =>
  Number((await db().select({ n: count() }).from(departureRequests))[0]?.n ?? 0)
const statusOf = async (id: number) =>
  (
    await db()
      .select({ s: departureRequests.status })
      .from(departureRequests)
      .where(eq(departureRequests.id, id))
  )[0]?.s
const smsCode = async (to: string) => {
  const res = await fx.app.inject({ method: 'GET', url: `/dev/outbox/sms?to=${encodeURIComponent(to)}` })
  return String(res.json().responseData[0]?.text ?? '').match(/\b(\d{6})\b/)?.[1] ?? ''
}
/** Seeded request ids (departure.seed.ts plan order). */
const SEEDED = { clear: 1, fine: 2, items: 3, dean: 4, registrar: 5, completed: 6 } as const
/** A session for the seeded request `which`, as its (generated) student. */
async function seeded(which: keyof typeof SEEDED) {
  const [row] = await db()
    .select({ id: departureRequests.id, studentId: departureRequests.studentId })
    .from(departureRequests)
    .where(eq(departureRequests.id, SEEDED[which]))
  if (!row) throw new Error(`no seeded ${which}`)
  const [st] = await db().select().from(students).where(eq(students.id, row.studentId))
  if (!st) throw new Error('no student')
  const started = await fx.identity.sessions.start({
    kind: 'student',
    personId: st.personId,
    activeStudentNo: st.studentNo,
  })
  return { id: row.id, token: started.token, studentNo: st.studentNo }
}
const clearAll = async (id: number, except: string[] = []) => {
  for (const who of ['finance', 'library', 'inventory', 'sports'].filter((w) => !except.includes(w)))
    expect((await post(`${R}/Birim/Clear`, who, { Id: id })).statusCode).toBe(200)
}

describe('platform SMS', () => {
  it('normalises Turkish mobile numbers to E.164', () => {
    expect(toE164('0532 123 45 67')).toBe('+905321234567')
    expect(toE164('5321234567')).toBe('+905321234567')
    expect(toE164('+90 532 123 45 67')).toBe('+905321234567')
    expect(toE164('0212 123 45 67')).toBeNull()
    expect(toE164(null)).toBeNull()
  })
  it('posts the bulk-SMS JSON shape with the URL credentials and rejects a refusal', async () => {
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ response: { status: { code: '200' } } })))
    const provider = smsProviderOf('https://u%40x:p4ss@sms.example.com/v1/send-sms/json', null, null)
    const sender = createHttpSmsSender(provider.endpoint, 'UNACS', provider.auth, fetchFn as never)
    await sender.send({ to: '+905321234567', text: 'Kod: 123456' })
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://sms.example.com/v1/send-sms/json')
    expect(JSON.parse(String(init.body))).toEqual({
      request: {
        authentication: { username: 'u@x', password: 'p4ss' },
        order: {
          sender: 'UNACS',
          iys: '0',
          message: { text: 'Kod: 123456', receipents: { number: ['905321234567'] } },
        },
      },
    })
    const refusing = createHttpSmsSender(
      'https://sms.example.com/x',
      'UNACS',
      { username: 'u', password: 'p' },
      (async () =>
        new Response(JSON.stringify({ response: { status: { code: '401', message: 'auth' } } }))) as never,
    )
    // 401 (credentials): the provider account is unusable, so the SMS dependency counts as down (503).
    await expect(refusing.send({ to: '+905321234567', text: 'x' })).rejects.toMatchObject({
      dependency: 'sms',
      reason: '401 credentials',
    })
  })
})

describe(`departure clearance on ${testEngine}`, () => {
  let id = 0
  let phone = ''

  it('shows the student what blocks a departure: the library fine in kuruş with its book and dates', async () => {
    const res = await get(`${S}/Get`, 'student-departure')
    expect(res.statusCode).toBe(200)
    const o = res.json().responseData
    expect(o).toMatchObject({ StudentNo: '2024104002', Request: null, CanStart: true })
    const lib = o.Offices.find((x: { Office: string }) => x.Office === 'library')
    expect(lib).toMatchObject({ Cleared: false, DebtKurus: 4500 })
    expect(lib.OpenItems[0]).toMatchObject({ DueOn: '2026-10-28', ItemDate: '2026-09-28' })
    expect(o.Offices.find((x: { Office: string }) => x.Office === 'sports')).toMatchObject({
      DebtKurus: 0,
      OpenItems: [],
    })
  })

  it('refuses every step that is not the request’s current one (409) and changes nothing', async () => {
    const at = {
      requested: (await seeded('clear')).id,
      registrar: await seeded('registrar'),
    }
    const refused: [string, string, object][] = [
      // Offices not all clear yet: neither the dean's office nor the registrar may approve. (The completed
      // request's refusals are in the full flow below.)
      [`${R}/Onay/Approve`, 'student-centre', { Id: at.requested }],
      [`${R}/Onay/Approve`, 'registrar', { Id: at.requested }],
      // Past the dean's office: offices, the dean's office and the student's withdrawal are over.
      [`${R}/Birim/Clear`, 'finance', { Id: at.registrar.id }],
      [`${R}/Onay/Approve`, 'student-centre', { Id: at.registrar.id }],
      [`${R}/Onay/Reject`, 'student-centre', { Id: at.registrar.id, Reason: 'Eksik belge' }],
      [`${S}/Withdraw`, at.registrar.token, { Id: at.registrar.id }],
    ]
    const audits = async () => Number((await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0)
    const before = await audits()
    for (const [url, who, payload] of refused) {
      expect((await post(url, who, payload)).statusCode, `${url} ${JSON.stringify(payload)}`).toBe(409)
    }
    expect(await audits()).toBe(before)
    expect([await statusOf(at.requested), await statusOf(at.registrar.id)]).toEqual([
      'requested',
      'awaiting_registrar',
    ])
  })

  it('refuses bad input with a localised 400 and stores nothing', async () => {
    const before = await requestCount()
    const cases = [
      { ...body, Description: 'x'.repeat(101) },
      { ...body, Description: '   ' },
      { ...body, Reason: 'horizontal_transfer' },
      { ...body, Survey: { Q2: 'yes' } },
      { ...body, Reason: 'nope' },
      { ...body, Description: 'a\u0000b' },
    ]
    for (const c of cases) {
      const res = await post(`${S}/Start`, 'student-departure', c, 'en')
      expect(res.statusCode, JSON.stringify(c)).toBe(400)
      expect(res.json().success).toBe(false)
    }
    expect(await requestCount()).toBe(before)
  })

  it('offers the horizontal transfer’s target programmes from a list and refuses free text (issue 37)', async () => {
    // YÖKSİS is not reachable in the tests: the seeded list, in the caller's language.
    const tr = (await get(`${S}/TransferProgrammes`, 'student-departure')).json().responseData
    expect(tr.Source).toBe('seeded')
    expect(tr.Items).toContain('Ege Üniversitesi — Bilgisayar Mühendisliği')
    const en = (await get(`${S}/TransferProgrammes`, 'student-departure', 'en')).json().responseData
    expect(en.Items).toContain('Ege University — Computer Engineering')
    expect((await get(`${S}/TransferProgrammes`, 'registrar')).statusCode).toBe(403)
    const before = await requestCount()
    const free = await post(
      `${S}/Start`,
      'student-departure',
      { ...body, Reason: 'horizontal_transfer', TargetProgramme: 'Bir yerdeki bir program' },
      'en',
    )
    expect(free.statusCode).toBe(422)
    expect(free.json().message).toBe('Choose the horizontal transfer’s target programme from the list.')
    expect(await requestCount()).toBe(before)
  })

  it('starts a request and sends the same code by SMS (E.164) and e-mail', async () => {
    const res = await post(`${S}/Start`, 'student-departure', { ...body, Description: 'x'.repeat(100) })
    expect(res.statusCode).toBe(200)
    const v = res.json().responseData
    expect(v).toMatchObject({ Status: 'awaiting_confirmation', Reason: 'own_request', ConfirmedAt: null })
    expect(v.CodeExpiresAt).toBe(new Date(now.getTime() + 300_000).toISOString())
    expect(v.CodeSentTo.Phone).toMatch(/^\+90 5\*\* \*\*\* \*\* \d\d$/)
    id = v.Id
    const person = await fx.personOf('student-departure')
    const [p] = await fx.testDb.handle.db
      .execute<{ mobile_phone: string }>(
        // biome-ignore lint/suspicious/noExplicitAny: raw row
        `select mobile_phone from persons where id = ${person}` as any,
      )
      .then((r: unknown) => (r as { rows: { mobile_phone: string }[] }).rows)
    phone = toE164(p?.mobile_phone) ?? ''
    const code = await smsCode(phone)
    expect(code).toMatch(/^\d{6}$/)
    const mail = await fx.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=2024104002@ogr.anadoluteknik.edu.tr',
    })
    expect(mail.json().responseData[0].text).toContain(code)
    // A second request while one is open.
    expect((await post(`${S}/Start`, 'student-departure', body)).statusCode).toBe(409)
  })

  it('applies the code rules: wrong (§8 message), 5 wrong tries kill it, expired, then a new code works once', async () => {
    const code = await smsCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    const w = await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: wrong })
    expect(w.statusCode).toBe(422)
    // Issue 36: the first wrong code still works, so the message says so (the §8 text is for a dead code).
    expect(w.json().message).toBe(
      'Onay kodu hatalı. Kodu kontrol edip yeniden girin (4 deneme hakkınız kaldı).',
    )
    for (let i = 0; i < 4; i++) await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: wrong })
    const dead = await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: code }, 'en')
    expect(dead.statusCode).toBe(422)
    expect(dead.json().message).toBe(
      'The confirmation code is wrong or has expired. The process was stopped; ask for a new code.',
    )
    expect(await statusOf(id)).toBe('awaiting_confirmation')

    now = new Date(now.getTime() + 61_000) // a new code at most once a minute
    expect((await post(`${S}/ResendCode`, 'student-departure', { Id: id })).statusCode).toBe(200)
    const second = await smsCode(phone)
    now = new Date(now.getTime() + 301_000)
    expect((await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: second })).statusCode).toBe(422)

    await post(`${S}/ResendCode`, 'student-departure', { Id: id })
    const third = await smsCode(phone)
    const ok = await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: third })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().responseData).toMatchObject({ Status: 'requested', ConfirmedAt: now.toISOString() })
    // Reused: the code is spent and the request moved on.
    expect((await post(`${S}/Confirm`, 'student-departure', { Id: id, Code: third })).statusCode).toBe(409)
    expect((await post(`${S}/ResendCode`, 'student-departure', { Id: id })).statusCode).toBe(409)
  })

  it('lets an office clear only without debt or with a waiver; the library settles the fine', async () => {
    const q = await get(`${R}/Onay/Queue?StudentNo=2024104002`, 'library')
    expect(q.json().responseData.items[0]).toMatchObject({
      Id: id,
      DebtKurus: 4500,
      OpenItemCount: 1,
      Cleared: false,
    })
    const refused = await post(`${R}/Birim/Clear`, 'library', { Id: id })
    expect(refused.statusCode).toBe(422)
    const detail = (await get(`${R}/Onay/Get?id=${id}`, 'library')).json().responseData
    const debtId = detail.Offices.find((o: { Office: string }) => o.Office === 'library').OpenItems[0].Id
    expect((await post(`${R}/Birim/SettleDebt`, 'finance', { DebtId: debtId })).statusCode).toBe(404)
    expect(
      (await post(`${R}/Birim/SettleDebt`, 'library', { DebtId: debtId, Note: 'Kasaya ödendi' })).statusCode,
    ).toBe(200)
    expect((await post(`${R}/Birim/SettleDebt`, 'library', { DebtId: debtId })).statusCode).toBe(409)
    expect((await post(`${R}/Birim/Clear`, 'library', { Id: id })).statusCode).toBe(200)
    expect((await post(`${R}/Birim/Clear`, 'library', { Id: id })).statusCode).toBe(409)
    // The dean's office cannot act before every office cleared.
    expect((await post(`${R}/Onay/Approve`, 'student-centre', { Id: id })).statusCode).toBe(409)
    await clearAll(id, ['library'])
    expect(await statusOf(id)).toBe('awaiting_dean')
    // Offices are past their step now.
    expect((await post(`${R}/Onay/Reject`, 'sports', { Id: id, Reason: 'geç kaldı' })).statusCode).toBe(409)
  })

  it('refuses the registrar before the dean, lets two deans race once, then completes the departure', async () => {
    expect((await post(`${R}/Onay/Approve`, 'registrar', { Id: id })).statusCode).toBe(409)
    const other = (await fx.signIn('student-centre')).token
    const [a, b] = await Promise.all([
      post(`${R}/Onay/Approve`, 'student-centre', { Id: id }),
      post(`${R}/Onay/Approve`, other, { Id: id }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const audits = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'departure_request'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'dean_approve'),
        ),
      )
    expect(Number(audits[0]?.n)).toBe(1)
    expect((await post(`${S}/Withdraw`, 'student-departure', { Id: id })).statusCode).toBe(409)

    // Open things of the studentship that the completion must close: her registration of this term (made in the
    // registration window and approved, issue 37) that her advisor returned to her, its courses now holding basket
    // seats; a pending freeze request.
    const [me] = await db().select().from(students).where(eq(students.studentNo, '2024104002'))
    const [adv] = (
      (await db().execute(
        sql`select a.person_id as "personId" from staff_members a where a.id = ${me?.advisorId ?? 0}`,
      )) as unknown as { rows: { personId: number }[] }
    ).rows
    if (!adv) throw new Error('the departing student has no advisor')
    const advisor = (
      await fx.identity.sessions.start({ kind: 'staff', personId: Number(adv.personId), activeRoleId: 3 })
    ).token
    const basket = (await get('/api/Registration/Advisor/Student?studentNo=2024104002', advisor)).json()
      .responseData.Basket as { Status: string; Version: number; Items: { SectionId: number }[] }
    expect(basket.Status).toBe('approved')
    const heldSection = basket.Items[0]?.SectionId as number
    expect(heldSection).toBeGreaterThan(0)
    const seatsOf = async () =>
      Number(
        (
          (await db().execute(
            sql`select basket_count as n from sections where id = ${heldSection}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      )
    const seatsBefore = await seatsOf()
    const returned = await fx.call(
      'POST',
      '/api/Registration/Advisor/ReturnApproval',
      advisor,
      {
        StudentNo: '2024104002',
        Version: basket.Version,
        Reason: 'İlişik kesme başvurusu nedeniyle ders kaydı öğrenciye geri verildi.',
      },
      { 'idempotency-key': `departure-return-${Date.now()}` },
    )
    expect(returned.statusCode).toBe(200)
    expect(await seatsOf()).toBe(seatsBefore + 1)
    await db().execute(sql`insert into freeze_requests (student_id, reason, explanation, requested_at, approval_end_date)
      values (${me?.id}, 'other', 'Yurt dışı staj programı nedeniyle.', now(), '2026-12-31')`)

    const done = await post(`${R}/Onay/Approve`, 'registrar', { Id: id })
    expect(done.statusCode).toBe(200)
    // The basket gave its seat back and is empty (past terms' approved baskets stay as history); the freeze
    // request is withdrawn; both audited.
    const after = (await db().execute(sql`
      select (select basket_count from sections where id = ${heldSection}) as seats,
        (select count(*)::int from registration_items i join registration_baskets b on b.id = i.basket_id
          where b.student_id = ${me?.id} and b.term_id = (select id from academic_terms where is_active)) as items,
        (select count(*)::int from freeze_requests where student_id = ${me?.id} and status = 'pending') as pending,
        (select count(*)::int from audit_log where action = 'close_on_departure') as audits`)) as unknown as {
      rows: { seats: number; items: number; pending: number; audits: number }[]
    }
    // The returned basket's seat is given back: the section's basket seats are as before the return.
    expect(after.rows[0]).toEqual({ seats: seatsBefore, items: 0, pending: 0, audits: 2 })
    expect((await post(`${R}/Onay/Approve`, 'registrar', { Id: id })).statusCode).toBe(409)
    const [st] = await db().select().from(students).where(eq(students.studentNo, '2024104002'))
    expect(st).toMatchObject({
      status: 'withdrawn',
      departureDate: '2026-11-21',
      departureReason: 'Kendi isteği',
    })
    const v = (await get(`${S}/Get`, 'student-departure')).json().responseData.Request
    expect(v).toMatchObject({
      Status: 'completed',
      DepartureDate: '2026-11-21',
      StudentRightEndsOn: '2026-11-21',
    })
    expect(v.Leave).toEqual({
      FeesPaidKurus: 1_750_000,
      RefundableKurus: 437_500,
      OutstandingKurus: 0,
      BalanceKurus: 437_500,
    })

    for (const who of ['student-departure', 'registrar']) {
      const pdf = await get(`${R}/Belge/Download?id=${id}`, who)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    // Both languages, like the other documents (issue 37): the request was made in Turkish.
    const tr = await get(`${R}/Belge/Download?id=${id}`, 'student-departure', 'en')
    const en = await get(`${R}/Belge/Download?id=${id}&lang=en`, 'student-departure')
    expect(tr.headers['content-disposition']).toContain('ilisik-kesme-belgesi')
    expect(en.statusCode).toBe(200)
    expect(en.headers['content-disposition']).toContain('departure-certificate')
    expect(Buffer.compare(en.rawPayload, tr.rawPayload)).not.toBe(0)
    const trAgain = await get(`${R}/Belge/Download?id=${id}&lang=tr`, 'registrar', 'en')
    expect(trAgain.headers['content-disposition']).toContain('ilisik-kesme-belgesi')
    expect((await get(`${R}/Belge/Download?id=${id}&lang=de`, 'student-departure')).statusCode).toBe(400)
    expect((await get(`${R}/Belge/Download?id=${id}`, 'library')).statusCode).toBe(403)
    expect((await get(`${R}/Belge/Download?id=${id}`, 'student')).statusCode).toBe(404)
  })

  it('lets the student withdraw before pre-approval, and rejects with a reason at any step', async () => {
    const clear = await seeded('clear')
    expect((await post(`${S}/Withdraw`, clear.token, { Id: clear.id })).statusCode).toBe(200)
    expect(await statusOf(clear.id)).toBe('withdrawn')
    expect((await post(`${R}/Birim/Clear`, 'finance', { Id: clear.id })).statusCode).toBe(409)

    const dean = await seeded('dean')
    expect(
      (await post(`${R}/Onay/Reject`, 'registrar', { Id: dean.id, Reason: 'Eksik belge' })).statusCode,
    ).toBe(409)
    const rej = await post(`${R}/Onay/Reject`, 'student-centre', { Id: dean.id, Reason: 'Eksik belge' })
    expect(rej.statusCode).toBe(200)
    const v = (await get(`${R}/Onay/Get?id=${dean.id}`, 'student-centre')).json().responseData
    expect(v).toMatchObject({
      Status: 'rejected',
      RejectedAtStep: 'awaiting_dean',
      RejectionReason: 'Eksik belge',
    })
    expect((await post(`${R}/Onay/Approve`, 'student-centre', { Id: dean.id })).statusCode).toBe(409)
    expect((await post(`${S}/Withdraw`, dean.token, { Id: dean.id })).statusCode).toBe(409)
  })

  it('clears unreturned items only with a waiver (audited) and shows the §8 leave message when no data', async () => {
    const items = await seeded('items')
    expect((await post(`${R}/Birim/Clear`, 'inventory', { Id: items.id })).statusCode).toBe(422)
    expect(
      (
        await post(`${R}/Birim/Clear`, 'inventory', {
          Id: items.id,
          WaiverReason: 'Cihaz kayıp; tutanak tutuldu.',
        })
      ).statusCode,
    ).toBe(200)
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'departure_clearance'), eq(auditLog.action, 'clear_with_waiver')))
    expect(audit?.reason).toBe('Cihaz kayıp; tutanak tutuldu.')
    const reg = await seeded('registrar')
    const v = (await get(`${R}/Onay/Get?id=${reg.id}`, 'registrar', 'en')).json().responseData
    expect(v.Leave).toBeNull()
    expect(v.LeaveError).toBe('The leave calculation failed, please contact student affairs.')
  })

  it('bulk-approves what is at the step and skips the rest', async () => {
    const reg = await seeded('registrar')
    const fine = await seeded('fine')
    const res = await post(`${R}/Onay/BulkApprove`, 'registrar', { Ids: [reg.id, fine.id] })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toEqual({ Approved: [reg.id], Skipped: [fine.id] })
    expect(await statusOf(reg.id)).toBe('completed')
  })

  it('shows each role only its step; 403 for other roles, 404 for another student’s request', async () => {
    expect((await get(`${R}/Onay/Queue`, 'student')).statusCode).toBe(403)
    expect((await post(`${R}/Onay/Approve`, 'library', { Id: id })).statusCode).toBe(403)
    expect((await post(`${R}/Birim/Clear`, 'registrar', { Id: id })).statusCode).toBe(403)
    expect((await get('/api/Kutuphane/Borc/List', 'finance')).statusCode).toBe(403)
    expect((await get(`${S}/Get`, 'finance')).statusCode).toBe(403)
    expect((await post(`${S}/Withdraw`, 'student', { Id: id })).statusCode).toBe(404)
    const deanQueue = (await get(`${R}/Onay/Queue`, 'student-centre')).json().responseData
    expect(deanQueue.items.every((i: { Status: string }) => i.Status === 'awaiting_dean')).toBe(true)
    const libQueue = (await get(`${R}/Onay/Queue`, 'library')).json().responseData
    expect(libQueue.items.every((i: { Status: string }) => i.Status === 'requested')).toBe(true)
    const done = (await get(`${R}/Onay/Queue?State=done`, 'library')).json().responseData
    expect(done.items.map((i: { Id: number }) => i.Id)).toContain(id)
    // The filters apply to every row of a "done" list, also to those past the step by approval.
    const deanDone = await get(`${R}/Onay/Queue?State=done`, 'student-centre')
    expect(deanDone.json().responseData.total).toBeGreaterThan(0)
    const none = await get(`${R}/Onay/Queue?State=done&StudentNo=1999999999`, 'student-centre')
    expect(none.json().responseData.total).toBe(0)
  })

  it('lists the dean’s office its units for the unit filter, and filters the queue by unit', async () => {
    const res = await get(`${R}/Onay/Units`, 'student-centre', 'en')
    expect(res.statusCode).toBe(200)
    const units: { Id: number; ParentId: number | null; Name: string }[] = res.json().responseData
    expect(units.length).toBeGreaterThan(0)
    expect((await get(`${R}/Onay/Units`, 'student-departure')).statusCode).toBe(403)
    const all = (await get(`${R}/Onay/Queue?State=done`, 'student-centre')).json().responseData
    expect(all.total).toBeGreaterThan(0)
    const roots = units.filter((u) => u.ParentId === null)
    let sum = 0
    for (const u of roots)
      sum += (await get(`${R}/Onay/Queue?State=done&UnitId=${u.Id}`, 'student-centre')).json().responseData
        .total
    expect(sum).toBe(all.total)
    const none = await get(`${R}/Onay/Queue?State=done&UnitId=2000000000`, 'student-centre')
    expect(none.json(), JSON.stringify(none.json())).toMatchObject({ responseData: { total: 0 } })
  })

  it('keeps the library debts list: create (validated) and page', async () => {
    const bad = await post('/api/Kutuphane/Borc/Create', 'library', {
      StudentNo: '2025104001',
      Title: 'Nutuk',
      BorrowedOn: '2026-11-01',
      DueOn: '2026-10-01',
      FineKurus: 100,
    })
    expect(bad.statusCode).toBe(400)
    const res = await post('/api/Kutuphane/Borc/Create', 'library', {
      StudentNo: '2025104001',
      Title: 'Nutuk — Atatürk',
      BorrowedOn: '2026-10-01',
      DueOn: '2026-10-31',
      FineKurus: 1500,
    })
    expect(res.statusCode).toBe(200)
    const list = (await get('/api/Kutuphane/Borc/List?StudentNo=2025104001', 'library')).json().responseData
    expect(list.items[0]).toMatchObject({
      Title: 'Nutuk — Atatürk',
      AmountKurus: 1500,
      StudentNo: '2025104001',
    })
    const overview = (await get(`${S}/Get`, 'student')).json().responseData
    expect(overview.Offices.find((o: { Office: string }) => o.Office === 'library').DebtKurus).toBe(1500)
  })
})

describe(`departure clearance with fixtures items and the code rate limit on ${testEngine}`, () => {
  beforeAll(async () => {
    // Setup: the demo student holds an item of each office. The fixtures seed hands items out at random, so
    // whether he already holds some depends on the seed size (the demo student's classmates, issue 37, changed it).
    const person = await fx.personOf('student')
    const [st] = await db()
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.personId, person), eq(students.status, 'active')))
    for (const office of ['fixtures', 'sports'])
      await db().execute(sql`update fixture_items set state = 'handed_out', holder_student_id = ${st?.id ?? 0},
          delivered_on = '2026-10-01', version = version + 1
        where id = (select min(id) from fixture_items where office = ${office} and state = 'in_stock')`)
  })
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
  /** A multipart refund completion (Payload JSON + signed scan) to the fixtures API as `who`. */
  const refund = (who: string, payload: object) => {
    const b = '----departure-test'
    const body = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="Payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="iade.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${b}--\r\n`),
    ])
    return fx.app.inject({
      method: 'POST',
      url: '/api/Demirbas/Iade/Complete',
      headers: {
        authorization: `Bearer ${tok[who]}`,
        'content-type': `multipart/form-data; boundary=${b}`,
      },
      payload: body,
    })
  }
  let id = 0
  let studentId = 0
  let phone = ''

  it('limits new codes: one a minute (429, Retry-After), five an hour (429, localised), then again', async () => {
    const person = await fx.personOf('student')
    const [st] = await db()
      .select({ id: students.id, no: students.studentNo })
      .from(students)
      .where(and(eq(students.personId, person), eq(students.status, 'active')))
    if (!st) throw new Error('no active studentship of the demo student')
    studentId = st.id
    const started = await post(`${S}/Start`, 'student', body)
    expect(started.statusCode).toBe(200)
    id = started.json().responseData.Id
    const [p] = await db()
      .execute(sql`select mobile_phone from persons where id = ${person}`)
      .then((r: unknown) => (r as { rows: { mobile_phone: string }[] }).rows)
    phone = toE164(p?.mobile_phone) ?? ''

    const soon = await post(`${S}/ResendCode`, 'student', { Id: id })
    expect(soon.statusCode).toBe(429)
    expect(soon.headers['retry-after']).toBe('60')
    expect(soon.json().message).toBe('Yeni onay kodu için 60 saniye bekleyiniz.')
    now = new Date(now.getTime() + 30_000)
    expect((await post(`${S}/ResendCode`, 'student', { Id: id })).headers['retry-after']).toBe('30')
    // Codes 2 to 5 of the hour, a minute apart.
    for (let i = 0; i < 4; i++) {
      now = new Date(now.getTime() + 61_000)
      expect((await post(`${S}/ResendCode`, 'student', { Id: id })).statusCode).toBe(200)
    }
    now = new Date(now.getTime() + 61_000)
    const limit = await post(`${S}/ResendCode`, 'student', { Id: id }, 'en')
    expect(limit.statusCode).toBe(429)
    expect(limit.json().message).toMatch(
      /^At most 5 confirmation codes per hour can be sent for this request\. Try again in \d+ minutes\.$/,
    )
    expect(Number(limit.headers['retry-after'])).toBeGreaterThan(0)
    // A refused resend issues nothing: the live code still confirms after the hour is over.
    now = new Date(now.getTime() + 3600_000)
    await signInAll() // an hour on, the earlier access tokens have expired
    expect((await post(`${S}/ResendCode`, 'student', { Id: id })).statusCode).toBe(200)
    const ok = await post(`${S}/Confirm`, 'student', { Id: id, Code: await smsCode(phone) })
    expect(ok.statusCode).toBe(200)
  })

  it('blocks the fixtures office while the student holds its items, until refunded through the fixtures API', async () => {
    const held = await get(`/api/Demirbas/Ogrenci/Held?studentId=${studentId}`, 'inventory')
    expect(held.statusCode).toBe(200)
    const items: { Id: number; RegistryNo: string }[] = held.json().responseData
    expect(items.length).toBeGreaterThan(0)

    // The student and the office see the items (not departure_debts rows), counted in the queue.
    const view = (await get(`${S}/Get`, 'student')).json().responseData
    const fixtures = view.Offices.find((o: { Office: string }) => o.Office === 'fixtures')
    expect(fixtures.OpenItems).toEqual([])
    expect(fixtures.HeldItems.map((h: { RegistryNo: string }) => h.RegistryNo).sort()).toEqual(
      items.map((i) => i.RegistryNo).sort(),
    )
    const q = (await get(`${R}/Onay/Queue?StudentNo=${view.StudentNo}`, 'inventory')).json().responseData
    expect(q.items[0]).toMatchObject({ Id: id, OpenItemCount: items.length, DebtKurus: 0, Cleared: false })

    const refused = await post(`${R}/Birim/Clear`, 'inventory', { Id: id })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toContain(`${items.length} demirbaş`)
    // The departure office cannot "settle" an item: it is returned through the fixtures refund.
    const settle = await post(`${R}/Birim/SettleDebt`, 'inventory', { DebtId: 1 }, 'en')
    expect(settle.statusCode).toBe(422)
    expect(settle.json().message).toContain('Fixtures page')

    const back = await refund('inventory', {
      StudentId: studentId,
      Items: items.map((i) => ({ ItemId: i.Id, State: 'in_stock' })),
    })
    expect(back.statusCode).toBe(200)
    const after = (await get(`${R}/Onay/Queue?StudentNo=${view.StudentNo}`, 'inventory')).json()
    expect(after.responseData.items[0]).toMatchObject({ OpenItemCount: 0 })
    expect((await post(`${R}/Birim/Clear`, 'inventory', { Id: id })).statusCode).toBe(200)
    const [c] = await db()
      .select()
      .from(departureClearances)
      .where(and(eq(departureClearances.requestId, id), eq(departureClearances.office, 'fixtures')))
    expect(c?.clearedAt).not.toBeNull()
    expect(c?.waiverReason).toBeNull()
  })

  it('clears the sports office with a waiver while a sports item is still held', async () => {
    const view = (await get(`${S}/Get`, 'student')).json().responseData
    const sport = view.Request.Offices.find((o: { Office: string }) => o.Office === 'sports')
    expect(sport.HeldItems.length).toBeGreaterThan(0)
    expect((await post(`${R}/Birim/Clear`, 'sports', { Id: id })).statusCode).toBe(422)
    const waived = await post(`${R}/Birim/Clear`, 'sports', {
      Id: id,
      WaiverReason: 'Top kayıp; bedeli ödendi.',
    })
    expect(waived.statusCode).toBe(200)
    const after = (await get(`${S}/Get`, 'student')).json().responseData
    expect(after.Request.Offices.find((o: { Office: string }) => o.Office === 'sports')).toMatchObject({
      Cleared: true,
      WaiverReason: 'Top kayıp; bedeli ödendi.',
    })
    // The dean's office queue counts every office's open items: the held sports item is still there.
    for (const who of ['finance', 'library'])
      expect((await post(`${R}/Birim/Clear`, who, { Id: id, WaiverReason: 'Test gereği.' })).statusCode).toBe(
        200,
      )
    const dean = (await get(`${R}/Onay/Queue?StudentNo=${view.StudentNo}`, 'student-centre')).json()
    expect(dean.responseData.items[0].OpenItemCount).toBeGreaterThanOrEqual(sport.HeldItems.length)
  })
})
