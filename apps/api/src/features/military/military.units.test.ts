/**
 * The programmes' YÖKSİS unit ids (issue 35, the military feature's unit id page) over real HTTP against the
 * development YÖKSİS (`UniversiteBirimlerv1` `IDdenBirimAdiGetir`): the registrar's programmes only (unit scope),
 * missing ids first and counted, an id checked with YÖKSİS and its name stored, an id YÖKSİS does not know or
 * another programme holds refused (422) with nothing changed, malformed ids 400, the look-up's 503 with
 * Retry-After and an unconfirmed save while YÖKSİS is down, one audit record per change, and the XLSX export.
 */
import type { MilitaryUnit, MilitaryUnitPage } from '@unacs/contracts'
import { and, asc, eq, inArray } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListeningWorld, type ListeningWorld } from '../../../test/listening-world.ts'
import { setRoleUnits, unitIdOf } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { persons, units } from '../../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { militaryUnits } from './military.schema.ts'
import { demoBirimIdOf } from './military.seed.ts'

let w: ListeningWorld
let registrar: string
let registrarPersonId: number
let rootId: number
let fefId: number
const B = '/api/Askerlik/Birimler'

beforeAll(async () => {
  w = await createListeningWorld(20)
  registrar = await w.token('registrar')
  const email = DEMO_ACCOUNTS.find((a) => a.key === 'registrar')?.email ?? ''
  const [me] = await db().select({ id: persons.id }).from(persons).where(eq(persons.email, email))
  registrarPersonId = me?.id as number
  rootId = await unitIdOf(db(), 'ATU')
  fefId = await unitIdOf(db(), 'FEF')
}, 120_000)
afterAll(async () => {
  await w?.close()
})

const db = () => w.testDb.handle.db
const list = async (query = '', lang = 'tr') => {
  const res = await w.call('GET', `${B}?pageSize=200${query}`, registrar, undefined, lang)
  expect(res.statusCode).toBe(200)
  return res.json().responseData as MilitaryUnitPage
}
const save = (ProgrammeId: unknown, BirimId: unknown, lang = 'tr') =>
  w.call('POST', `${B}/Kaydet`, registrar, { ProgrammeId, BirimId }, lang)
const yoksisMode = (mode: string) => w.call('POST', '/dev/yoksis/mode', undefined, { mode })
const rowOf = async (programmeId: number) =>
  (await db().select().from(militaryUnits).where(eq(militaryUnits.unitId, programmeId)))[0]
const audits = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'military-unit'), eq(auditLog.action, 'set-birim-id')))
    .orderBy(asc(auditLog.id))
/** The programme units below `unitId` (any depth). */
async function programmesUnder(unitId: number) {
  const all = await db().select().from(units)
  const below = new Set([unitId])
  for (let grew = true; grew; ) {
    grew = false
    for (const u of all)
      if (u.parentId !== null && below.has(u.parentId) && !below.has(u.id)) {
        below.add(u.id)
        grew = true
      }
  }
  return all.filter((u) => u.kind === 'programme' && below.has(u.id))
}

