/**
 * YÖKSİS (issue 20) against the development counterpart over real HTTP: the comparisons find exactly the
 * seeded differences; corrections and registrations are sent once; an outage (down, slow, SOAP fault) gives a
 * 503 and writes nothing; the parameters; the registrar only, within the role's units.
 */
import type { Comparison, Difference, JobStatusView } from '@unacs/contracts'
import { and, eq, isNotNull } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { createYoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { yoksisComparisons, yoksisDevRecords, yoksisDifferences } from './yoksis.schema.ts'

let w: ListeningWorld
let registrar: string
let universityId: number
const K = '/api/Yoksis/Karsilastirma'

beforeAll(async () => {
  w = await createListeningWorld(160)
  registrar = await w.token('registrar')
  const [u] = await w.testDb.handle.db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.kind, 'university'))
  universityId = u?.id ?? 0
}, 120_000)
afterAll(async () => {
  await w?.close()
})

const mode = (m: string, delayMs?: number) =>
  w.call('POST', '/dev/yoksis/mode', undefined, { mode: m, ...(delayMs ? { delayMs } : {}) })
const start = (kind: 'student' | 'graduate', unitId = universityId, token = registrar, lang = 'tr') =>
  w.call('POST', `${K}/Baslat`, token, { Kind: kind, UnitId: unitId, TermId: 1 }, lang)
