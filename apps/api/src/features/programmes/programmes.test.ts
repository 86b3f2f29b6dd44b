/**
 * Programme versions and the public guide (issue 19 "It is done when"): draft/published/clone rules (a published
 * version refuses edits; a clone is a full independent copy), the publish rules of spec §5, sanitising, fee
 * arithmetic in minor units, public endpoints answering only published data with ETag/Cache-Control, preview
 * links that expire and cannot be forged, authorisation and the registrar's unit scope.
 */
import type { Guide, GuideDetail, ProgrammeList, VersionDetail } from '@unacs/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { roleAssignments, staffMembers, units } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { promoteDueVersions } from './programmes.schedule.ts'
import { programmeVersions } from './programmes.schema.ts'

let fx: IdentityFixture
let now = new Date('2026-11-21T09:00:00Z')
let registrar: string
const P = '/api/Program'

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  registrar = (await fx.signIn('registrar')).token
})
afterAll(async () => {
  await fx?.close()
})

const db = () => fx.testDb.handle.db
const get = (url: string, token = registrar, headers: Record<string, string> = {}) =>
  fx.call('GET', url, token, undefined, headers)
const post = (url: string, body: object, token = registrar) => fx.call('POST', url, token, body)
const detail = async (id: number, token = registrar) =>
  (await get(`${P}/Versiyon/Detay?id=${id}`, token)).json().responseData as VersionDetail

/** The programme unit whose Turkish name starts with `prefix` at `level`, and its versions by status. */
async function programme(prefix: string, level = 'bachelor') {
  const [unit] = await db()
    .select()
    .from(units)
    .where(
      and(
        eq(units.kind, 'programme'),
        sql`${units.nameTr} like ${`${prefix} %`}`,
        sql`${units.level} = ${level}`,
      ),
    )
  if (!unit) throw new Error(`no programme ${prefix}`)
  const versions = await db()
    .select()
    .from(programmeVersions)
    .where(eq(programmeVersions.programmeId, unit.id))
  const of = (s: string) => versions.find((v) => v.status === s)
  return { unit, published: of('published'), draft: of('draft') }
}

