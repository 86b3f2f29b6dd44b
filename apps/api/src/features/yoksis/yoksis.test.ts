/**
 * YÖKSİS (issues 20, 35) against the development counterpart over real HTTP: each service answers field by field
 * as the public references show (yoksis.client.ts), including "kayıt bulunamadı", faults and refused credentials;
 * the per-person comparison job finds exactly the seeded differences; it resumes from its cursor after being
 * stopped midway; different choices are different jobs and the last good result stays visible; the worklist
 * (open → entered → verified by the next comparison, XLSX in YÖKSİS field names); the health registration query;
 * an outage fails the run with a clear message; the registrar only, within the role's units.
 */
import type { Comparison, ComparisonOverview, Difference, JobStatusView } from '@unacs/contracts'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { JobInterrupted } from '../../platform/jobs/job-service.ts'
import { createYoksisClient, type YoksisClient, YoksisUnavailable } from './yoksis.client.ts'
import { DEFAULT_FIELDS } from './yoksis.compare.ts'
import { type ComparisonJob, runComparisonJob } from './yoksis.comparison-job.ts'
import { devBirimIdOf } from './yoksis.counterpart.ts'
import { rowsOf } from './yoksis.repo.ts'
import { yoksisComparisons, yoksisDevRecords, yoksisDifferences, yoksisWorklist } from './yoksis.schema.ts'

let w: ListeningWorld
let registrar: string
let universityId: number
let client: YoksisClient
const K = '/api/Yoksis/Karsilastirma'

beforeAll(async () => {
  // A high rate so the test world's comparisons take seconds (the default is a polite 5/s).
  w = await createListeningWorld(300, 5000, { ratePerS: 2000 })
  registrar = await w.token('registrar')
  const [u] = await w.testDb.handle.db
    .select({ id: units.id })
    .from(units)
    .where(eq(units.kind, 'university'))
  universityId = u?.id ?? 0
  client = yoksisClient()
}, 120_000)
afterAll(async () => {
  await w?.close()
})

/** A client of the counterpart with the development account (or `password`). */
const yoksisClient = (password = 'unacs-dev') =>
  createYoksisClient({
    url: `${w.baseUrl}/dev/yoksis/ws`,
    restUrl: `${w.baseUrl}/dev/yoksis/rest/obs`,
    user: 'unacs-dev',
    password,
    timeoutMs: 2000,
    backoffMs: [1, 1],
  })
const mode = (m: string, delayMs?: number) =>
  w.call('POST', '/dev/yoksis/mode', undefined, { mode: m, ...(delayMs ? { delayMs } : {}) })
type Choice = { UnitIds?: number[]; ClassYear?: number; StudentId?: number }
const body = (kind: 'student' | 'graduate', c: Choice = {}) => ({
  Kind: kind,
  TermId: 1,
  UnitIds: c.UnitIds ?? [universityId],
  ...(c.ClassYear ? { ClassYear: c.ClassYear } : {}),
  ...(c.StudentId ? { StudentId: c.StudentId } : {}),
})
const start = (kind: 'student' | 'graduate', c: Choice = {}, token = registrar, lang = 'tr') =>
  w.call('POST', `${K}/Baslat`, token, body(kind, c), lang)
const overview = async (kind: 'student' | 'graduate', c: Choice = {}) =>
  (
    await w.call(
      'GET',
      `${K}/Ozet?kind=${kind}&termId=1&unitIds=${(c.UnitIds ?? [universityId]).join(',')}${c.ClassYear ? `&classYear=${c.ClassYear}` : ''}`,
      registrar,
    )
  ).json().responseData as ComparisonOverview
