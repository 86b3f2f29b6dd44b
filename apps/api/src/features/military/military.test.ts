/**
 * Military service deferrals on YÖKSİS REST OBS (issue 35) against the development counterpart over real
 * HTTP: Basic auth refused without or with wrong credentials; the reasons lists; the request body exactly as
 * cengizonkal/yoksis-rest-client's AskerlikErtelemeTalep entity names its fields; deferral (E) and
 * cancellation (I), their results (206 pending, then settled) and the ending list; the status query
 * (`askerlikdurumsorgula`); "no student", "no record" and "no military record"; an outage → 503 with
 * Retry-After and nothing stored; the registrar only.
 */
import type { MilitaryReasons, MilitarySendResult, MilitaryStatus, MilitaryStudent } from '@unacs/contracts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { testConfig, testEngine } from '../../../test/test-db.ts'
import { persons, students } from '../../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { addDays, istanbulToday } from '../../platform/time.ts'
import { createMilitaryClient, isoOfYoksisDate, MilitaryUnavailable } from './military.client.ts'
import { DEV_REFERENCE_LISTS, devDecision } from './military.counterpart.ts'
import { militaryDeferrals, militaryDevRequests } from './military.schema.ts'
import { demoBirimIdOf } from './military.seed.ts'

let w: ListeningWorld
let registrar: string
const P = '/api/Askerlik/Tecil'
const { user, password } = testConfig().yoksis
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`

beforeAll(async () => {
  w = await createListeningWorld(160)
  registrar = await w.token('registrar')
}, 120_000)
afterAll(async () => {
  await w?.close()
})

const db = () => w.testDb.handle.db
const dev = (path: string, init: RequestInit = {}) => fetch(`${w.baseUrl}/dev/military/${path}`, init)
const mode = (m: string, extra: object = {}) =>
  w.call('POST', '/dev/military/mode', undefined, { mode: m, ...extra })
const list = async (query = '') =>
  (await w.call('GET', `${P}/Ogrenciler?pageSize=200${query}`, registrar)).json().responseData as {
    items: MilitaryStudent[]
    total: number
  }
const send = (ids: number[], OfferType: 'E' | 'I', ReasonNo: number, lang = 'tr') =>
  w.call('POST', `${P}/Gonder`, registrar, { StudentIds: ids, OfferType, ReasonNo }, lang)
const query = (id: number, lang = 'tr') => w.call('POST', `${P}/Sorgula`, registrar, { StudentId: id }, lang)
const settleAll = () => db().update(militaryDevRequests).set({ settlesAt: sql`now() - interval '1 second'` })
const person = async (studentId: number) =>
  (
    await db()
      .select({ nationalId: persons.nationalId, programmeId: students.programmeId, personId: persons.id })
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(eq(students.id, studentId))
  )[0] as { nationalId: string; programmeId: number; personId: number }
const sum = (id: string) => [...id].reduce((s, c) => s + Number(c), 0)
const registrarPerson = async () => {
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')?.email ?? ''
  return (await db().select().from(persons).where(eq(persons.email, email)))[0] as typeof persons.$inferSelect
}
/** A valid T.C. number starting 99 (foreign nationals' numbers). */
function foreignId(seed: number): string {
  const d = [
    9,
    9,
    ...String(1_000_000 + seed)
      .slice(-7)
      .split('')
      .map(Number),
  ]
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0)
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0)
  const d10 = (((odd * 7 - even) % 10) + 10) % 10
  const d11 = (d.reduce((s, x) => s + x, 0) + d10) % 10
  return [...d, d10, d11].join('')
}

describe(`Military service (YÖKSİS REST OBS) on ${testEngine}`, () => {
  it('is the registrar’s only', async () => {
    expect((await w.call('GET', `${P}/Ogrenciler`)).statusCode).toBe(401)
    expect((await w.call('GET', `${P}/Ogrenciler`, await w.token('student'))).statusCode).toBe(403)
    expect((await w.call('GET', `${P}/Nedenler?OfferType=E`, await w.token('sysadmin'))).statusCode).toBe(403)
    expect(
      (await w.call('POST', `${P}/Durum`, await w.token('instructor-advisor'), { StudentId: 1 })).statusCode,
    ).toBe(403)
    expect((await send([], 'E', 501)).statusCode).toBe(400)
    expect(
      (await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: [1], OfferType: 'X', ReasonNo: 501 }))
        .statusCode,
    ).toBe(400)
  })

  it('the counterpart answers 401 without or with wrong Basic credentials; the client reports it', async () => {
    const path = 'askerlikErtelemeReferans/ERTELEME_TEKLIF_NEDENLERI'
    const none = await dev(path)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/)
    expect((await dev(path, { headers: { authorization: basic(user, 'wrong') } })).status).toBe(401)
    expect((await dev(path, { headers: { authorization: `Bearer ${password}` } })).status).toBe(401)
    const right = await dev(path, { headers: { authorization: basic(user, password) } })
    expect(right.status).toBe(200)
    expect(await right.json()).toEqual(DEV_REFERENCE_LISTS.ERTELEME_TEKLIF_NEDENLERI)
    const wrong = createMilitaryClient({
      url: `${w.baseUrl}/dev/military`,
      user,
      password: 'x',
      timeoutMs: 800,
    })
    const err = await wrong.reasons('RED_NEDENLERI').catch((e) => e)
    expect(err).toBeInstanceOf(MilitaryUnavailable)
    expect(err.reason).toBe('auth')
  })

  it('the counterpart checks the request body field by field', async () => {
    const post = async (body: object) => {
      const res = await dev('askerlikErtelemeTalep', {
        method: 'POST',
        headers: { authorization: basic(user, password), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: await res.json() }
    }
    const good = {
      tcKimlikNo: '10000000146',
      birimId: 150001,
      teklifTuru: 'E',
      teklifNedeniNo: 501,
      imzalayanTcNo: '10000000146',
      imzalayanAdSoyad: 'Test Kişi',
    }
    for (const field of Object.keys(good)) {
      const { [field as keyof typeof good]: _, ...rest } = good
      const r = await post(rest)
      expect(r.status, field).toBe(400)
      expect(r.body.islemSonucu).toEqual({
        islemSonucKodu: 'EDV09.006',
        aciklama: `${field} alanı zorunludur.`,
      })
    }
    expect((await post({ ...good, KurumKodu: 'UNACS' })).body.islemSonucu.aciklama).toMatch(/KurumKodu/)
    expect((await post({ ...good, teklifNedeniNo: 601 })).status).toBe(400)
    expect((await post({ ...good, teklifTuru: 'X' })).status).toBe(400)
    expect((await post({ ...good, sonKayitYenilemeTarihi: '2025-09-01' })).status).toBe(400)
    expect(await db().select().from(militaryDevRequests)).toHaveLength(0)
  })

  it('lists the reasons of each offer type from YÖKSİS and names the signer', async () => {
    const me = await registrarPerson()
    for (const [type, key] of [
      ['E', 'ERTELEME_TEKLIF_NEDENLERI'],
      ['I', 'ERTELEME_IPTAL_NEDENLERI'],
    ] as const) {
      const res = await w.call('GET', `${P}/Nedenler?OfferType=${type}`, registrar)
      expect(res.statusCode).toBe(200)
      const data = res.json().responseData as MilitaryReasons
      expect(data.Reasons).toEqual(
        DEV_REFERENCE_LISTS[key].map((r) => ({
          No: r.nedenNo,
          Description: r.nedenAciklama,
          LawArticleNo: r.kanunMaddeNo,
          LawArticle: r.kanunMaddeAciklama,
        })),
      )
      expect(data.Signer).toEqual({
        FullName: `${me.firstName} ${me.lastName}`,
        NationalIdMasked: `*******${me.nationalId.slice(-4)}`,
      })
    }
  })

  it('an outage answers 503 with Retry-After and writes nothing', async () => {
    const ids = (await list()).items.slice(0, 3).map((s) => s.StudentId)
    await mode('down')
    const down = await send(ids, 'E', 501)
    expect(down.statusCode).toBe(503)
    expect(down.headers['retry-after']).toBe('30')
    expect(down.json().message).toMatch(/YÖKSİS askerlik servislerine şu anda ulaşılamıyor/)
    await mode('error')
    const failing = await w.call('POST', `${P}/Durum`, registrar, { StudentId: ids[0] }, 'en')
    expect(failing.statusCode).toBe(503)
    expect(failing.headers['retry-after']).toBe('30')
    expect(failing.json().message).toMatch(/cannot be reached/)
    await mode('slow', { delayMs: 3000 })
    const slow = await w.call('POST', `${P}/Durum`, registrar, { StudentId: ids[0] })
    expect(slow.statusCode).toBe(503)
    await mode('ok')
    expect(await db().select().from(militaryDeferrals)).toHaveLength(0)
    expect(await db().select().from(militaryDevRequests)).toHaveLength(0)
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, 'military-deferral'))).toHaveLength(0)
  }, 60_000)

  it('sends deferrals with the exact fields, follows their result and lists those ending within 60 days', async () => {
    await mode('ok', { pendingMs: 3_600_000 })
    const items = (await list()).items
    const ids = items.map((s) => s.StudentId)
    const res = await send(ids, 'E', 501)
    expect(res.statusCode).toBe(200)
    const results = res.json().responseData as MilitarySendResult[]
    expect(results.map((r) => r.StudentId)).toEqual(ids)
    for (const r of results) expect(r).toMatchObject({ State: 'pending', ResultCode: 'EDV09.000' })
    const me = await registrarPerson()
    const sent = await db().select().from(militaryDevRequests)
    expect(sent).toHaveLength(ids.length)
    for (const r of results) {
      const p = await person(r.StudentId)
      const row = sent.find((s) => s.uid === r.RequestId)
      expect(row?.body).toStrictEqual({
        tcKimlikNo: p.nationalId,
        birimId: demoBirimIdOf(p.programmeId),
        teklifTuru: 'E',
        teklifNedeniNo: 501,
        imzalayanTcNo: me.nationalId,
        imzalayanAdSoyad: `${me.firstName} ${me.lastName}`,
      })
    }
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'military-deferral'))
    expect(audits.map((a) => Number(a.entityId)).sort()).toEqual([...ids].sort())
    expect(new Set(audits.map((a) => a.action))).toEqual(new Set(['request-deferral']))

    const first = ids[0] as number
    const pending = await query(first)
    expect(pending.statusCode).toBe(200)
    expect(pending.json().responseData).toMatchObject({ State: 'pending', ResultCode: 'EDV09.007' })

    const again = (await send(ids, 'E', 501)).json().responseData as MilitarySendResult[]
    expect(new Set(again.map((r) => r.State))).toEqual(new Set(['alreadySent']))
    expect(await db().select().from(militaryDevRequests)).toHaveLength(ids.length)

    await settleAll()
    const today = istanbulToday()
    const ending: number[] = []
    let refused = 0
    for (const id of ids) {
      const p = await person(id)
      const d = devDecision(p.nationalId, 'E', today)
      const q = (await query(id)).json().responseData as MilitaryStudent
      expect(q).toMatchObject({
        RequestId: results.find((r) => r.StudentId === id)?.RequestId,
        OfferType: 'E',
        OfferReasonNo: 501,
        OfferReason: DEV_REFERENCE_LISTS.ERTELEME_TEKLIF_NEDENLERI[0]?.nedenAciklama,
        ResultCode: 'EDV09.000',
        State: d.sonuc === 'R' ? 'refused' : 'deferred',
        DeferralEndsOn: isoOfYoksisDate(d.ertBitTarihi),
        RefusalReason: d.redNedeni,
        SignerName: `${me.firstName} ${me.lastName}`,
      })
      expect(q.QueriedAt).not.toBeNull()
      if (d.sonuc === 'R') refused += 1
      const ends = isoOfYoksisDate(d.ertBitTarihi)
      if (ends && ends <= addDays(today, 60)) ending.push(id)
    }
    expect(refused).toBeGreaterThan(0)
    expect(refused).toBeLessThan(ids.length)
    expect(ending.length).toBeGreaterThan(0)

    const soon = (await w.call('GET', `${P}/Bitenler`, registrar)).json().responseData as {
      items: MilitaryStudent[]
    }
    expect(soon.items.map((s) => s.StudentId).sort()).toEqual([...ending].sort())
    const xlsx = await w.call('GET', `${P}/BitenlerExcel`, registrar)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.rowCount).toBe(ending.length + 1)
    expect(book.worksheets[0]?.getRow(2).getCell(5).value).toBe('Erteleme')
    await mode('ok', { pendingMs: 0 })
  }, 120_000)

  it('cancels an accepted deferral with a cancellation reason, and only such', async () => {
    const deferred = (await list('&state=deferred')).items
    const target = deferred[0] as MilitaryStudent
    const none = (await list('&state=none')).items
    expect((await send([target.StudentId], 'E', 601, 'en')).json().message).toBe(
      'The chosen reason is not in YÖKSİS’s list of reasons.'.replace('’', "'"),
    )
    if (none[0]) expect((await send([none[0].StudentId], 'I', 601)).statusCode).toBe(422)
    const res = await send([target.StudentId], 'I', 602)
    expect(res.statusCode).toBe(200)
    const [r] = res.json().responseData as MilitarySendResult[]
    expect(r?.State).toBe('pending')
    const [row] = await db()
      .select()
      .from(militaryDevRequests)
      .where(eq(militaryDevRequests.uid, r?.RequestId ?? ''))
    const p = await person(target.StudentId)
    expect(row?.body).toMatchObject({ tcKimlikNo: p.nationalId, teklifTuru: 'I', teklifNedeniNo: 602 })
    await settleAll()
    expect((await query(target.StudentId)).json().responseData).toMatchObject({
      State: 'cancelled',
      OfferType: 'I',
      OfferReasonNo: 602,
      DeferralEndsOn: null,
    })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'military-deferral'), eq(auditLog.action, 'request-cancellation')))
    expect(audit?.entityId).toBe(String(target.StudentId))
  }, 60_000)

  it('queries the military status from askerlikdurumsorgula', async () => {
    const all = (await list()).items
    const deferred = all.find((s) => s.State === 'deferred') as MilitaryStudent
    const status = async (id: number, lang = 'tr') =>
      w.call('POST', `${P}/Durum`, registrar, { StudentId: id }, lang)
    const ok = (await status(deferred.StudentId)).json().responseData as MilitaryStatus
    expect(ok).toMatchObject({
      StudentId: deferred.StudentId,
      StatusCode: '101',
      DeferralStatusCode: '5',
      ResultCode: 'EDV09.000',
      DeferralEndsOn: deferred.DeferralEndsOn,
    })
    const blocked = all.find((s) => s.State === 'refused') as MilitaryStudent
    expect(sum((await person(blocked.StudentId)).nationalId) % 7).toBe(0)
    expect((await status(blocked.StudentId)).json().responseData).toMatchObject({
      StatusCode: '102',
      DeferralStatusCode: '2',
      DeferralEndsOn: null,
    })
    const foreign = all.find((s) => s.State === 'none') ?? (all.at(-1) as MilitaryStudent)
    const p = await person(foreign.StudentId)
    await db()
      .update(persons)
      .set({ nationalId: foreignId(p.personId) })
      .where(eq(persons.id, p.personId))
    const missing = await status(foreign.StudentId, 'en')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('YÖKSİS holds no military record for this student.')
    expect((await status(999_999)).statusCode).toBe(404)
  })

  it('answers "no student found" and "no record found"', async () => {
    const none = await query(999_999)
    expect(none.statusCode).toBe(404)
    // An unknown student is refused by the platform's unit scope before the service (issue 33 §2).
    expect(none.json().message).toBe('Kayıt bulunamadı.')
    const [unsent] = await db()
      .select({ id: students.id })
      .from(students)
      .where(sql`not exists (select 1 from military_deferrals d where d.student_id = ${students.id})`)
      .limit(1)
    const noRecord = await query(unsent?.id as number, 'en')
    expect(noRecord.statusCode).toBe(404)
    expect(noRecord.json().message).toBe('No record found.')
    const [some] = await db().select().from(militaryDeferrals).limit(1)
    await db()
      .update(militaryDeferrals)
      .set({ requestId: 'LUNKNOWN0' })
      .where(inArray(militaryDeferrals.studentId, [some?.studentId as number]))
    const unknown = await query(some?.studentId as number)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Kayıt bulunamadı.')
  })
})
