/**
 * Academic applications end to end through the API (issue 9 "It is done when"): a guest cannot see another
 * guest's application or files; step order and the changing-information rule; each §5 limit; finalised
 * applications are immutable; a member cannot see a position they are not on; opinions and finishing;
 * positions and committees by authorised staff. Runs on PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { completeResume, completeWorks, PDF, PNG, personalInfo } from './applications.test-data.ts'

const G = '/api/Application/AkademikBasvurular'
const S = '/api/Application/AkademikBasvuruOzetlerForGuest'
const E = '/api/Application/Degerlendirme'
const K = '/api/Application/KadroIlanlari'
/** A business clock inside the seeded positions' window (2026-01-01 … 2031-12-31). */
const clock = () => new Date('2027-03-15T09:00:00Z')

let fx: IdentityFixture
let alice: string
let bob: string

const newIp = () => `fd00::${randomBytes(8).toString('hex').match(/.{4}/g)?.join(':')}`

/** Signs a new guest in through request-otp, the outbox and verify-otp; returns the guest token. */
async function guestSignIn(): Promise<string> {
  const email = `aday.${randomUUID().slice(0, 8)}@example.org`
  const post = (action: string, payload: object) =>
    fx.app.inject({
      method: 'POST',
      url: `/api/IdentityGuest/auth/${action}`,
      remoteAddress: newIp(),
      payload,
    })
  await post('request-otp', { email })
  const outbox = await fx.app.inject({ url: `/dev/outbox?to=${email}` })
  const code = /\b(\d{6})\b/.exec(outbox.json().responseData[0].text)?.[1] ?? ''
  return (await post('verify-otp', { email, code })).json().responseData
}

/** A guest call with the guest token and X-Is-Guest. */
function g(method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'tr') {
  return fx.call(method, url, token, payload, { 'x-is-guest': 'true', 'accept-language': lang })
}