/** Follows job `id` until it ends: its last status and the comparison (when done). */
async function follow(id: string, lang = 'tr') {
  for (let i = 0; i < 480; i++) {
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
/** Starts a comparison and waits for its job. */
async function compare(kind: 'student' | 'graduate', lang = 'tr', c: Choice = {}) {
  const started = await start(kind, c, registrar, lang)
  expect(started.statusCode).toBe(200)
  return follow((started.json().responseData as { id: string }).id, lang)
}
/** Every difference of comparison `id` matching `query`, page by page. */
async function allDifferences(id: number, query = '') {
  const items: Difference[] = []
  let total = 0
  for (let page = 1; page < 100; page++) {
    const res = await w.call('GET', `${K}/Farklar/${id}?pageSize=100&page=${page}${query}`, registrar)
    const data = res.json().responseData as { items: Difference[]; total: number }
    items.push(...data.items)
    total = data.total
    if (items.length >= total || data.items.length === 0) break
  }
  return { items, total }
}

/**
 * Makes two plain active health-sciences students graduates, here and in the counterpart (the small test world
 * may have none): the health registration query needs graduates.
 */
async function ensureHealthGraduates() {
  const db = w.testDb.handle.db
  const rows = await rowsOf<{ id: number; national_id: string; code: string }>(
    db,
    sql`with recursive health as (
        select id from units where code = 'SBF' union select u.id from units u join health h on u.parent_id = h.id
      ) select s.id, p.national_id, u.code from students s join persons p on p.id = s.person_id
      join units u on u.id = s.programme_id
      join yoksis_dev_records r on r.national_id = p.national_id and r.programme_code = u.code
      where s.programme_id in (select id from health) and s.status = 'active' and r.seeded_difference is null
        and not r.withheld and (select count(*) from students x where x.person_id = p.id) = 1
        and (select count(*) from yoksis_dev_records y where y.national_id = p.national_id) = 1
      order by s.id limit 2`,
  )
  for (const r of rows) {
    await db.execute(
      sql`update students set status = 'graduated', departure_date = '2025-06-30' where id = ${r.id}`,
    )
    await db
      .update(yoksisDevRecords)
      .set({ status: 'MEZUN', graduationDate: '2025-06-30' })
      .where(and(eq(yoksisDevRecords.nationalId, r.national_id), eq(yoksisDevRecords.programmeCode, r.code)))
  }
}

/**
 * What the seed put in on purpose, as keys comparable with the differences found. A record whose national id
 * was changed is found by no per-person query: it is our person's record missing there. The graduate service
 * has no registration date, so such a seeded difference of a graduate is not found.
 */
async function seededKeys(graduates: boolean): Promise<string[]> {
  const rows = await w.testDb.handle.db
    .select()
    .from(yoksisDevRecords)
    .where(isNotNull(yoksisDevRecords.seededDifference))
  const ours = await rowsOf<{ national_id: string; first_name: string; last_name: string; code: string }>(
    w.testDb.handle.db,
    sql`select p.national_id, p.first_name, p.last_name, u.code from students s
      join persons p on p.id = s.person_id join units u on u.id = s.programme_id`,
  )
  const up = (s: string) => s.toLocaleUpperCase('tr-TR')
  return rows
    .filter((r) => (r.status === 'MEZUN') === graduates)
    .filter((r) => !(graduates && r.seededDifference === 'entryDate'))
    .map((r) => {
      if (r.seededDifference === 'nationalId') {
        const o = ours.find(
          (x) =>
            up(x.first_name) === r.firstName && up(x.last_name) === r.lastName && x.code === r.programmeCode,
        )
        return `missingThere|${o?.national_id}|${r.programmeCode}`
      }
      return r.seededDifference === 'missingThere' || r.seededDifference === 'missingHere'
        ? `${r.seededDifference}|${r.nationalId}|${r.programmeCode}`
        : `fieldDiffers|${r.seededDifference}|${r.nationalId}|${r.programmeCode}`
    })
    .sort()
}
const foundKeys = (items: Difference[]) =>
  items
    .map((d) =>
      d.Kind === 'fieldDiffers'
        ? `fieldDiffers|${d.Field}|${d.NationalId}|${d.ProgrammeCode}`
        : `${d.Kind}|${d.NationalId}|${d.ProgrammeCode}`,
    )
    .sort()

/** A seeded record of the counterpart (unchanged, served) of a student or a graduate. */
async function plainRecord(status: 'AKTIF' | 'MEZUN') {
  const rows = await w.testDb.handle.db
    .select()
    .from(yoksisDevRecords)
    .where(and(eq(yoksisDevRecords.status, status), eq(yoksisDevRecords.withheld, false)))
  const r = rows.find(
    (x) => x.seededDifference === null && rows.filter((y) => y.nationalId === x.nationalId).length === 1,
  )
  if (!r) throw new Error(`no plain ${status} record`)
  const [u] = await w.testDb.handle.db.select().from(units).where(eq(units.code, r.programmeCode))
  return { r, birimId: devBirimIdOf(u?.id ?? 0) }
}

describe(`YÖKSİS services of the counterpart, field by field (${testEngine})`, () => {
  it('TcKimlikNoileOgrenciSorgulaDetayv4: WSDL, Basic auth, OGRENCI_KAYITLARI, SONUC/DurumAciklama', async () => {
    const wsdl = await fetch(`${w.baseUrl}/dev/yoksis/ws/TcKimlikNoileOgrenciSorgulaDetayv4?WSDL`)
    const text = await wsdl.text()
    expect(wsdl.status).toBe(200)
    for (const name of [
      'operation name="TcKimlikNoileOgrenciSorgulaDetayv4"',
      'name="TC_KIMLIK_NO"',
      'name="OGRENCI_KAYITLARI"',
      'name="KISISEL_BILGILER"',
      'name="OGRENCILIK_STATUSU"',
      'name="DurumAciklama"',
    ])
      expect(text).toContain(name)
    const { r, birimId } = await plainRecord('AKTIF')
    // The raw answer, as a SOAP client without our library sees it.
    const envelope = `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"
      xmlns:tns="http://servisler.yok.gov.tr/TcKimlikNoileOgrenciSorgulaDetay/v4"><env:Body><tns:TcKimlikNoileOgrenciSorgulaDetayv4>
      <TC_KIMLIK_NO>${r.nationalId}</TC_KIMLIK_NO></tns:TcKimlikNoileOgrenciSorgulaDetayv4></env:Body></env:Envelope>`
    const post = (auth?: string) =>
      fetch(`${w.baseUrl}/dev/yoksis/ws/TcKimlikNoileOgrenciSorgulaDetayv4`, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '"WSDLs_TcKimlikNoileOgrenciSorgulaDetayv4_Binder_TcKimlikNoileOgrenciSorgulaDetayv4"',
          ...(auth ? { authorization: auth } : {}),
        },
        body: envelope,
      })
    const refused = await post()
    expect(refused.status).toBe(401)
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic/)
    const raw = await (await post(`Basic ${Buffer.from('unacs-dev:unacs-dev').toString('base64')}`)).text()
    expect(raw).toMatch(/<OGRENCI_KAYITLARI>\s*<KISISEL_BILGILER>\s*<TC_KIMLIK_NO>\d{11}<\/TC_KIMLIK_NO>/)
    expect(raw).toContain('<SONUC><DurumAciklama>Başarılı</DurumAciklama></SONUC>')

    const [rec] = await client.studentRecords(r.nationalId)
    expect(rec).toEqual({
      nationalId: r.nationalId,
      firstName: r.firstName,
      lastName: r.lastName,
      birimId,
      unitName: expect.any(String),
      universityId: devBirimIdOf(universityId),
      studentNo: null,
      status: { code: '1', name: 'AKTİF ÖĞRENCİ' },
      registrationDate: r.entryDate,
      leavingDate: null,
      leavingReason: null,
      gpa: null,
    })
  })

  it('answers "kayıt bulunamadı" as no records, a malformed id as a fault, wrong credentials as auth', async () => {
    expect(await client.studentRecords('10000000146')).toEqual([])
    expect(await client.graduateRecords('10000000146')).toEqual([])
    const fault = await client.studentRecords('123').catch((e) => e)
    expect(fault).toBeInstanceOf(YoksisUnavailable)
    expect(fault).toMatchObject({ reason: 'fault', message: 'TC Kimlik No hatalı.' })
    const auth = await yoksisClient('wrong')
      .studentRecords('10000000146')
      .catch((e) => e)
    expect(auth).toMatchObject({ reason: 'auth' })
    const restAuth = await yoksisClient('wrong')
      .healthRegistrations('10000000146')
      .catch((e) => e)
    expect(restAuth).toMatchObject({ reason: 'auth' })
  })

  it('TcKimlikNoileMezunOgrenciSorgulav2 (operation TcKimlikNoilMezunOgrenciSorgulav2, TCKNO)', async () => {
    const text = await (
      await fetch(`${w.baseUrl}/dev/yoksis/ws/TcKimlikNoileMezunOgrenciSorgulav2?WSDL`)
    ).text()
    expect(text).toContain('operation name="TcKimlikNoilMezunOgrenciSorgulav2"')
    expect(text).toContain('name="MEZUN_OGRENCI_KAYITLARI"')
    const { r, birimId } = await plainRecord('MEZUN')
    const [g] = await client.graduateRecords(r.nationalId)
    expect(g).toEqual({
      nationalId: r.nationalId,
      firstName: r.firstName,
      lastName: r.lastName,
      birimId,
      universityId: devBirimIdOf(universityId),
      programmeName: expect.any(String),
      graduationDate: r.graduationDate,
      gpa: null,
      diplomaNo: null,
    })
    // The student service leaves graduations to the graduate service.
    expect(await client.studentRecords(r.nationalId)).toEqual([])
  })

  it('UniversiteBirimlerv1 (IDdenBirimAdiGetir, AltBirimleriGetir) and Referanslarv1 (ReferansDeger)', async () => {
    const uni = await client.unit(devBirimIdOf(universityId))
    expect(uni).toMatchObject({ birimId: devBirimIdOf(universityId), typeName: 'Üniversite', parentId: 0 })
    const below = await client.subUnits(devBirimIdOf(universityId))
    expect(below.length).toBeGreaterThan(0)
    expect(below.every((u) => u.parentId === devBirimIdOf(universityId))).toBe(true)
    expect(await client.unit(1)).toBeNull()
    const statuses = await client.references(19)
    expect(statuses).toHaveLength(16)
    expect(statuses).toContainEqual({ code: '2', name: 'İZİNLİ/KAYIT DONDURMA' })
    expect(await client.references(999)).toEqual([])
  })

  it('REST saglikbakanligitescilsorgula: the registration fields of a health-sciences graduate', async () => {
    await ensureHealthGraduates()
    const rows = await rowsOf<{ national_id: string; code: string; id: number }>(
      w.testDb.handle.db,
      sql`with recursive health as (
          select id from units where code = 'SBF' union select u.id from units u join health h on u.parent_id = h.id
        ) select r.national_id, r.programme_code as code, u.id from yoksis_dev_records r
        join units u on u.code = r.programme_code
        where r.status = 'MEZUN' and not r.withheld and u.id in (select id from health)`,
    )
    const sum = (id: string) => [...id].reduce((s, c) => s + Number(c), 0)
    const registered = rows.find((x) => sum(x.national_id) % 3 !== 0)
    const not = rows.find((x) => sum(x.national_id) % 3 === 0)
    if (registered) {
      const [h] = await client.healthRegistrations(registered.national_id)
      expect(Object.keys(h ?? {}).sort()).toEqual(
        [
          'tckn',
          'tahsilTuruId',
          'tahsilTuru',
          'tescilNo',
          'tescilTarihi',
          'baslamaTarihi',
          'mezuniyetTarihi',
          'bransKodu',
          'yandalKodu',
          'birimId',
          'tescilDogrulamaKodu',
          'tescilDogrulamaLink',
          'ogrenciId',
        ].sort(),
      )
      expect(h).toMatchObject({ tckn: registered.national_id, birimId: devBirimIdOf(Number(registered.id)) })
      expect(h?.tescilTarihi).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    }
    if (not) expect(await client.healthRegistrations(not.national_id)).toEqual([])
    expect(registered ?? not).toBeDefined()
  })
})