describe(`programme versions on ${testEngine}`, () => {
  it('is the registrar’s: 401 without a token, 403 for students and other roles, 404 outside the unit scope', async () => {
    expect((await fx.call('GET', `${P}/Versiyon/Liste`)).statusCode).toBe(401)
    expect((await get(`${P}/Versiyon/Liste`, (await fx.signIn('student')).token)).statusCode).toBe(403)
    expect((await get(`${P}/Versiyon/Liste`, (await fx.signIn('finance')).token)).statusCode).toBe(403)
    const list = (await get(`${P}/Versiyon/Liste?pageSize=200`)).json().responseData as ProgrammeList
    expect(list.total).toBeGreaterThan(10)
    expect(list.items.every((p) => p.Versions.some((v) => v.Status === 'published'))).toBe(true)

    // A registrar clerk covers two schools: another school's programme is unknown to them (404), own is 200.
    const clerks = await db()
      .select({ personId: staffMembers.personId, unitIds: roleAssignments.unitIds })
      .from(roleAssignments)
      .innerJoin(staffMembers, eq(staffMembers.id, roleAssignments.staffMemberId))
      .where(and(eq(roleAssignments.roleId, 4), eq(roleAssignments.isProxy, false)))
    const clerk = clerks.find((c) => c.unitIds.length === 2)
    expect(clerk).toBeDefined()
    const session = await fx.identity.sessions.start({
      kind: 'staff',
      personId: clerk?.personId as number,
      activeRoleId: 4,
    })
    const own = (await get(`${P}/Versiyon/Liste?pageSize=200`, session.token)).json()
      .responseData as ProgrammeList
    expect(own.total).toBeGreaterThan(0)
    expect(own.total).toBeLessThan(list.total)
    const ownIds = new Set(own.items.map((p) => p.ProgrammeId))
    const foreign = list.items.find((p) => !ownIds.has(p.ProgrammeId))
    const foreignVersion = foreign?.Versions[0]?.Id as number
    expect((await get(`${P}/Versiyon/Detay?id=${foreignVersion}`, session.token)).statusCode).toBe(404)
    expect((await post(`${P}/Versiyon/Klonla`, { Id: foreignVersion }, session.token)).statusCode).toBe(404)
    expect(
      (await get(`${P}/Versiyon/Detay?id=${own.items[0]?.Versions[0]?.Id}`, session.token)).statusCode,
    ).toBe(200)
    expect((await get(`${P}/Versiyon/Detay?id=999999`)).statusCode).toBe(404)
    expect((await get(`${P}/Versiyon/Detay?id=abc`)).statusCode).toBe(400)
  })

  it('refuses every edit of a published version (422) and changes nothing', async () => {
    const { published } = await programme('İşletme')
    const id = published?.id as number
    const before = await detail(id)
    const v = before.Version
    const attempts = [
      post(`${P}/Versiyon/Guncelle`, {
        Id: id,
        Version: v,
        Name: 'X',
        ApplicableTermId: null,
        PublishDate: null,
        EffectiveDate: null,
      }),
      post(`${P}/Bilgi/Kaydet`, { Id: id, Version: v, Sections: [] }),
      post(`${P}/Yeterlilik/Kaydet`, { Id: id, Version: v, Outcomes: [] }),
      post(`${P}/Tyyc/Eslestir`, { Id: id, Version: v, Cells: [] }),
      post(`${P}/Ucret/Kaydet`, {
        Id: id,
        Version: v,
        TermId: 1,
        Currency: 'TRY',
        Fee1: 1,
        Fee2: 0,
        Fee3: 0,
        PrepFee1: 0,
        PrepFee2: 0,
        PrepFee3: 0,
      }),
      post(`${P}/Versiyon/Sil`, { Id: id, Version: v }),
    ]
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toContain('Yayımlanmış')
    }
    expect(await detail(id)).toEqual(before)
  })

  it('clones a published version into a full, independent draft; one draft per programme (409)', async () => {
    const { published, unit } = await programme('İşletme')
    const source = await detail(published?.id as number)
    const res = await post(`${P}/Versiyon/Klonla`, { Id: source.Id })
    expect(res.statusCode).toBe(200)
    const cloneId = res.json().responseData as number
    const clone = await detail(cloneId)
    expect(clone).toMatchObject({ Status: 'draft', ClonedFromId: source.Id, ProgrammeId: unit.id })
    for (const part of ['Sections', 'Outcomes', 'Matrix', 'Fees', 'Curriculum'] as const) {
      expect(clone[part]).toEqual(source[part])
      expect(clone[part].length).toBeGreaterThan(0)
    }
    // Editing the clone leaves the source as it was.
    const edited = await post(`${P}/Yeterlilik/Kaydet`, {
      Id: cloneId,
      Version: clone.Version,
      Outcomes: clone.Outcomes.slice(1).map((o) => ({ ...o, TextTr: `${o.TextTr} (yeni)` })),
    })
    expect(edited.statusCode).toBe(200)
    const after = await detail(cloneId)
    expect(after.Outcomes).toHaveLength(source.Outcomes.length - 1)
    expect(after.Matrix.some((c) => c.OutcomeNumber === source.Outcomes[0]?.Number)).toBe(false)
    expect(await detail(source.Id)).toEqual(source)
    // A second draft of the same programme is refused, also when two clones race.
    expect((await post(`${P}/Versiyon/Klonla`, { Id: source.Id })).statusCode).toBe(409)
    const other = await programme('İktisat')
    expect(other.draft).toBeDefined()
    expect((await post(`${P}/Versiyon/Klonla`, { Id: other.published?.id as number })).statusCode).toBe(409)
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'programme-version'), eq(auditLog.entityId, String(cloneId))))
    expect(audits.map((a) => a.action).sort()).toEqual(['clone', 'outcomes'])
  })

  it('publishes only with both dates, effective not before publish (spec §5), archiving the previous version', async () => {
    const { draft, published } = await programme('İktisat')
    const id = draft?.id as number
    let d = await detail(id)
    const header = { Id: id, Name: '2026-2027', ApplicableTermId: d.ApplicableTermId }
    const noDates = await post(`${P}/Versiyon/Yayinla`, { Id: id, Version: d.Version })
    expect(noDates.statusCode).toBe(422)
    expect(noDates.json().message).toContain('yürürlük')
    const backwards = await post(`${P}/Versiyon/Guncelle`, {
      ...header,
      Version: d.Version,
      PublishDate: '2026-12-01',
      EffectiveDate: '2026-11-30',
    })
    expect(backwards.statusCode).toBe(422)
    const ok = await post(`${P}/Versiyon/Guncelle`, {
      ...header,
      Version: d.Version,
      PublishDate: '2026-12-01',
      EffectiveDate: '2027-02-15',
    })
    expect(ok.statusCode).toBe(200)
    // A stale version (the one before the save) is refused with 409.
    expect((await post(`${P}/Versiyon/Yayinla`, { Id: id, Version: d.Version })).statusCode).toBe(409)
    d = await detail(id)
    expect((await post(`${P}/Versiyon/Yayinla`, { Id: id, Version: d.Version })).statusCode).toBe(200)
    // Issue 37: the publish date (2026-12-01) is after today (2026-11-21): scheduled, the current one stays public.
    expect((await detail(id)).Status).toBe('scheduled')
    expect((await detail(published?.id as number)).Status).toBe('published')
    const publicName = async () =>
      (
        (await get(`/api/Public/Rehber/Detay?programId=${draft?.programmeId}`, '')).json()
          .responseData as GuideDetail
      ).VersionName
    expect(await publicName()).toBe(published?.name)
    const saved = now
    try {
      now = new Date('2026-11-30T20:59:00Z') // 23:59 on 30 November in Istanbul
      expect(await publicName()).toBe(published?.name)
      now = new Date('2026-11-30T21:00:00Z') // midnight of 1 December in Istanbul: public at once, nobody clicks
      expect(await publicName()).toBe('2026-2027')
      const guide = (await get('/api/Public/Rehber/Liste?pageSize=100', '')).json().responseData as Guide
      expect(guide.items.some((r) => r.ProgrammeId === draft?.programmeId)).toBe(true)
      // The recurring task records the switch, audited as the system; a second run changes nothing.
      expect(await promoteDueVersions(db(), () => now)).toBeGreaterThanOrEqual(1)
      expect(await promoteDueVersions(db(), () => now)).toBe(0)
      // (The registrar's session of 21 November has expired by now: read the statuses from the table.)
      const statusOf = async (vid: number) =>
        (await db().select().from(programmeVersions).where(eq(programmeVersions.id, vid)))[0]?.status
      expect(await statusOf(id)).toBe('published')
      expect(await statusOf(published?.id as number)).toBe('archived')
      expect(await publicName()).toBe('2026-2027')
      const [row] = await db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'programme-version'),
            eq(auditLog.entityId, String(id)),
            eq(auditLog.action, 'publish-due'),
          ),
        )
      expect(row?.actorPersonId).toBeNull()
    } finally {
      now = saved
    }
  })

  it('publishes at once when the publish date is today (Istanbul); a later publish supersedes a scheduled one', async () => {
    const { published, unit } = await programme('Makine')
    const cloneOf = async (publishDate: string) => {
      const cloneId = (await post(`${P}/Versiyon/Klonla`, { Id: published?.id as number })).json()
        .responseData as number
      const c = await detail(cloneId)
      const header = { Id: cloneId, Name: `v-${publishDate}`, ApplicableTermId: c.ApplicableTermId }
      expect(
        (
          await post(`${P}/Versiyon/Guncelle`, {
            ...header,
            Version: c.Version,
            PublishDate: publishDate,
            EffectiveDate: '2027-02-15',
          })
        ).statusCode,
      ).toBe(200)
      const v = (await detail(cloneId)).Version
      expect((await post(`${P}/Versiyon/Yayinla`, { Id: cloneId, Version: v })).statusCode).toBe(200)
      return cloneId
    }
    const later = await cloneOf('2027-01-10')
    expect((await detail(later)).Status).toBe('scheduled')
    // 21 November 2026 09:00 UTC is 21 November in Istanbul: publishing dated today is immediate.
    const today = await cloneOf('2026-11-21')
    expect((await detail(today)).Status).toBe('published')
    expect((await detail(later)).Status).toBe('archived')
    expect((await detail(published?.id as number)).Status).toBe('archived')
    const pub = (await get(`/api/Public/Rehber/Detay?programId=${unit.id}`, '')).json()
      .responseData as GuideDetail
    expect(pub.VersionName).toBe('v-2026-11-21')
  })

  it('of two concurrent edits with the same version exactly one wins (409 for the other)', async () => {
    const { draft } = await programme('İşletme')
    const d = await detail(draft?.id as number)
    const body = (n: number) => ({
      Id: d.Id,
      Version: d.Version,
      Outcomes: [{ Number: n, TextTr: `Çıktı ${n}`, TextEn: `Outcome ${n}` }],
    })
    const results = await Promise.all([
      post(`${P}/Yeterlilik/Kaydet`, body(1)),
      post(`${P}/Yeterlilik/Kaydet`, body(2)),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await detail(d.Id)).Outcomes).toHaveLength(1)
  })

  it('stores sanitised HTML: no script, event handler or javascript: URL survives', async () => {
    const { draft } = await programme('İşletme')
    const d = await detail(draft?.id as number)
    const evil =
      '<p>Merhaba <strong>dünya</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)" onclick="alert(4)">bağlantı</a><p style="color:red" onmouseover="x()">metin</p>' +
      '<svg><script>alert(5)</script></svg><iframe src="https://evil.example"></iframe><a href="https://example.org">ok</a>'
    const res = await post(`${P}/Bilgi/Kaydet`, {
      Id: d.Id,
      Version: d.Version,
      Sections: [
        { Kind: 'description', Order: 1, HtmlTr: evil, HtmlEn: '<p>Hello</p><SCRIPT SRC=//x.js></SCRIPT>' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const [section] = (await detail(d.Id)).Sections
    const stored = `${section?.HtmlTr}${section?.HtmlEn}`
    expect(stored).not.toMatch(
      /script|onerror|onclick|onmouseover|javascript:|<img|<iframe|<svg|style=|alert/i,
    )
    expect(section?.HtmlTr).toContain('<p>Merhaba <strong>dünya</strong></p>')
    expect(section?.HtmlTr).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">ok</a>',
    )
    expect(section?.HtmlEn).toBe('<p>Hello</p>')
  })

  it('keeps fees in integer minor units with exact totals, only for associate and bachelor programmes, audited', async () => {
    const { draft } = await programme('İşletme')
    const d = await detail(draft?.id as number)
    const termId = d.Fees[0]?.TermId as number
    const fee = {
      Id: d.Id,
      Version: d.Version,
      TermId: termId,
      Currency: 'USD',
      Fee1: 1_000_010,
      Fee2: 20,
      Fee3: 3,
      PrepFee1: 999_999_999,
      PrepFee2: 1,
      PrepFee3: 0,
    }
    expect((await post(`${P}/Ucret/Kaydet`, { ...fee, Fee1: 10.5 })).statusCode).toBe(400)
    expect((await post(`${P}/Ucret/Kaydet`, { ...fee, Fee2: -1 })).statusCode).toBe(400)
    expect((await post(`${P}/Ucret/Kaydet`, { ...fee, Currency: 'GBP' })).statusCode).toBe(400)
    expect((await post(`${P}/Ucret/Kaydet`, fee)).statusCode).toBe(200)
    const row = (await detail(d.Id)).Fees.find((f) => f.TermId === termId)
    expect(row).toMatchObject({
      Currency: 'USD',
      Fee1: 1_000_010,
      FeeTotal: 1_000_033,
      PrepFeeTotal: 1_000_000_000,
    })
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'programme-fee'), eq(auditLog.entityId, `${d.Id}:${termId}`)))
    expect(audit).toMatchObject({ action: 'update' })
    expect((audit?.after as { fee1: number } | undefined)?.fee1).toBe(1_000_010)
    // A master's programme takes no fees here.
    const master = await programme('İşletme', 'master')
    const clone = (await post(`${P}/Versiyon/Klonla`, { Id: master.published?.id as number })).json()
      .responseData as number
    const md = await detail(clone)
    expect(md.FeesApply).toBe(false)
    expect((await post(`${P}/Ucret/Kaydet`, { ...fee, Id: clone, Version: md.Version })).statusCode).toBe(422)
  })

  it('maps outcomes only to the level’s descriptors, contribution 0–5', async () => {
    const { draft } = await programme('İşletme')
    const d = await detail(draft?.id as number)
    const n = d.Outcomes[0]?.Number as number
    const own = d.Descriptors[0]?.Id as number
    const bad = await post(`${P}/Tyyc/Eslestir`, {
      Id: d.Id,
      Version: d.Version,
      Cells: [{ OutcomeNumber: n, DescriptorId: 1, Level: 3 }],
    })
    // Descriptor 1 is an associate-level one; İşletme is a bachelor programme.
    expect(bad.statusCode).toBe(422)
    expect(
      (
        await post(`${P}/Tyyc/Eslestir`, {
          Id: d.Id,
          Version: d.Version,
          Cells: [{ OutcomeNumber: n, DescriptorId: own, Level: 6 }],
        })
      ).statusCode,
    ).toBe(400)
    const okRes = await post(`${P}/Tyyc/Eslestir`, {
      Id: d.Id,
      Version: d.Version,
      Cells: [
        { OutcomeNumber: n, DescriptorId: own, Level: 5 },
        { OutcomeNumber: n, DescriptorId: d.Descriptors[1]?.Id as number, Level: 0 },
      ],
    })
    expect(okRes.statusCode).toBe(200)
    expect((await detail(d.Id)).Matrix).toEqual([{ OutcomeNumber: n, DescriptorId: own, Level: 5 }])
  })
})