/** Uploads `bytes` as a multipart file to application `id` for `purpose`. */
function upload(token: string, id: number, purpose: string, bytes: Buffer, name = 'belge.pdf') {
  const boundary = `----unacs${randomBytes(6).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return fx.app.inject({
    method: 'POST',
    url: `${G}/UploadFile?applicationId=${id}&purpose=${purpose}`,
    headers: {
      authorization: `Bearer ${token}`,
      'x-is-guest': 'true',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  })
}

/** Creates an application for `positionId` and saves every step up to `upTo` (2..5); returns its detail. */
async function prepare(token: string, positionId: number, upTo: number) {
  let d = (await g('POST', `${G}/Create`, token, { positionId })).json().responseData
  const target = () => ({ applicationId: d.id, version: d.version })
  const step = async (action: string, body: object) => {
    const res = await g('POST', `${G}/${action}`, token, { ...target(), ...body })
    expect(res.statusCode, res.body).toBe(200)
    d = res.json().responseData
  }
  if (upTo >= 2) await step('SavePersonalInfo', { personalInfo })
  if (upTo >= 3) {
    const cert = (await upload(token, d.id, 'certificate', PDF)).json().responseData.id
    const diploma = (await upload(token, d.id, 'diploma', PNG, 'diploma.png')).json().responseData.id
    await step('SaveResume', { resume: completeResume(cert, diploma) })
  }
  if (upTo >= 4) {
    const letter = (await upload(token, d.id, 'letter', PDF)).json().responseData.id
    await step('SaveWorks', { works: completeWorks(letter) })
  }
  if (upTo >= 5) await step('SaveDeclaration', { accepted: true })
  return d
}

beforeAll(async () => {
  fx = await createIdentityFixture(20, clock)
  alice = await guestSignIn()
  bob = await guestSignIn()
}, 120_000)

afterAll(async () => {
  await fx?.close()
})

describe(`academic applications on ${testEngine}`, () => {
  let finalised: { id: number; version: number; files: { id: number }[] }

  it('lists only open positions and refuses a closed one', async () => {
    const open = (await g('GET', `${G}/OpenPositions`, alice)).json().responseData
    expect(open.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 3])
    const closed = await g('POST', `${G}/Create`, alice, { positionId: 4 })
    expect(closed.statusCode).toBe(422)
  })

  it('keeps the step order and refuses a step submitted unchanged', async () => {
    const d = (await g('POST', `${G}/Create`, alice, { positionId: 1 })).json().responseData
    expect(d).toMatchObject({
      lastStep: 1,
      status: 'draft',
      applicationNo: expect.stringMatching(/^AB\d{6}$/),
    })
    const early = await g('POST', `${G}/SaveResume`, alice, {
      applicationId: d.id,
      version: d.version,
      resume: completeResume(1, 1),
    })
    expect(early.statusCode).toBe(422)
    expect(early.json().message).toBe('Önce önceki adımları tamamlayınız.')
    const again = await g('POST', `${G}/Create`, alice, { positionId: 1 })
    expect(again.statusCode).toBe(409)
    const saved = await g('POST', `${G}/SavePersonalInfo`, alice, {
      applicationId: d.id,
      version: d.version,
      personalInfo,
    })
    expect(saved.json().responseData.lastStep).toBe(2)
    const v = saved.json().responseData.version
    const same = await g(
      'POST',
      `${G}/SavePersonalInfo`,
      alice,
      { applicationId: d.id, version: v, personalInfo },
      'en',
    )
    expect(same.statusCode).toBe(422)
    expect(same.json().message).toBe('The form cannot be submitted unchanged.')
    const stale = await g('POST', `${G}/SavePersonalInfo`, alice, {
      applicationId: d.id,
      version: v - 1,
      personalInfo: { ...personalInfo, address: 'Başka bir adres No: 5 Konak İzmir' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().responseData).toMatchObject({ version: v })
  })

  it('validates the ORCID checksum and the §5 resume limits', async () => {
    const d = (await g('GET', `${G}/List`, alice)).json().responseData[0]
    const detail = (await g('GET', `${G}/Get?id=${d.id}`, alice)).json().responseData
    const target = { applicationId: detail.id, version: detail.version }
    const orcid = await g('POST', `${G}/SavePersonalInfo`, alice, {
      ...target,
      personalInfo: { ...personalInfo, orcid: '0000-0002-1825-0098' },
    })
    expect(orcid.statusCode).toBe(400)
    expect(orcid.json().responseData.errors[0]).toMatchObject({ field: 'personalInfo.orcid' })
    const cert = (await upload(alice, detail.id, 'certificate', PDF)).json().responseData.id
    const diploma = (await upload(alice, detail.id, 'diploma', PNG)).json().responseData.id
    const good = completeResume(cert, diploma)
    const cases: [string, object][] = [
      ['resume.research.0.text', { research: [{ title: 'Kısa', text: 'a'.repeat(499) }] }],
      ['resume.research.0.text', { research: [{ title: 'Uzun', text: 'a'.repeat(1501) }] }],
      ['resume.research', { research: [good.research[0], good.research[0]] }],
      ['resume.workExperience', { workExperience: [] }],
      [
        'resume.citations.scopus.hIndex',
        { citations: { ...good.citations, scopus: { citationCount: 3, hIndex: -1 } } },
      ],
      [
        'resume.citations.scopus.citationCount',
        { citations: { ...good.citations, scopus: { citationCount: 2.5, hIndex: 1 } } },
      ],
      ['resume.masters.0.thesisTopic', { masters: [{ ...good.masters[0], thesisTopic: '' }] }],
    ]
    for (const [field, patch] of cases) {
      const res = await g('POST', `${G}/SaveResume`, alice, { ...target, resume: { ...good, ...patch } })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().responseData.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    const research = await g('POST', `${G}/SaveResume`, alice, {
      ...target,
      resume: { ...good, research: [{ title: 'Kısa', text: 'a'.repeat(499) }] },
    })
    expect(research.json().message).toContain('500 ile 1500 karakter')
    const ok = await g('POST', `${G}/SaveResume`, alice, { ...target, resume: good })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().responseData.lastStep).toBe(3)
  })

  it('sniffs uploads and enforces the 5 MB limit, storing nothing on refusal', async () => {
    const d = (await g('GET', `${G}/List`, alice)).json().responseData[0]
    const before = (await fx.testDb.handle.db.select().from(storedFiles)).length
    const exe = await upload(alice, d.id, 'diploma', Buffer.from('MZ\x90\x00 not a document at all'), 'x.pdf')
    expect(exe.statusCode).toBe(400)
    expect(exe.json().message).toContain('pdf, jpg, png, doc, docx')
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])
    const large = await upload(alice, d.id, 'diploma', big)
    expect(large.statusCode).toBe(400)
    expect(large.json().message).toContain('5 MB')
    const purpose = await upload(alice, d.id, 'photo', PDF)
    expect(purpose.statusCode).toBe(400)
    expect((await fx.testDb.handle.db.select().from(storedFiles)).length).toBe(before)
    // A stored upload is audited (issue 15); refused ones are not.
    const stored = await upload(alice, d.id, 'diploma', PDF, 'diploma.pdf')
    expect(stored.statusCode).toBe(200)
    const fileId = stored.json().responseData.id
    const rows = await auditRows(fx.testDb.handle.db, 'application_file', fileId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      action: 'upload',
      actorPersonId: null,
      after: { applicationId: d.id, purpose: 'diploma', guestId: expect.any(Number) },
    })
  })

  it('requires the letter of intent as a file or text, and only this application’s files', async () => {
    const d = (await g('GET', `${G}/List`, alice)).json().responseData[0]
    const detail = (await g('GET', `${G}/Get?id=${d.id}`, alice)).json().responseData
    const target = { applicationId: detail.id, version: detail.version }
    const none = await g('POST', `${G}/SaveWorks`, alice, {
      ...target,
      works: { ...completeWorks(null), letterOfIntentText: '' },
    })
    expect(none.statusCode).toBe(400)
    const bobApp = await prepare(bob, 2, 2)
    const bobFile = (await upload(bob, bobApp.id, 'letter', PDF)).json().responseData.id
    const foreign = await g('POST', `${G}/SaveWorks`, alice, { ...target, works: completeWorks(bobFile) })
    expect(foreign.statusCode).toBe(422)
    const text = await g('POST', `${G}/SaveWorks`, alice, { ...target, works: completeWorks(null) })
    expect(text.statusCode, text.body).toBe(200)
  })

  it('finalises after the declaration and then refuses every change', async () => {
    const d = (await g('GET', `${G}/List`, alice)).json().responseData[0]
    let detail = (await g('GET', `${G}/Get?id=${d.id}`, alice)).json().responseData
    const early = await g('POST', `${G}/Finalise`, alice, { applicationId: d.id, version: detail.version })
    expect(early.statusCode).toBe(422)
    const declined = await g('POST', `${G}/SaveDeclaration`, alice, {
      applicationId: d.id,
      version: detail.version,
      accepted: false,
    })
    expect(declined.statusCode).toBe(400)
    detail = (
      await g('POST', `${G}/SaveDeclaration`, alice, {
        applicationId: d.id,
        version: detail.version,
        accepted: true,
      })
    ).json().responseData
    const done = await g(
      'POST',
      `${G}/Finalise`,
      alice,
      { applicationId: d.id, version: detail.version },
      'en',
    )
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().message).toContain('finalised')
    finalised = done.json().responseData
    expect(finalised).toMatchObject({ status: 'finalised', lastStep: 5 })
    const v = finalised.version
    for (const [action, body] of [
      ['SavePersonalInfo', { personalInfo: { ...personalInfo, address: 'Yeni adres sokak No: 1 İzmir' } }],
      ['SaveApplicationInfo', { positionId: 2, confirmWorksDeletion: true }],
      ['SaveDeclaration', { accepted: true }],
      ['Finalise', {}],
    ] as const) {
      const res = await g('POST', `${G}/${action}`, alice, { applicationId: d.id, version: v, ...body })
      expect(res.statusCode, action).toBe(422)
      expect(res.json().message).toBe('Kesinleştirilmiş başvuru değiştirilemez.')
    }
    expect((await upload(alice, d.id, 'diploma', PDF)).statusCode).toBe(422)
    const audit = await fx.testDb.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'academic_application'))
    expect(audit.some((a) => a.action === 'finalise' && a.entityId === String(d.id))).toBe(true)
  })

  it('shows the summary and files only to their guest', async () => {
    const id = finalised.id
    const summary = await g('GET', `${S}/Get?id=${id}`, alice)
    expect(summary.statusCode).toBe(200)
    expect(summary.json().responseData).toMatchObject({ status: 'finalised', evaluationStatus: 'pending' })
    expect(summary.json().responseData.email).toMatch(/@example\.org$/)
    const pdf = await g('GET', `${S}/Pdf?id=${id}`, alice)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    const fileId = finalised.files[0]?.id
    expect((await g('GET', `${G}/File?applicationId=${id}&fileId=${fileId}`, alice)).statusCode).toBe(200)
    for (const url of [
      `${G}/Get?id=${id}`,
      `${S}/Get?id=${id}`,
      `${S}/Pdf?id=${id}`,
      `${G}/File?applicationId=${id}&fileId=${fileId}`,
    ]) {
      expect((await g('GET', url, bob)).statusCode, url).toBe(404)
    }
    expect(
      (await g('GET', `${G}/List`, bob)).json().responseData.some((a: { id: number }) => a.id === id),
    ).toBe(false)
    const staff = await fx.signIn('registrar')
    expect(
      (await fx.call('GET', `${G}/List`, staff.token, undefined, { 'x-is-guest': 'true' })).statusCode,
    ).toBe(401)
    expect((await fx.call('GET', `${G}/List`, alice)).statusCode).toBe(401)
  })

  it('changing the application information deletes the works after confirmation, back to the resume', async () => {
    const d = await prepare(bob, 3, 5)
    expect(d.lastStep).toBe(5)
    const letterId = d.files.find((f: { purpose: string }) => f.purpose === 'letter').id
    const unconfirmed = await g('POST', `${G}/SaveApplicationInfo`, bob, {
      applicationId: d.id,
      version: d.version,
      positionId: 1,
    })
    expect(unconfirmed.statusCode).toBe(422)
    const same = await g('POST', `${G}/SaveApplicationInfo`, bob, {
      applicationId: d.id,
      version: d.version,
      positionId: 3,
      confirmWorksDeletion: true,
    })
    expect(same.statusCode).toBe(422)
    const taken = await g('POST', `${G}/SaveApplicationInfo`, bob, {
      applicationId: d.id,
      version: d.version,
      positionId: 2,
      confirmWorksDeletion: true,
    })
    expect(taken.statusCode).toBe(409)
    const changed = await g('POST', `${G}/SaveApplicationInfo`, bob, {
      applicationId: d.id,
      version: d.version,
      positionId: 1,
      confirmWorksDeletion: true,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().responseData).toMatchObject({
      positionId: 1,
      lastStep: 3,
      works: null,
      declarationAccepted: false,
    })
    expect(changed.json().responseData.resume).not.toBeNull()
    expect(
      await fx.testDb.handle.db.select().from(storedFiles).where(eq(storedFiles.id, letterId)),
    ).toHaveLength(0)
  })
})

describe(`committee evaluation on ${testEngine}`, () => {
  let chair: string
  let member: string
  let appId: number

  beforeAll(async () => {
    chair = (await fx.signIn('committee-chair', { activeRoleId: 8 })).token
    member = (await fx.signIn('committee-member', { activeRoleId: 9 })).token
    appId = (await g('GET', `${G}/List`, alice))
      .json()
      .responseData.find((a: { status: string }) => a.status === 'finalised').id
  })

  it('shows a member only the positions they are on', async () => {
    const mine = (await fx.call('GET', `${E}/Positions`, member)).json().responseData
    expect(mine.map((p: { id: number }) => p.id).sort()).toEqual([1, 2, 4])
    expect((await fx.call('GET', `${E}/Applications?positionId=3`, member)).statusCode).toBe(403)
    const list = (await fx.call('GET', `${E}/Applications?positionId=1`, member)).json().responseData
    expect(list.map((a: { applicationId: number }) => a.applicationId)).toEqual([appId])
    const instructor = (await fx.signIn('committee-member', { activeRoleId: 2 })).token
    expect((await fx.call('GET', `${E}/Positions`, instructor)).statusCode).toBe(403)
  })

  it('requires the declaration of no conflict before the summary and files', async () => {
    const before = await fx.call('GET', `${E}/Summary?applicationId=${appId}`, member)
    expect(before.statusCode).toBe(403)
    expect(
      (
        await fx.call('POST', `${E}/SendOpinion`, member, {
          applicationId: appId,
          status: 'positive',
          text: 'x'.repeat(120),
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (await fx.call('POST', `${E}/DeclareNoConflict`, member, { applicationId: appId })).statusCode,
    ).toBe(200)
    const summary = await fx.call('GET', `${E}/Summary?applicationId=${appId}`, member)
    expect(summary.statusCode).toBe(200)
    const fileId = summary.json().responseData.files[0].id
    expect(
      (await fx.call('GET', `${E}/File?applicationId=${appId}&fileId=${fileId}`, member)).statusCode,
    ).toBe(200)
  })

  it('takes opinions of at least 100 characters; the chair finishes when everyone has sent one', async () => {
    const short = await fx.call('POST', `${E}/SendOpinion`, member, {
      applicationId: appId,
      status: 'positive',
      text: 'k'.repeat(99),
    })
    expect(short.statusCode).toBe(400)
    const text =
      'Adayın yayınları kadronun gerektirdiği nitelikleri karşılamaktadır; araştırma planı özgün ve uygulanabilirdir.'
    expect(
      (await fx.call('POST', `${E}/SendOpinion`, member, { applicationId: appId, status: 'positive', text }))
        .statusCode,
    ).toBe(200)
    expect(
      (await fx.call('POST', `${E}/SendOpinion`, member, { applicationId: appId, status: 'negative', text }))
        .statusCode,
    ).toBe(422)
    expect((await fx.call('POST', `${E}/Finish`, member, { applicationId: appId })).statusCode).toBe(403)
    expect(
      (await fx.call('POST', `${E}/DeclareNoConflict`, chair, { applicationId: appId })).statusCode,
    ).toBe(200)
    expect((await fx.call('POST', `${E}/Finish`, chair, { applicationId: appId })).statusCode).toBe(422)
    const memberView = (await fx.call('GET', `${E}/Detail?applicationId=${appId}`, member)).json()
      .responseData
    expect(memberView).toMatchObject({ evaluationStatus: 'opinionSent', canFinish: false })
    // The chair has not sent hers: her status is still pending although the member's opinion is in (issue 24).
    const chairBefore = (await fx.call('GET', `${E}/Detail?applicationId=${appId}`, chair)).json()
      .responseData
    expect(chairBefore).toMatchObject({ evaluationStatus: 'pending', canFinish: false })
    expect(
      (await fx.call('POST', `${E}/SendOpinion`, chair, { applicationId: appId, status: 'positive', text }))
        .statusCode,
    ).toBe(200)
    const chairView = (await fx.call('GET', `${E}/Detail?applicationId=${appId}`, chair)).json().responseData
    expect(chairView).toMatchObject({ canFinish: true, myRole: 'chair' })
    expect(chairView.opinions).toHaveLength(2)
    expect((await fx.call('POST', `${E}/Finish`, chair, { applicationId: appId })).statusCode).toBe(200)
    expect((await fx.call('POST', `${E}/Finish`, chair, { applicationId: appId })).statusCode).toBe(422)
    expect((await g('GET', `${S}/Get?id=${appId}`, alice)).json().responseData.evaluationStatus).toBe(
      'finished',
    )
  })
})

describe(`positions and committees on ${testEngine}`, () => {
  it('lets human resources open a position and assign role holders only; others are refused', async () => {
    const hr = (await fx.signIn('human-resources', { activeRoleId: 10 })).token
    const faculties = (await fx.call('GET', `${K}/Faculties`, hr)).json().responseData
    const muh = faculties.find((f: { departments: unknown[] }) => f.departments.length > 0)
    const body = {
      cadre: 'professor',
      facultyId: muh.id,
      departmentId: muh.departments[0].id,
      startDate: '2027-03-01',
      endDate: '2027-04-30',
      description: 'Profesör kadrosu; adayların alanında uluslararası yayınları bulunmalıdır.',
    }
    const wrongDept = await fx.call('POST', `${K}/Save`, hr, { ...body, departmentId: muh.id })
    expect(wrongDept.statusCode).toBe(422)
    const created = (await fx.call('POST', `${K}/Save`, hr, body)).json().responseData
    expect(created).toMatchObject({ cadre: 'professor', isOpen: true, committee: [] })
    const notHolder = await fx.call('POST', `${K}/AssignCommittee`, hr, {
      positionId: created.id,
      version: created.version,
      chairRegistryNo: 'P10010',
      memberRegistryNos: ['P10009'],
    })
    expect(notHolder.statusCode).toBe(422)
    const assigned = await fx.call('POST', `${K}/AssignCommittee`, hr, {
      positionId: created.id,
      version: created.version,
      chairRegistryNo: 'P10009',
      memberRegistryNos: ['P10010'],
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().responseData.committee.map((c: { role: string }) => c.role)).toEqual([
      'chair',
      'member',
    ])
    const stale = await fx.call('POST', `${K}/Save`, hr, {
      ...body,
      id: created.id,
      version: created.version,
    })
    expect(stale.statusCode).toBe(409)
    const locked = await fx.call('POST', `${K}/AssignCommittee`, hr, {
      positionId: 1,
      version: 0,
      chairRegistryNo: 'P10009',
      memberRegistryNos: ['P10010'],
    })
    expect(locked.statusCode).toBe(422)
    const registrar = (await fx.signIn('registrar', { activeRoleId: 4 })).token
    expect((await fx.call('GET', `${K}/List`, registrar)).statusCode).toBe(403)
    expect((await fx.call('POST', `${K}/Save`, registrar, body)).statusCode).toBe(403)
  })

  it('limits authorised personnel to the units of their role', async () => {
    const ap = (await fx.signIn('multi-role', { activeRoleId: 16 })).token
    const faculties = (await fx.call('GET', `${K}/Faculties`, ap)).json().responseData
    expect(faculties.map((f: { name: string }) => f.name)).toEqual(['Mühendislik Fakültesi'])
    const list = (await fx.call('GET', `${K}/List`, ap)).json().responseData
    expect(list.every((p: { facultyName: string }) => p.facultyName === 'Mühendislik Fakültesi')).toBe(true)
    // Outside the caller's units: 404, as for a stranger's record (issue 33 §2, the platform's unit scope).
    expect((await fx.call('GET', `${K}/Get?id=3`, ap)).statusCode).toBe(404)
  })
})