describe(`YÖKSİS comparison on ${testEngine}`, () => {
  it('is the registrar’s only, within the role’s units', async () => {
    expect((await w.call('GET', `${K}/Parametreler?kind=student`)).statusCode).toBe(401)
    expect((await w.call('GET', `${K}/Parametreler?kind=student`, await w.token('student'))).statusCode).toBe(
      403,
    )
    expect((await start('student', {}, await w.token('instructor-advisor'))).statusCode).toBe(403)
    const unitsRes = await w.call('GET', `${K}/Birimler`, registrar)
    expect(unitsRes.json().responseData[0]).toMatchObject({ Id: universityId, Depth: 0 })
    expect([403, 404]).toContain((await start('student', { UnitIds: [999_999] })).statusCode)
    expect((await w.call('GET', `${K}/Is/not-a-uuid`, registrar)).statusCode).toBe(400)
    expect((await w.call('GET', `${K}/Get/999999`, registrar)).statusCode).toBe(404)
    const bad = await w.call('POST', `${K}/Baslat`, registrar, { ...body('student'), UnitIds: [] }, 'en')
    expect(bad.statusCode).toBe(400)
  })

  it('keeps the parameters with a version; a stale save is refused', async () => {
    const first = (await w.call('GET', `${K}/Parametreler?kind=graduate`, registrar)).json().responseData
    expect(first).toEqual({ Kind: 'graduate', Fields: [...DEFAULT_FIELDS], Version: 0 })
    const fields = ['nationalId', 'lastName', 'graduationDate']
    const saved = await w.call('POST', `${K}/ParametreKaydet`, registrar, {
      Kind: 'graduate',
      Fields: fields,
      Version: 0,
    })
    expect(saved.json().responseData).toEqual({ Kind: 'graduate', Fields: fields, Version: 1 })
    const stale = await w.call(
      'POST',
      `${K}/ParametreKaydet`,
      registrar,
      { Kind: 'graduate', Fields: fields, Version: 0 },
      'en',
    )
    expect(stale.statusCode).toBe(409)
    const back = await w.call('POST', `${K}/ParametreKaydet`, registrar, {
      Kind: 'graduate',
      Fields: first.Fields,
      Version: 1,
    })
    expect(back.statusCode).toBe(200)
  })

  it('asks YÖKSİS per person and finds exactly the seeded differences of students and of graduates', async () => {
    const { job, comparison } = await compare('student')
    expect(job).toMatchObject({ state: 'done', error: null })
    const c = comparison as Comparison
    expect(c).toMatchObject({ State: 'done', FailedCount: 0 })
    expect(c.Done).toBe(c.Total)
    expect(c.Total).toBeGreaterThan(100)
    const list = await allDifferences(c.Id)
    expect(list.total).toBe(c.Counts.missingThere + c.Counts.missingHere + c.Counts.fieldDiffers)
    expect(foundKeys(list.items)).toEqual(await seededKeys(false))
    const shownStatus = list.items.find((d) => d.Field === 'status')
    if (shownStatus) expect(shownStatus.Theirs).toMatch(/^\d+ [A-ZÇĞİÖŞÜ]/)

    const g = (await compare('graduate')).comparison as Comparison
    expect(g.State).toBe('done')
    expect(foundKeys((await allDifferences(g.Id)).items)).toEqual(await seededKeys(true))
  }, 120_000)

  it('filters, pages and exports the differences', async () => {
    const c = (await overview('student')).LastDone as Comparison
    const all = await allDifferences(c.Id)
    const missing = await allDifferences(c.Id, '&kind=missingThere')
    expect(missing.items.every((d) => d.Kind === 'missingThere')).toBe(true)
    expect(missing.total).toBe(c.Counts.missingThere)
    const page2 = (await w.call('GET', `${K}/Farklar/${c.Id}?pageSize=2&page=2`, registrar)).json()
      .responseData
    expect(page2.items.map((d: Difference) => d.Id)).toEqual(all.items.slice(2, 4).map((d) => d.Id))
    const file = await w.call('GET', `${K}/Export/${c.Id}?kind=missingThere`, registrar, undefined, 'en')
    expect(file.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect(wb.worksheets[0]?.rowCount).toBe(missing.total + 1)
    expect(wb.worksheets[0]?.getRow(2).getCell(1).value).toBe('Missing in YÖKSİS')
  })

  it('puts accepted differences on the worklist: open → entered → verified by the next comparison', async () => {
    const c = (await overview('student')).LastDone as Comparison
    const d = (await allDifferences(c.Id, '&kind=fieldDiffers&field=lastName')).items[0] as Difference
    expect(d).toBeDefined()
    const added = await w.call('POST', `${K}/Worklist/Ekle`, registrar, { DifferenceIds: [d.Id] })
    expect(added.json().responseData).toEqual({ Count: 1 })
    // Accepting it twice keeps one item.
    expect(
      (await w.call('POST', `${K}/Worklist/Ekle`, registrar, { DifferenceIds: [d.Id] })).json().responseData,
    ).toEqual({ Count: 0 })
    const listed = (await allDifferences(c.Id, '&kind=fieldDiffers&field=lastName')).items.find(
      (x) => x.Id === d.Id,
    )
    expect(listed?.Worklist).toBe('open')
    const page = (await w.call('GET', '/api/Yoksis/Duzeltme/Liste?state=open', registrar)).json().responseData
    const item = page.items.find((i: { NationalId: string }) => i.NationalId === d.NationalId)
    expect(item).toMatchObject({
      YoksisField: 'KISISEL_BILGILER/SOYADI',
      Ours: d.Ours,
      Theirs: d.Theirs,
      State: 'open',
    })
    // The XLSX names the columns and the field as YÖKSİS does.
    const file = await w.call('GET', '/api/Yoksis/Duzeltme/Export', registrar)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).values).toEqual([
      undefined,
      'TC_KIMLIK_NO',
      'OGRENCI_NO',
      'ADI_SOYADI',
      'BIRIM_ID',
      'PROGRAM_KODU',
      'ALAN',
      'YOKSIS_DEGERI',
      'GIRILECEK_DEGER',
      'FARK_TURU',
      'DURUM',
    ])
    expect(ws?.getRow(2).getCell(6).value).toBe('KISISEL_BILGILER/SOYADI')
    // Entered in YÖKSİS's screens (here: the counterpart's record takes our value), then verified.
    const entered = await w.call('POST', '/api/Yoksis/Duzeltme/Girildi', registrar, { ItemIds: [item.Id] })
    expect(entered.json().responseData).toEqual({ Count: 1 })
    await w.testDb.handle.db
      .update(yoksisDevRecords)
      .set({ lastName: (d.Ours ?? '').toLocaleUpperCase('tr-TR') })
      .where(
        and(
          eq(yoksisDevRecords.nationalId, d.NationalId),
          eq(yoksisDevRecords.programmeCode, d.ProgrammeCode),
        ),
      )
    const next = (await compare('student')).comparison as Comparison
    expect(next.Counts.fieldDiffers).toBe(c.Counts.fieldDiffers - 1)
    const [after] = await w.testDb.handle.db
      .select()
      .from(yoksisWorklist)
      .where(eq(yoksisWorklist.id, item.Id))
    expect(after).toMatchObject({ state: 'verified', verifiedByComparisonId: next.Id })
    const audit = await w.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'yoksis-worklist'))
    expect(audit.map((a) => a.action).sort()).toEqual(['add', 'entered'])
  }, 120_000)

  it('different choices are different jobs; the same choice joins; a class or one student can be compared', async () => {
    const faculty = (await w.call('GET', `${K}/Birimler`, registrar))
      .json()
      .responseData.find((u: { Kind: string }) => u.Kind === 'faculty')
    const [a, b, same] = await Promise.all([
      start('student', { UnitIds: [faculty.Id] }),
      start('student', { UnitIds: [faculty.Id], ClassYear: 2 }),
      start('student', { UnitIds: [faculty.Id] }),
    ])
    const [ja, jb, js] = [a, b, same].map((x) => x.json().responseData as { id: string; joined: boolean })
    expect(ja?.id).not.toBe(jb?.id)
    expect(js?.id).toBe(ja?.id)
    const byClass = (await follow(jb?.id as string)).comparison as Comparison
    expect(byClass).toMatchObject({ ClassYear: 2, UnitIds: [faculty.Id], State: 'done' })
    await follow(ja?.id as string)
    const [st] = await rowsOf<{ id: number }>(
      w.testDb.handle.db,
      sql`select s.id from students s where s.status = 'active' order by s.id limit 1`,
    )
    const one = (await compare('student', 'tr', { StudentId: Number(st?.id) })).comparison as Comparison
    expect(one).toMatchObject({ StudentId: Number(st?.id), Total: 1, State: 'done' })
  }, 120_000)

  it('an outage fails the run with a clear message; the last good result stays visible', async () => {
    const before = await overview('student')
    for (const [m, delay, text] of [
      ['down', undefined, /reached/],
      ['fault', undefined, /refused the request: YÖKSİS servisi/],
    ] as const) {
      expect((await mode(m, delay)).statusCode).toBe(200)
      onTestFinished(async () => void (await mode('ok')))
      const res = await compare('student', 'en')
      expect(res.job.state).toBe('failed')
      expect(res.job.error).toMatch(text)
      await mode('ok')
      const now = await overview('student')
      expect(now.LastDone?.Id).toBe(before.LastDone?.Id)
      expect(now.LastFailed?.State).toBe('failed')
      expect(now.Running).toBeNull()
    }
  }, 120_000)
})