describe(`public guide and preview on ${testEngine}`, () => {
  const guide = async (q: string, headers: Record<string, string> = {}) =>
    fx.call('GET', `/api/Public/Rehber/Liste?${q}`, undefined, undefined, headers)

  it('lists published programmes without sign-in; Turkish-aware search; sorts by score; ETag and Cache-Control', async () => {
    const res = await guide(`search=${encodeURIComponent('işletme')}&pageSize=200`)
    expect(res.statusCode).toBe(200)
    const data = res.json().responseData as Guide
    expect(data.items.length).toBeGreaterThan(0)
    expect(data.items.every((r) => r.Name.toLocaleLowerCase('tr').includes('işletme'))).toBe(true)
    const upper = (await guide(`search=${encodeURIComponent('İŞLETME')}&pageSize=200`)).json()
      .responseData as Guide
    expect(upper.items.map((r) => r.ProgrammeId)).toEqual(data.items.map((r) => r.ProgrammeId))
    // Issue 36: typed without Turkish letters or in capitals, it finds the same programmes.
    for (const typed of ['IŞLETME', 'isletme', 'ISLETME', 'Isletme']) {
      const same = (await guide(`search=${encodeURIComponent(typed)}&pageSize=200`)).json()
        .responseData as Guide
      expect(same.items.map((r) => r.ProgrammeId)).toEqual(data.items.map((r) => r.ProgrammeId))
    }
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    const again = await guide(`search=${encodeURIComponent('işletme')}&pageSize=200`, {
      'if-none-match': etag,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const sorted = (
      (await guide('sort=minScoreDesc&pageSize=200&level=bachelor')).json().responseData as Guide
    ).items
    const scores = sorted.map((r) => r.Admission?.MinScore ?? -1)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(sorted[0]?.Fee?.FeeTotal).toBeGreaterThan(0)
  })

  it('shows only published data; a draft only through a valid, unexpired preview link of that version', async () => {
    const { draft, unit, published } = await programme('İşletme')
    const id = draft?.id as number
    // Mark the draft so it is recognisable.
    const d = await detail(id)
    await post(`${P}/Versiyon/Guncelle`, {
      Id: id,
      Version: d.Version,
      Name: 'Taslak-Önizleme',
      ApplicableTermId: null,
      PublishDate: null,
      EffectiveDate: null,
    })
    const pub = await fx.call('GET', `/api/Public/Rehber/Detay?programId=${unit.id}`)
    expect(pub.statusCode).toBe(200)
    expect((pub.json().responseData as GuideDetail).VersionName).toBe(published?.name)
    const link = (await post(`${P}/Versiyon/Onizleme`, { Id: id })).json().responseData as {
      Url: string
      Token: string
    }
    expect(link.Url).toContain(`/public/preview/${unit.id}?token=`)
    const preview = await fx.call('GET', `/api/Public/Rehber/Detay?programId=${unit.id}&token=${link.Token}`)
    expect(preview.statusCode).toBe(200)
    expect((preview.json().responseData as GuideDetail).VersionName).toBe('Taslak-Önizleme')
    expect(preview.headers['cache-control']).toBe('private, no-store')
    // The token does not open another programme.
    const other = await programme('İktisat')
    expect(
      (await fx.call('GET', `/api/Public/Rehber/Detay?programId=${other.unit.id}&token=${link.Token}`))
        .statusCode,
    ).toBe(404)
    // A forged token (right claims, another key) and a tampered one are refused.
    const forged = await new SignJWT({ v: id, p: unit.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('unacs:programme-preview')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(64)))
    const forgedRes = await fx.call('GET', `/api/Public/Rehber/Detay?programId=${unit.id}&token=${forged}`)
    expect(forgedRes.statusCode).toBe(404)
    expect(forgedRes.json().message).toContain('Önizleme')
    expect(
      (
        await fx.call(
          'GET',
          `/api/Public/Rehber/Detay?programId=${unit.id}&token=${link.Token.slice(0, -2)}xx`,
        )
      ).statusCode,
    ).toBe(404)
    // The link expires after an hour.
    now = new Date(now.getTime() + 61 * 60 * 1000)
    expect(
      (await fx.call('GET', `/api/Public/Rehber/Detay?programId=${unit.id}&token=${link.Token}`)).statusCode,
    ).toBe(404)
    // Unknown programme and a programme without a published version answer 404.
    expect((await fx.call('GET', '/api/Public/Rehber/Detay?programId=999999')).statusCode).toBe(404)
    await db()
      .update(programmeVersions)
      .set({ status: 'archived' })
      .where(eq(programmeVersions.id, published?.id as number))
    expect((await fx.call('GET', `/api/Public/Rehber/Detay?programId=${unit.id}`)).statusCode).toBe(404)
    const listed = ((await guide('pageSize=200')).json().responseData as Guide).items
    expect(listed.some((r) => r.ProgrammeId === unit.id)).toBe(false)
  })
})