/** Starts a comparison and waits for its job: the job's last status and the comparison (when done). */
async function compare(kind: 'student' | 'graduate', lang = 'tr') {
  const started = await start(kind, universityId, registrar, lang)
  expect(started.statusCode).toBe(200)
  const { id } = started.json().responseData as { id: string }
  for (let i = 0; i < 240; i++) {
    const job = (await w.call('GET', `${K}/Is/${id}`, registrar, undefined, lang)).json()
      .responseData as JobStatusView
    if (job.state === 'done') {
      const { comparisonId } = job.result as { comparisonId: number }
      const c = (await w.call('GET', `${K}/Get/${comparisonId}`, registrar)).json().responseData as Comparison
      return { job, comparison: c }
    }
    if (job.state === 'failed') return { job, comparison: null }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('comparison job did not finish')
}
const allDifferences = async (id: number, query = '') =>
  (await w.call('GET', `${K}/Farklar/${id}?pageSize=200${query}`, registrar)).json().responseData as {
    items: Difference[]
    total: number
  }

/** What the seed put in on purpose, as keys comparable with the differences found. */
async function seededKeys(graduates: boolean): Promise<string[]> {
  const rows = await w.testDb.handle.db
    .select()
    .from(yoksisDevRecords)
    .where(isNotNull(yoksisDevRecords.seededDifference))
  return rows
    .filter((r) => (r.status === 'MEZUN') === graduates)
    .map((r) =>
      r.seededDifference === 'missingThere' || r.seededDifference === 'missingHere'
        ? `${r.seededDifference}|${r.nationalId}|${r.programmeCode}`
        : `fieldDiffers|${r.seededDifference}|${r.nationalId}|${r.programmeCode}`,
    )
    .sort()
}
const foundKeys = (items: Difference[]) =>
  items
    .map((d) =>
      d.Kind === 'fieldDiffers'
        ? `fieldDiffers|${d.Field}|${d.Field === 'nationalId' ? d.Theirs : d.NationalId}|${d.ProgrammeCode}`
        : `${d.Kind}|${d.NationalId}|${d.ProgrammeCode}`,
    )
    .sort()

describe(`YÖKSİS comparison on ${testEngine}`, () => {
  it('is the registrar’s only, within the role’s units', async () => {
    expect((await w.call('GET', `${K}/Parametreler?kind=student`)).statusCode).toBe(401)
    expect((await w.call('GET', `${K}/Parametreler?kind=student`, await w.token('student'))).statusCode).toBe(
      403,
    )
    expect(
      (await w.call('GET', `${K}/Parametreler?kind=student`, await w.token('sysadmin'))).statusCode,
    ).toBe(403)
    expect((await start('student', universityId, await w.token('instructor-advisor'))).statusCode).toBe(403)
    const unitsRes = await w.call('GET', `${K}/Birimler`, registrar)
    expect(unitsRes.statusCode).toBe(200)
    expect(unitsRes.json().responseData[0]).toMatchObject({ Id: universityId, Depth: 0 })
    expect((await start('student', 999_999)).statusCode).toBe(404)
    expect((await w.call('GET', `${K}/Is/not-a-uuid`, registrar)).statusCode).toBe(400)
    expect((await w.call('GET', `${K}/Get/abc`, registrar)).statusCode).toBe(400)
    expect((await w.call('GET', `${K}/Get/999999`, registrar)).statusCode).toBe(404)
  })

  it('keeps the parameters with a version; a stale save is refused', async () => {
    const first = (await w.call('GET', `${K}/Parametreler?kind=graduate`, registrar)).json().responseData
    expect(first).toEqual({
      Kind: 'graduate',
      Fields: ['nationalId', 'firstName', 'lastName', 'programme', 'status', 'entryDate', 'graduationDate'],
      Version: 0,
    })
    const fields = ['nationalId', 'lastName', 'graduationDate']
    const saved = await w.call('POST', `${K}/ParametreKaydet`, registrar, {
      Kind: 'graduate',
      Fields: fields,
      Version: 0,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().responseData).toEqual({ Kind: 'graduate', Fields: fields, Version: 1 })
    const stale = await w.call(
      'POST',
      `${K}/ParametreKaydet`,
      registrar,
      { Kind: 'graduate', Fields: fields, Version: 0 },
      'en',
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(/changed while you were editing/)
    const twice = await w.call('POST', `${K}/ParametreKaydet`, registrar, {
      Kind: 'graduate',
      Fields: ['gpa', 'gpa'],
      Version: 1,
    })
    expect(twice.statusCode).toBe(400)
    expect(
      (await w.call('POST', `${K}/ParametreKaydet`, registrar, { Kind: 'graduate', Fields: [], Version: 1 }))
        .statusCode,
    ).toBe(400)
    const audit = await w.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'yoksis-parameters'))
    expect(audit).toHaveLength(1)
    // Back to every field but the GPA for the graduate comparison below.
    const back = first.Fields
    expect(
      (
        await w.call('POST', `${K}/ParametreKaydet`, registrar, {
          Kind: 'graduate',
          Fields: back,
          Version: 1,
        })
      ).statusCode,
    ).toBe(200)
  })

  it('finds exactly the seeded differences of students and of graduates', async () => {
    const { job, comparison } = await compare('student')
    expect(job).toMatchObject({ state: 'done', error: null })
    expect(job.done).toBe(job.total)
    const c = comparison as Comparison
    expect(c.State).toBe('done')
    expect(c.OursCount).toBeGreaterThan(100)
    const list = await allDifferences(c.Id)
    expect(list.total).toBe(c.Counts.missingThere + c.Counts.missingHere + c.Counts.fieldDiffers)
    expect(list.total).toBeGreaterThan(5)
    expect(foundKeys(list.items)).toEqual(await seededKeys(false))

    const g = (await compare('graduate')).comparison as Comparison
    expect(g.State).toBe('done')
    expect(foundKeys((await allDifferences(g.Id)).items)).toEqual(await seededKeys(true))
  })

  it('filters, pages and exports the differences', async () => {
    const c = (await w.call('GET', `${K}/Son?kind=student&unitId=${universityId}`, registrar)).json()
      .responseData as Comparison
    const all = await allDifferences(c.Id)
    const missing = await allDifferences(c.Id, '&kind=missingThere')
    expect(missing.items.every((d) => d.Kind === 'missingThere')).toBe(true)
    expect(missing.total).toBe(c.Counts.missingThere)
    const one = all.items.find((d) => d.StudentNo !== null) as Difference
    const byNo = await allDifferences(c.Id, `&q=${one.StudentNo}`)
    expect(byNo.items.map((d) => d.Id)).toContain(one.Id)
    const page2 = (await w.call('GET', `${K}/Farklar/${c.Id}?pageSize=2&page=2`, registrar)).json()
      .responseData
    expect(page2.items.map((d: Difference) => d.Id)).toEqual(all.items.slice(2, 4).map((d) => d.Id))

    const file = await w.call('GET', `${K}/Export/${c.Id}?kind=missingThere`, registrar, undefined, 'en')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const sheet = wb.worksheets[0]
    expect(sheet?.rowCount).toBe(missing.total + 1)
    expect(sheet?.getRow(2).getCell(1).value).toBe('Missing in YÖKSİS')
  })

  it('sends a correction once, audited; YÖKSİS then holds our value', async () => {
    const c = (await w.call('GET', `${K}/Son?kind=student&unitId=${universityId}`, registrar)).json()
      .responseData as Comparison
    const all = (await allDifferences(c.Id)).items
    const d = all.find((x) => x.Field === 'lastName') ?? all.find((x) => x.Kind === 'fieldDiffers')
    expect(d).toBeDefined()
    const sent = await w.call('POST', `${K}/DuzeltmeGonder`, registrar, { DifferenceId: d?.Id })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().responseData.Code).toBe('0')
    const again = await w.call('POST', `${K}/DuzeltmeGonder`, registrar, { DifferenceId: d?.Id })
    expect(again.statusCode).toBe(409)
    const audit = await w.testDb.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'yoksis-correction'), eq(auditLog.entityId, String(d?.Id))))
    expect(audit).toHaveLength(1)
    const missingHere = all.find((x) => x.Kind === 'missingHere')
    if (missingHere) {
      expect(
        (await w.call('POST', `${K}/DuzeltmeGonder`, registrar, { DifferenceId: missingHere.Id })).statusCode,
      ).toBe(422)
    }
    expect(
      (await w.call('POST', `${K}/DuzeltmeGonder`, registrar, { DifferenceId: 999_999 })).statusCode,
    ).toBe(404)
    // A new comparison no longer finds the corrected difference.
    const next = (await compare('student')).comparison as Comparison
    const keys = foundKeys((await allDifferences(next.Id)).items)
    expect(keys).not.toContain(foundKeys([d as Difference])[0])
    expect(next.Counts.fieldDiffers).toBe(c.Counts.fieldDiffers - 1)
  })

  it('answers 503 and writes nothing when YÖKSİS is down, slow or answers a fault', async () => {
    const c = (await w.call('GET', `${K}/Son?kind=student&unitId=${universityId}`, registrar)).json()
      .responseData as Comparison
    const open = (await allDifferences(c.Id, '&open=true&kind=fieldDiffers')).items[0] as Difference
    for (const [m, delay, text] of [
      ['down', undefined, /reached/],
      ['slow', 3000, /reached/],
      ['fault', undefined, /refused the request: YÖKSİS servisi/],
    ] as const) {
      expect((await mode(m, delay)).statusCode).toBe(200)
      onTestFinished(async () => void (await mode('ok')))
      const before = await w.testDb.handle.db.select().from(yoksisDifferences).orderBy(yoksisDifferences.id)
      const res = await compare('student', 'en')
      expect(res.job.state).toBe('failed')
      expect(res.job.error).toMatch(text)
      const fix = await w.call('POST', `${K}/DuzeltmeGonder`, registrar, { DifferenceId: open.Id }, 'en')
      expect(fix.statusCode).toBe(503)
      const after = await w.testDb.handle.db.select().from(yoksisDifferences).orderBy(yoksisDifferences.id)
      expect(after).toEqual(before)
      const [last] = await w.testDb.handle.db
        .select()
        .from(yoksisComparisons)
        .orderBy(yoksisComparisons.id)
        .then((rows) => rows.slice(-1))
      expect(last?.state).toBe('failed')
      await mode('ok')
    }
  }, 60_000)

  it('gives two registrars starting the same comparison at once one job', async () => {
    const [a, b] = await Promise.all([
      start('student'),
      start('student', universityId, await w.token('registrar')),
    ])
    const [ja, jb] = [a.json().responseData, b.json().responseData]
    expect(ja.id).toBe(jb.id)
    expect([ja.joined, jb.joined].sort()).toEqual([false, true])
    let state = 'queued'
    for (let i = 0; i < 240 && (state === 'queued' || state === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 250))
      state = (await w.call('GET', `${K}/Is/${ja.id}`, registrar)).json().responseData.state
    }
    expect(state).toBe('done')
  }, 60_000)
})

