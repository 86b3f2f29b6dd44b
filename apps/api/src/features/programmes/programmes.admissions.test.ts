/**
 * The registrar's admission figures (issue 19 "Admission data for the guide … entered or imported from XLSX"):
 * authorisation and unit scope, the rules (year, score type of the level, placed ≤ quota, score bounds and
 * order, scores exactly when placed), optimistic concurrency, audit, the guide showing the latest year, and the
 * XLSX template and all-or-nothing import with its per-row report.
 */
import type { AdmissionImportResult, AdmissionList, Guide } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { roleAssignments, staffMembers, units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { programmeAdmissions } from './programmes.schema.ts'

let fx: IdentityFixture
const now = new Date('2026-11-21T09:00:00Z')
let registrar: string
const B = '/api/Program/Yerlestirme'

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  registrar = (await fx.signIn('registrar')).token
})
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const get = (url: string, token = registrar) => fx.call('GET', url, token)
const post = (url: string, body: object, token = registrar) => fx.call('POST', url, token, body)

/** The programme unit whose Turkish name is `name`. */
async function unitNamed(name: string) {
  const [u] = await db()
    .select()
    .from(units)
    .where(and(eq(units.kind, 'programme'), eq(units.nameTr, name)))
  if (!u) throw new Error(`no programme ${name}`)
  return u
}

const list = async (programmeId: number) =>
  (await get(`${B}/Liste?programmeId=${programmeId}`)).json().responseData as AdmissionList

/** The stored rows of a programme, year ascending. */
const stored = (programmeId: number) =>
  db()
    .select()
    .from(programmeAdmissions)
    .where(eq(programmeAdmissions.programmeId, programmeId))
    .orderBy(programmeAdmissions.year)