describe(`YÖKSİS comparison job: resumable (${testEngine})`, () => {
  it('stopped midway, it continues after its cursor: nobody asked twice beyond one batch, same differences', async () => {
    const db = w.testDb.handle.db
    const calls = { n: 0 }
    const counting: YoksisClient = {
      ...client,
      studentRecords: (tc) => {
        calls.n++
        return client.studentRecords(tc)
      },
    }
    const deps = {
      db,
      client: counting,
      ratePerS: 200,
      batchSize: 5,
      universityBirimId: async () => devBirimIdOf(universityId),
      fieldsOf: async () => [...DEFAULT_FIELDS],
      cgpaOf: async () => new Map<number, number | null>(),
    }
    const input: ComparisonJob = {
      kind: 'student',
      termId: 1,
      unitIds: [universityId],
      classYear: 1,
      studentId: null,
      personId: 1,
    }
    const jobId = '00000000-0000-4000-8000-000000000035'
    // First attempt: interrupted (as by a shutdown) after its second batch.
    const controller = new AbortController()
    let reports = 0
    const first = runComparisonJob(deps, input, {
      id: jobId,
      signal: controller.signal,
      async progress() {
        reports++
        if (reports === 3) {
          controller.abort()
          throw new JobInterrupted()
        }
      },
    }).catch((e) => e)
    expect(await first).toBeInstanceOf(JobInterrupted)
    const [stopped] = await db.select().from(yoksisComparisons).where(eq(yoksisComparisons.jobId, jobId))
    expect(stopped?.cursor).toBeGreaterThan(0)
    expect(stopped?.done).toBeGreaterThan(0)
    expect(stopped?.done).toBeLessThan(stopped?.total ?? 0)
    const askedBefore = calls.n
    // The retry (same job id): continues after the cursor.
    const progress: number[] = []
    const done = await runComparisonJob(deps, input, {
      id: jobId,
      signal: new AbortController().signal,
      async progress(d) {
        progress.push(d)
      },
    })
    expect(done).toEqual({ comparisonId: stopped?.id })
    expect(progress[0]).toBe(stopped?.done)
    const [final] = await db
      .select()
      .from(yoksisComparisons)
      .where(eq(yoksisComparisons.id, stopped?.id ?? 0))
    expect(final).toMatchObject({ state: 'done', done: final?.total })
    // Everyone asked once: the stopped batch was not stored, so at most it is asked again.
    expect(calls.n - askedBefore).toBe((final?.total ?? 0) - (stopped?.done ?? 0))
    // The same differences as a run from scratch, none twice.
    const resumed = await db
      .select()
      .from(yoksisDifferences)
      .where(eq(yoksisDifferences.comparisonId, final?.id ?? 0))
    const keys = resumed.map((d) => `${d.kind}|${d.field}|${d.nationalId}|${d.programmeCode}`)
    expect(new Set(keys).size).toBe(keys.length)
    const fresh = await runComparisonJob(deps, input, {
      id: '00000000-0000-4000-8000-000000000036',
      signal: new AbortController().signal,
      async progress() {},
    })
    const again = await db
      .select()
      .from(yoksisDifferences)
      .where(eq(yoksisDifferences.comparisonId, fresh.comparisonId))
    expect(again.map((d) => `${d.kind}|${d.field}|${d.nationalId}|${d.programmeCode}`).sort()).toEqual(
      keys.sort(),
    )
  }, 120_000)
})