describe(`YÖKSİS health-sciences registration on ${testEngine}`, () => {
  it('registers the selected new students once and records the answer per student', async () => {
    const page = (await w.call('GET', '/api/Yoksis/SaglikKayit/Adaylar?pageSize=200', registrar)).json()
      .responseData
    expect(page.total).toBeGreaterThan(0)
    const ids = page.items.slice(0, 2).map((c: { StudentId: number }) => c.StudentId)
    expect(page.items.every((c: { State: string }) => c.State === 'none')).toBe(true)
    const res = await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, { StudentIds: ids })
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData.map((r: { State: string }) => r.State)).toEqual(
      ids.map(() => 'registered'),
    )
    const again = await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, { StudentIds: ids })
    expect(again.json().responseData.map((r: { State: string }) => r.State)).toEqual(
      ids.map(() => 'alreadyRegistered'),
    )
    const audit = await w.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'yoksis-registration'))
    expect(audit).toHaveLength(ids.length)
    const after = (await w.call('GET', '/api/Yoksis/SaglikKayit/Adaylar?pageSize=200', registrar)).json()
      .responseData
    expect(after.items.filter((c: { State: string }) => c.State === 'registered')).toHaveLength(ids.length)
    // Not a candidate (another faculty's student): refused, nothing sent.
    const notCandidate = await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, {
      StudentIds: [1],
    })
    expect(notCandidate.statusCode).toBe(422)
    expect(
      (await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', await w.token('student'), { StudentIds: ids }))
        .statusCode,
    ).toBe(403)
  })
})

describe('YÖKSİS client', () => {
  it('opens its circuit after five failed calls in a row', async () => {
    const client = createYoksisClient({
      url: 'http://127.0.0.1:9/ws',
      user: 'u',
      password: 'p',
      timeoutMs: 200,
      backoffMs: [1, 1],
    })
    for (let i = 0; i < 5; i++) {
      await expect(client.list('X', 'OGRENCI', 1, 10)).rejects.toMatchObject({ reason: 'unreachable' })
    }
    const err = await client.list('X', 'OGRENCI', 1, 10).catch((e) => e)
    expect(err).toBeInstanceOf(YoksisUnavailable)
    expect(err.reason).toBe('circuitOpen')
  })
})