/** Uploads `bytes` as an admission sheet (multipart). */
function upload(bytes: Buffer, commit: boolean, lang = 'tr', token = registrar) {
  const boundary = '----admissions'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="y.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return fx.app.inject({
    method: 'POST',
    url: `${B}/Yukle?commit=${commit}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'accept-language': lang,
    },
    payload,
  })
}

/** A workbook of `rows` (the first is the header) as xlsx bytes. */
async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Yerlestirme')
  for (const r of rows) ws.addRow(r)
  return Buffer.from(await wb.xlsx.writeBuffer())
}

describe(`admission figures on ${testEngine}`, () => {
  it('is the registrar’s: 401, 403 for other roles, 404 outside the unit scope or unknown, 400 bad id', async () => {
    const isletme = await unitNamed('İşletme Lisans Programı')
    expect((await fx.call('GET', `${B}/Liste?programmeId=${isletme.id}`)).statusCode).toBe(401)
    const student = (await fx.signIn('student')).token
    expect((await get(`${B}/Liste?programmeId=${isletme.id}`, student)).statusCode).toBe(403)
    expect((await get(`${B}/Sablon`, (await fx.signIn('finance')).token)).statusCode).toBe(403)
    expect((await upload(await sheet([['x']]), false, 'tr', student)).statusCode).toBe(403)
    expect((await get(`${B}/Liste?programmeId=999999`)).statusCode).toBe(404)
    expect((await get(`${B}/Liste?programmeId=abc`)).statusCode).toBe(400)

    // A registrar clerk covers two schools: a programme of another school is unknown to them.
    const clerks = await db()
      .select({ personId: staffMembers.personId, unitIds: roleAssignments.unitIds })
      .from(roleAssignments)
      .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
      .where(and(eq(roleAssignments.roleId, 4), eq(roleAssignments.isProxy, false)))
    const clerk = clerks.find((c) => c.unitIds.length === 2)
    const session = await fx.identity.sessions.start({
      kind: 'staff',
      personId: clerk?.personId as number,
      activeRoleId: 4,
    })
    const inScope = await db().execute(
      sql`with recursive sub(id) as (select id from units where id in (${sql.join(
        (clerk?.unitIds ?? []).map((u) => sql`${u}`),
        sql`, `,
      )}) union select u.id from units u join sub on u.parent_id = sub.id)
      select id from units where kind = 'programme' and level <> 'prep' and id not in (select id from sub) limit 1`,
    )
    const foreign = Number((inScope as unknown as { rows: { id: number }[] }).rows[0]?.id)
    expect((await get(`${B}/Liste?programmeId=${foreign}`, session.token)).statusCode).toBe(404)
    const body = { ProgrammeId: foreign, Year: 2026, ScoreType: 'SAY', Quota: 1, Placed: 0 }
    const res = await post(
      `${B}/Kaydet`,
      { ...body, MinScore: null, MaxScore: null, Version: null },
      session.token,
    )
    expect(res.statusCode).toBe(404)
  })

  it('lists the seeded four years and adds, edits and deletes a year (audited, compare-and-set)', async () => {
    const u = await unitNamed('İşletme Lisans Programı')
    const before = await list(u.id)
    expect(before.Rows.map((r) => r.Year)).toEqual([2025, 2024, 2023, 2022])
    expect(before.ScoreTypes).toEqual(['SAY', 'EA', 'SÖZ', 'DİL'])
    const type = before.Rows[0]?.ScoreType as string
    const add = {
      ProgrammeId: u.id,
      Year: 2026,
      ScoreType: type,
      Quota: 120,
      Placed: 118,
      MinScore: 401.12345,
      MaxScore: 488.5,
      Version: null,
    }
    const res = await post(`${B}/Kaydet`, add)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Kaydedildi.')
    expect((await post(`${B}/Kaydet`, add)).statusCode).toBe(409)
    const row = (await list(u.id)).Rows[0]
    expect(row).toMatchObject({ Year: 2026, Quota: 120, Placed: 118, MinScore: 401.12345, MaxScore: 488.5 })

    // The guide shows the latest year at once for a new request (its ETag changes).
    const guide = (await fx.call('GET', '/api/Public/Rehber/Liste?search=işletme&pageSize=50')).json()
      .responseData as Guide
    expect(guide.items.find((g) => g.ProgrammeId === u.id)?.Admission).toMatchObject({
      Year: 2026,
      Quota: 120,
    })

    // Two edits with the same version: exactly one wins, the other is 409 and changes nothing.
    const edit = { ...add, Version: row?.Version as number }
    const [a, b] = await Promise.all([
      post(`${B}/Kaydet`, { ...edit, Quota: 130 }),
      post(`${B}/Kaydet`, { ...edit, Quota: 140 }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    const after = (await list(u.id)).Rows[0]
    expect(after?.Quota).toBe(a.statusCode === 200 ? 130 : 140)
    expect(after?.Version).toBe((row?.Version as number) + 1)

    const stale = await post(`${B}/Sil`, { ProgrammeId: u.id, Year: 2026, Version: row?.Version })
    expect(stale.statusCode).toBe(409)
    expect(
      (await post(`${B}/Sil`, { ProgrammeId: u.id, Year: 2026, Version: after?.Version })).statusCode,
    ).toBe(200)
    expect((await list(u.id)).Rows.map((r) => r.Year)).toEqual([2025, 2024, 2023, 2022])
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'programme-admission'), eq(auditLog.entityId, `${u.id}:2026`)))
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'delete', 'update'])
    const update = trail.find((t) => t.action === 'update')
    expect(update?.before).toMatchObject({ quota: 120 })
  })

  it('refuses figures breaking a rule with 422 in Turkish and English and stores nothing', async () => {
    const u = await unitNamed('İşletme Lisans Programı')
    const bachelor = (await list(u.id)).Rows[0]?.ScoreType as string
    const base = {
      ProgrammeId: u.id,
      Year: 2026,
      ScoreType: bachelor,
      Quota: 100,
      Placed: 90,
      MinScore: 300,
      MaxScore: 400,
      Version: null,
    }
    const cases: [object, string, string][] = [
      [{ Year: 2027 }, 'Yıl 2000 ile 2026', 'The year must be between 2000 and 2026.'],
      [{ ScoreType: 'ALES' }, 'SAY, EA, SÖZ, DİL', 'must be one of: SAY, EA, SÖZ, DİL'],
      [{ Placed: 101 }, 'kontenjanı aşamaz', 'cannot exceed the quota'],
      [{ MinScore: 450 }, 'En düşük puan en yüksek', 'minimum score cannot be greater'],
      [{ MaxScore: 560.5 }, '100 ile 560', 'between 100 and 560'],
      [{ MinScore: 99 }, '100 ile 560', 'between 100 and 560'],
      [{ MinScore: 300.123456 }, 'beş ondalık', 'five decimals'],
      [{ Placed: 0 }, 'boş bırakılmalıdır', 'empty when no one was placed'],
      [{ MinScore: null }, 'girilmelidir', 'when someone was placed'],
    ]
    const rowsBefore = await stored(u.id)
    for (const [change, tr, en] of cases) {
      const res = await post(`${B}/Kaydet`, { ...base, ...change })
      expect(res.statusCode, JSON.stringify(change)).toBe(422)
      expect(res.json().message).toContain(tr)
      const english = await fx.call(
        'POST',
        `${B}/Kaydet`,
        registrar,
        { ...base, ...change },
        { 'accept-language': 'en' },
      )
      expect(english.json().message).toContain(en)
    }
    // Shapes the contract refuses are 400; a graduate programme takes ALES within 0..100.
    expect((await post(`${B}/Kaydet`, { ...base, Quota: -1 })).statusCode).toBe(400)
    expect((await post(`${B}/Kaydet`, { ...base, Year: 1999 })).statusCode).toBe(400)
    expect((await post(`${B}/Kaydet`, { ...base, ScoreType: 'XYZ' })).statusCode).toBe(400)
    expect(await stored(u.id)).toEqual(rowsBefore)
    const [master] = await db()
      .select()
      .from(units)
      .where(and(eq(units.kind, 'programme'), eq(units.level, 'master')))
    const graduate = { ...base, ProgrammeId: master?.id as number, ScoreType: 'ALES', Quota: 10, Placed: 8 }
    expect((await post(`${B}/Kaydet`, { ...graduate, MinScore: 70, MaxScore: 101 })).statusCode).toBe(422)
    expect((await post(`${B}/Kaydet`, { ...graduate, MinScore: 70, MaxScore: 88.5 })).statusCode).toBe(200)
  })

  it('imports from XLSX: template, per-row report, all-or-nothing, check before commit, audited', async () => {
    const res = await get(`${B}/Sablon`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    if (!ws) throw new Error('no sheet')
    const header = (ws.getRow(1).values as unknown[]).slice(1)
    expect(header).toEqual([
      'Program kodu',
      'Program',
      'Yıl',
      'Puan türü',
      'Kontenjan',
      'Yerleşen',
      'En düşük puan',
      'En yüksek puan',
    ])
    expect(ws.rowCount).toBeGreaterThan(40)

    const u = await unitNamed('İktisat Lisans Programı')
    const type = (await list(u.id)).Rows[0]?.ScoreType as string
    const rowsBefore = await stored(u.id)
    const good = [u.code, u.nameTr, 2026, type, 80, 80, '350,25', 420.12345]
    const bad = await sheet([
      header as string[],
      good,
      [u.code, u.nameTr, 2025, type, 80, 81, 300, 400], // placed over quota
      ['YOK-999', 'Yok', 2025, 'SAY', 10, 5, 300, 400], // unknown programme
      [u.code, u.nameTr, 2026, type, 80, 70, 300, 400], // the same year twice
      [u.code, u.nameTr, 'iki bin', type, 80, 70, 300, 400], // not a number
      [u.code, u.nameTr, 2024, type, 80, 70, 'çok', 400], // not a score
      [u.code, u.nameTr, 2027, null, null, null, null, null], // an untouched template row: skipped
    ])
    const checked = await upload(bad, true)
    expect(checked.statusCode).toBe(200)
    const report = checked.json().responseData as AdmissionImportResult
    expect(report.Stored).toBe(false)
    expect(report.Rows).toBe(6)
    expect(report.Errors.map((e) => e.Row)).toEqual([3, 4, 5, 6, 7])
    expect(report.Errors[0]?.Message).toContain('kontenjanı aşamaz')
    expect(report.Errors[1]).toMatchObject({ Code: 'YOK-999' })
    expect(checked.json().message).toContain('hiçbir satır kaydedilmedi')
    expect(await stored(u.id)).toEqual(rowsBefore)

    const fixed = await sheet([header as string[], good, [u.code, u.nameTr, 2025, type, 90, 85, 310, 399.5]])
    const dry = (await upload(fixed, false, 'en')).json().responseData as AdmissionImportResult
    expect(dry).toEqual({ Rows: 2, Created: 1, Updated: 1, Errors: [], Stored: false })
    expect(await stored(u.id)).toEqual(rowsBefore)
    const done = (await upload(fixed, true)).json().responseData as AdmissionImportResult
    expect(done).toMatchObject({ Created: 1, Updated: 1, Stored: true })
    const after = await stored(u.id)
    expect(after.map((r) => [r.year, r.quota, r.placed, r.minScore, r.maxScore])).toEqual([
      ...rowsBefore.slice(0, 3).map((r) => [r.year, r.quota, r.placed, r.minScore, r.maxScore]),
      [2025, 90, 85, 310, 399.5],
      [2026, 80, 80, 350.25, 420.12345],
    ])
    expect(after.find((r) => r.year === 2025)?.version).toBe((rowsBefore.at(-1)?.version ?? 0) + 1)
    const [trail] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'programme-admission'), eq(auditLog.action, 'import')))
    expect(trail?.before).toHaveLength(1)
    expect(trail?.after).toMatchObject({ created: 1, updated: 1 })

    // Not a spreadsheet, or the wrong columns: 400 with a message, nothing stored.
    const junk = await upload(Buffer.from('not a zip'), true)
    expect(junk.statusCode).toBe(400)
    const narrow = await upload(
      await sheet([
        ['Program kodu', 'Yıl'],
        [u.code, 2026],
      ]),
      true,
    )
    expect(narrow.statusCode).toBe(400)
    expect(narrow.json().message).toContain('Şablonu indirip')
  })
})