describe(`YÖKSİS health registration on ${testEngine}`, () => {
  it('reads the selected graduates’ Ministry of Health registration and records it, audited', async () => {
    const page = (await w.call('GET', '/api/Yoksis/SaglikKayit/Adaylar?pageSize=200', registrar)).json()
      .responseData
    expect(page.total).toBeGreaterThan(0)
    expect(page.items.every((c: { State: string }) => c.State === 'none')).toBe(true)
    const ids = page.items.slice(0, 3).map((c: { StudentId: number }) => c.StudentId)
    const res = await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, { StudentIds: ids })
    expect(res.statusCode).toBe(200)
    const answers = res.json().responseData as { State: string; TescilNo: string | null }[]
    expect(answers).toHaveLength(ids.length)
    for (const a of answers) expect(a.State === 'registered').toBe(a.TescilNo !== null)
    const after = (await w.call('GET', '/api/Yoksis/SaglikKayit/Adaylar?pageSize=200', registrar)).json()
      .responseData
    expect(after.items.filter((c: { State: string }) => c.State !== 'none')).toHaveLength(ids.length)
    const audit = await w.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'yoksis-health-registration'))
    expect(audit).toHaveLength(ids.length)
    expect(
      (await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, { StudentIds: [1] })).statusCode,
    ).toBe(422)
    await mode('fault')
    onTestFinished(async () => void (await mode('ok')))
    const down = await w.call('POST', '/api/Yoksis/SaglikKayit/Kaydet', registrar, { StudentIds: ids }, 'en')
    expect(down.statusCode).toBe(503)
    await mode('ok')
  })
})

describe('YÖKSİS client', () => {
  it('opens its circuit after five failed calls in a row', async () => {
    const dead = createYoksisClient({
      url: 'http://127.0.0.1:9/ws',
      restUrl: 'http://127.0.0.1:9/rest/obs',
      user: 'u',
      password: 'p',
      timeoutMs: 200,
      backoffMs: [1, 1],
    })
    for (let i = 0; i < 5; i++) {
      await expect(dead.studentRecords('10000000146')).rejects.toMatchObject({ reason: 'unreachable' })
    }
    const err = await dead.studentRecords('10000000146').catch((e) => e)
    expect(err).toBeInstanceOf(YoksisUnavailable)
    expect(err.reason).toBe('circuitOpen')
  })
})