describe(`YÖKSİS unit ids of the programmes on ${testEngine}`, () => {
  it('is the registrar’s only', async () => {
    expect((await w.call('GET', B)).statusCode).toBe(401)
    expect((await w.call('GET', B, await w.token('student'))).statusCode).toBe(403)
    expect((await w.call('GET', `${B}/Excel`, await w.token('sysadmin'))).statusCode).toBe(403)
    expect(
      (
        await w.call('POST', `${B}/Kaydet`, await w.token('instructor-advisor'), {
          ProgrammeId: 1,
          BirimId: 1,
        })
      ).statusCode,
    ).toBe(403)
  })

  it("lists every programme of the registrar's units, those without an id first and counted", async () => {
    const all = await programmesUnder(rootId)
    const page = await list()
    expect(page.total).toBe(all.length)
    expect(page.missing).toBe(0)
    for (const item of page.items) expect(item.BirimId).toBe(demoBirimIdOf(item.ProgrammeId))
    const gone = [all[3]?.id, all[7]?.id] as number[]
    await db().delete(militaryUnits).where(inArray(militaryUnits.unitId, gone))
    const after = await list()
    expect(after.missing).toBe(2)
    expect(
      after.items
        .slice(0, 2)
        .map((i) => i.ProgrammeId)
        .sort(),
    ).toEqual([...gone].sort())
    expect(after.items.slice(0, 2).every((i) => i.BirimId === null && i.YoksisName === null)).toBe(true)
    expect(after.items.slice(2).every((i) => i.BirimId !== null)).toBe(true)
    const missing = await list('&missing=true')
    expect(missing.items.map((i) => i.ProgrammeId).sort()).toEqual([...gone].sort())
    expect(missing.total).toBe(2)
    const one = all[0] as (typeof all)[number]
    const found = await list(`&q=${encodeURIComponent(one.code)}`)
    expect(found.items.map((i) => i.ProgrammeId)).toContain(one.id)
    expect((await list('', 'en')).items.find((i) => i.ProgrammeId === one.id)?.Programme).toBe(one.nameEn)
  })

  it('shows YÖKSİS’s name for an id, 404 for an id YÖKSİS does not know, 400 for a malformed one', async () => {
    const [p] = await programmesUnder(fefId)
    const programme = p as NonNullable<typeof p>
    const res = await w.call('GET', `${B}/Yoksis?BirimId=${demoBirimIdOf(programme.id)}`, registrar)
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toMatchObject({
      BirimId: demoBirimIdOf(programme.id),
      Name: programme.nameTr.toLocaleUpperCase('tr-TR'),
      TypeName: expect.any(String),
      Active: 'Aktif',
    })
    const unknown = await w.call('GET', `${B}/Yoksis?BirimId=999999`, registrar, undefined, 'en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('YÖKSİS has no unit with the id 999999.')
    for (const bad of ['abc', '0', '-4', '1.5', '99999999999'])
      expect((await w.call('GET', `${B}/Yoksis?BirimId=${bad}`, registrar)).statusCode, bad).toBe(400)
  })

  it('saves an id YÖKSİS knows with its name, audited; refuses unknown, taken and malformed ids unchanged', async () => {
    const all = await programmesUnder(rootId)
    const missing = (await list('&missing=true')).items[0] as MilitaryUnit
    const target = all.find((u) => u.id === missing.ProgrammeId) as (typeof all)[number]
    const before = (await audits()).length
    const ok = await save(target.id, demoBirimIdOf(target.id), 'en')
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('The unit id was saved and confirmed in YÖKSİS.')
    const saved = ok.json().responseData as MilitaryUnit
    expect(saved).toMatchObject({
      ProgrammeId: target.id,
      BirimId: demoBirimIdOf(target.id),
      YoksisName: target.nameTr.toLocaleUpperCase('tr-TR'),
    })
    expect(saved.CheckedAt).not.toBeNull()
    expect(saved.UpdatedBy).not.toBeNull()
    const row = await rowOf(target.id)
    expect(row).toMatchObject({ birimId: demoBirimIdOf(target.id), updatedBy: registrarPersonId })
    const trail = await audits()
    expect(trail).toHaveLength(before + 1)
    expect(trail.at(-1)).toMatchObject({
      entityId: String(target.id),
      actorPersonId: registrarPersonId,
      before: null,
      after: { birimId: demoBirimIdOf(target.id), confirmed: true },
    })

    // Unknown to YÖKSİS, held by another programme, malformed: 422 / 400 and nothing changes.
    const other = (await list('', 'en')).items.find(
      (i) => i.BirimId !== null && i.ProgrammeId !== target.id,
    ) as MilitaryUnit
    const unknown = await save(target.id, 999_999)
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe("YÖKSİS'te 999999 numaralı bir birim yok.")
    const taken = await save(target.id, other.BirimId, 'en')
    expect(taken.statusCode).toBe(422)
    expect(taken.json().message).toBe(
      `The id ${other.BirimId} is already assigned to the programme ${other.Programme}.`,
    )
    for (const bad of ['150001', 1.5, 0, -3, 2_147_483_648]) {
      const res = await save(target.id, bad, 'en')
      expect(res.statusCode, String(bad)).toBe(400)
      expect(res.json().message, String(bad)).toMatch(/YÖKSİS unit id must be a positive whole number/)
    }
    expect((await save(target.id, null)).statusCode).toBe(400)
    expect(await rowOf(target.id)).toEqual(row)
    expect(await audits()).toHaveLength(before + 1)

    // A change records what it replaced.
    const faculty = await unitIdOf(db(), 'FEF')
    const changed = await save(target.id, demoBirimIdOf(faculty))
    expect(changed.statusCode).toBe(200)
    expect((await audits()).at(-1)).toMatchObject({
      before: { birimId: demoBirimIdOf(target.id) },
      after: { birimId: demoBirimIdOf(faculty), confirmed: true },
    })
    expect((await save(target.id, demoBirimIdOf(target.id))).statusCode).toBe(200)
  })

  it("keeps to the registrar's units: another unit's programme is 404 and unchanged", async () => {
    await setRoleUnits(db(), registrarPersonId, ROLE_IDS.registrar, [fefId])
    try {
      const fef = await programmesUnder(fefId)
      const page = await list()
      expect(page.items.map((i) => i.ProgrammeId).sort()).toEqual(fef.map((u) => u.id).sort())
      const outside = (await programmesUnder(rootId)).find((u) => !fef.some((f) => f.id === u.id))
      const id = outside?.id as number
      const before = await rowOf(id)
      const res = await save(id, 999_998)
      expect(res.statusCode).toBe(404)
      expect(await rowOf(id)).toEqual(before)
      // A faculty is not a programme.
      const faculty = await save(fefId, demoBirimIdOf(fefId), 'en')
      expect(faculty.statusCode).toBe(422)
      expect(faculty.json().message).toBe('YÖKSİS unit ids are entered for programmes only.')
    } finally {
      await setRoleUnits(db(), registrarPersonId, ROLE_IDS.registrar, [rootId])
    }
  })

  it('exports the list as XLSX with YÖKSİS’s column name', async () => {
    const page = await list()
    const res = await w.call('GET', `${B}/Excel`, registrar)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/yoksis-birim-numaralari\.xlsx/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]
    expect(sheet?.rowCount).toBe(page.total + 1)
    expect(sheet?.getRow(1).getCell(4).value).toBe('BIRIM_ID')
    const first = page.items[0] as MilitaryUnit
    expect(sheet?.getRow(2).getCell(1).value).toBe(first.ProgrammeCode)
    expect(sheet?.getRow(2).getCell(4).value).toBe(first.BirimId ?? null)
  })

  it('while YÖKSİS is down: the look-up is 503 with Retry-After, a save is kept unconfirmed', async () => {
    const [p] = await programmesUnder(fefId)
    const programme = p as NonNullable<typeof p>
    await yoksisMode('down')
    try {
      const down = await w.call('GET', `${B}/Yoksis?BirimId=${demoBirimIdOf(programme.id)}`, registrar)
      expect(down.statusCode).toBe(503)
      expect(down.headers['retry-after']).toBe('30')
      expect(down.json().message).toMatch(/YÖKSİS birim servisine şu anda ulaşılamıyor/)
      const res = await save(programme.id, demoBirimIdOf(programme.id), 'en')
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(
        'The unit id was saved but could not be confirmed: YÖKSİS could not be reached.',
      )
      expect(res.json().responseData).toMatchObject({
        BirimId: demoBirimIdOf(programme.id),
        YoksisName: null,
      })
      expect((res.json().responseData as MilitaryUnit).CheckedAt).toBeNull()
      expect((await audits()).at(-1)).toMatchObject({ after: { confirmed: false } })
    } finally {
      await yoksisMode('ok')
    }
  }, 60_000)
})
