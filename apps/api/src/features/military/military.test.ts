/**
 * Military service deferrals (issue 20) against the development authority over real HTTP: the students of
 * the legal age; a batch with an answer per student, sent once; queries (no student found, no record found);
 * the deferrals ending within 60 days; an outage (error answer, slow → timeout) gives a clear error and writes
 * nothing; the registrar only.
 */
import type { MilitarySendResult, MilitaryStudent } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons, students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { addDays, istanbulToday } from '../../platform/time.ts'
import { devDecision } from './military.counterpart.ts'
import { militaryDeferrals, militaryDevRequests } from './military.schema.ts'

let w: ListeningWorld
let registrar: string
const P = '/api/Askerlik/Tecil'

beforeAll(async () => {
  w = await createListeningWorld(160)
  registrar = await w.token('registrar')
}, 120_000)
afterAll(async () => {
  await w?.close()
})

const db = () => w.testDb.handle.db
const mode = (m: string, delayMs?: number) =>
  w.call('POST', '/dev/military/mode', undefined, { mode: m, ...(delayMs ? { delayMs } : {}) })
const list = async (query = '') =>
  (await w.call('GET', `${P}/Ogrenciler?pageSize=200${query}`, registrar)).json().responseData as {
    items: MilitaryStudent[]
    total: number
  }
const nationalIdOf = async (studentId: number) =>
  (
    await db()
      .select({ n: persons.nationalId })
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(eq(students.id, studentId))
  )[0]?.n ?? ''

describe(`Military service on ${testEngine}`, () => {
  it('is the registrar’s only', async () => {
    expect((await w.call('GET', `${P}/Ogrenciler`)).statusCode).toBe(401)
    expect((await w.call('GET', `${P}/Ogrenciler`, await w.token('student'))).statusCode).toBe(403)
    expect((await w.call('GET', `${P}/Bitenler`, await w.token('sysadmin'))).statusCode).toBe(403)
    expect(
      (await w.call('POST', `${P}/Gonder`, await w.token('instructor-advisor'), { StudentIds: [1] }))
        .statusCode,
    ).toBe(403)
    expect((await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: [] })).statusCode).toBe(400)
  })

  it('lists only active male students of the legal age', async () => {
    const page = await list()
    expect(page.total).toBeGreaterThan(3)
    const year = Number(istanbulToday().slice(0, 4))
    for (const s of page.items) {
      const [row] = await db()
        .select({ gender: persons.gender, status: students.status })
        .from(students)
        .innerJoin(persons, eq(persons.id, students.personId))
        .where(eq(students.id, s.StudentId))
      expect(row).toEqual({ gender: 'male', status: 'active' })
      expect(Number(s.BirthDate.slice(0, 4))).toBeLessThanOrEqual(year - 20)
      expect(s.State).toBe('none')
    }
    const [female] = await db()
      .select({ id: students.id })
      .from(students)
      .innerJoin(persons, eq(persons.id, students.personId))
      .where(and(eq(persons.gender, 'female'), eq(students.status, 'active')))
      .limit(1)
    const refused = await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: [female?.id] }, 'en')
    expect(refused.statusCode).toBe(422)
  })

  it('an outage answers 503 with a clear message and writes nothing', async () => {
    const ids = (await list()).items.slice(0, 3).map((s) => s.StudentId)
    await mode('error')
    const fault = await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: ids })
    expect(fault.statusCode).toBe(503)
    expect(fault.json().message).toMatch(/Askerlik hizmetleri sistemi isteği reddetti: H999/)
    await mode('slow', 3000)
    const slow = await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: ids }, 'en')
    expect(slow.statusCode).toBe(503)
    expect(slow.json().message).toMatch(/cannot be reached/)
    await mode('ok')
    expect(await db().select().from(militaryDeferrals)).toHaveLength(0)
  }, 60_000)

  it('sends a batch once with an answer per student, queries it and lists those ending within 60 days', async () => {
    const items = (await list()).items
    const ids = items.map((s) => s.StudentId)
    const res = await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: ids })
    expect(res.statusCode).toBe(200)
    const results = res.json().responseData as MilitarySendResult[]
    expect(results.map((r) => r.StudentId)).toEqual(ids)
    const today = istanbulToday()
    const ending: number[] = []
    for (const r of results) {
      const d = devDecision(await nationalIdOf(r.StudentId), today)
      expect(r.ResultCode).toBe(d.resultCode)
      expect(r.State).toBe(d.resultCode === '0000' ? 'sent' : 'refused')
      if (d.endsOn && d.endsOn <= addDays(today, 60)) ending.push(r.StudentId)
    }
    expect(results.some((r) => r.State === 'sent')).toBe(true)
    expect(ending.length).toBeGreaterThan(0)
    const sentCount = (await db().select().from(militaryDevRequests)).length
    const again = (await w.call('POST', `${P}/Gonder`, registrar, { StudentIds: ids })).json()
      .responseData as MilitarySendResult[]
    for (const [i, r] of again.entries())
      expect(r.State).toBe(results[i]?.State === 'sent' ? 'alreadySent' : 'refused')
    const refusedCount = results.filter((r) => r.State === 'refused').length
    expect((await db().select().from(militaryDevRequests)).length).toBe(sentCount + refusedCount)
    expect((await db().select().from(auditLog).where(eq(auditLog.entity, 'military-deferral'))).length).toBe(
      refusedCount > 0 ? 2 : 1,
    )

    const soon = (await w.call('GET', `${P}/Bitenler`, registrar)).json().responseData as {
      items: MilitaryStudent[]
      total: number
    }
    expect(soon.items.map((s) => s.StudentId).sort()).toEqual([...ending].sort())
    for (const s of soon.items) expect(s.RequestId).toMatch(/^TCL-/)
    const xlsx = await w.call('GET', `${P}/BitenlerExcel`, registrar)
    expect(xlsx.statusCode).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    expect(book.worksheets[0]?.rowCount).toBe(ending.length + 1)
    expect(book.worksheets[0]?.getRow(1).getCell(8).value).toBe('Tecil Bitiş')

    const sent = results.find((r) => r.State === 'sent')
    const q = await w.call('POST', `${P}/Sorgula`, registrar, { StudentId: sent?.StudentId })
    expect(q.statusCode).toBe(200)
    expect(q.json().responseData).toMatchObject({
      RequestId: sent?.RequestId,
      OfferType: 'ÖĞRENİM TECİLİ',
      OfferReason: 'Yükseköğretime devam',
      ResultCode: '0000',
      State: 'sent',
    })
    expect(q.json().responseData.QueriedAt).not.toBeNull()
  }, 60_000)

  it('answers "no student found" and "no record found"', async () => {
    const none = await w.call('POST', `${P}/Sorgula`, registrar, { StudentId: 999_999 })
    expect(none.statusCode).toBe(404)
    // An unknown student is refused by the platform's unit scope before the service (issue 33 §2).
    expect(none.json().message).toBe('Kayıt bulunamadı.')
    const [unsent] = await db()
      .select({ id: students.id })
      .from(students)
      .where(sql`not exists (select 1 from military_deferrals d where d.student_id = ${students.id})`)
      .limit(1)
    const noRecord = await w.call('POST', `${P}/Sorgula`, registrar, { StudentId: unsent?.id }, 'en')
    expect(noRecord.statusCode).toBe(404)
    expect(noRecord.json().message).toBe('No record found.')
  })
})
