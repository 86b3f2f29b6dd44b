/**
 * HR's view of positions and applications (issue 22 "Request queues"): positions across faculties with
 * counts, applications with status and committee progress (opinions given / members), filters, server
 * paging, the XLSX export, unit scope and roles.
 */

import { and, eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { setRoleUnits } from '../../../test/role-units.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/index.ts'
import { guests } from '../../identity/guest/guest.schema.ts'
import { applications, opinions, positionCommittee, positions } from './applications.schema.ts'
import { personalInfo } from './applications.test-data.ts'

const B = '/api/Application/Yonetim'
let fx: IdentityFixture
let hr: string
let registrar: string
let positionId: number
let finalisedId: number

beforeAll(async () => {
  fx = await createIdentityFixture(20, () => new Date('2026-11-21T09:00:00Z'))
  hr = (await fx.signIn('human-resources')).token
  registrar = (await fx.signIn('registrar')).token
  const db = fx.testDb.handle.db
  const [position] = await db.select().from(positions).limit(1)
  positionId = position?.id ?? 0
  const [g1, g2] = await db
    .insert(guests)
    .values([{ email: 'aday.bir@example.com' }, { email: 'aday.iki@example.com' }])
    .returning()
  const [fin] = await db
    .insert(applications)
    .values([
      {
        guestId: g1?.id ?? 0,
        positionId,
        status: 'finalised',
        lastStep: 5,
        personalInfo: { ...personalInfo, firstName: 'Şule', lastName: 'Işık' },
        finalisedAt: new Date('2026-11-10T10:00:00Z'),
      },
      { guestId: g2?.id ?? 0, positionId, status: 'draft', lastStep: 2 },
    ])
    .returning()
  finalisedId = fin?.id ?? 0
  const [member] = await db
    .select()
    .from(positionCommittee)
    .where(eq(positionCommittee.positionId, positionId))
  await db.insert(opinions).values({
    applicationId: finalisedId,
    staffMemberId: member?.staffMemberId ?? 0,
    status: 'positive',
    text: 'Adayın bilimsel çalışmaları kadronun gerektirdiği nitelikleri fazlasıyla karşılamaktadır; olumlu görüş bildiriyorum.',
  })
})
afterAll(async () => {
  await fx?.close()
})

const get = (url: string, token = hr, lang = 'tr') =>
  fx.call('GET', `${B}/${url}`, token, undefined, { 'accept-language': lang })

describe(`HR academic applications on ${testEngine}`, () => {
  it('lists positions across faculties with application counts', async () => {
    const res = await get('Positions')
    expect(res.statusCode).toBe(200)
    const list = res.json().responseData as {
      Id: number
      Applications: number
      Finalised: number
      CommitteeSize: number
    }[]
    expect(list.length).toBeGreaterThanOrEqual(2)
    expect(list.find((p) => p.Id === positionId)).toMatchObject({ Applications: 2, Finalised: 1 })
  })

  it('lists applications with status and committee progress, filtered and paged', async () => {
    // The seed's demo applications (issue 37) are on other positions; this position holds only these two.
    expect((await get('Applications')).json().responseData.total).toBeGreaterThan(2)
    const all = (await get(`Applications?PositionId=${positionId}`)).json().responseData
    expect(all.total).toBe(2)
    const fin = all.items.find((i: { Id: number }) => i.Id === finalisedId)
    expect(fin).toMatchObject({ Applicant: 'Şule Işık', Status: 'evaluating', OpinionsGiven: 1, Positive: 1 })
    expect(fin.CommitteeSize).toBeGreaterThan(1)
    expect((await get(`Applications?Status=draft&PositionId=${positionId}`)).json().responseData.total).toBe(
      1,
    )
    expect((await get('Applications?Search=I%C5%9F%C4%B1k')).json().responseData.total).toBe(1)
    expect(
      (await get(`Applications?PositionId=${positionId}&pageSize=1`)).json().responseData.items,
    ).toHaveLength(1)
    expect((await get('Applications?Status=bogus')).statusCode).toBe(400)
  })

  it('exports the filtered list as XLSX in the caller’s language', async () => {
    const res = await get(`Export?Status=evaluating&PositionId=${positionId}`, hr, 'en')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const ws = wb.worksheets[0]
    expect(ws?.getRow(1).getCell(2).value).toBe('Applicant')
    expect(ws?.rowCount).toBe(2)
    expect(ws?.getRow(2).getCell(2).value).toBe('Şule Işık')
    expect(ws?.getRow(2).getCell(8).value).toMatch(/^1 \/ \d+$/)
  })

  it('refuses other roles and anonymous callers', async () => {
    expect((await get('Applications', registrar)).statusCode).toBe(403)
    expect((await fx.call('GET', `${B}/Positions`)).statusCode).toBe(401)
  })

  it('limits positions and applications to the caller’s faculties', async () => {
    const db = fx.testDb.handle.db
    const [position] = await db.select().from(positions).where(eq(positions.id, positionId))
    const [other] = await db
      .select({ id: units.id })
      .from(units)
      .where(and(eq(units.kind, 'faculty')))
    const elsewhere = (await db.select({ id: units.id }).from(units).where(eq(units.kind, 'faculty'))).find(
      (u) => u.id !== position?.facultyId,
    )
    expect(other).toBeDefined()
    await setRoleUnits(db, await fx.personOf('human-resources'), 10, [elsewhere?.id ?? 0])
    const narrowed = (await fx.signIn('human-resources')).token
    expect((await get(`Applications?PositionId=${positionId}`, narrowed)).json().responseData.total).toBe(0)
    const seen = (await get('Positions', narrowed)).json().responseData as { Id: number }[]
    expect(seen.map((p) => p.Id)).not.toContain(positionId)
  })
})
