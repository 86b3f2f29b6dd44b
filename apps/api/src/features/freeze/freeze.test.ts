/**
 * Registration freeze and completion (issue 16; spec §1, §3, §5) through the real app on the engine under
 * test: the counters' limits (kind allowance and maximum, refused with the numbers), authorisation (a student
 * sees only own requests; other roles 403; the student centre reads but cannot decide), two approvers at
 * once (one wins, the other 409, counters change once), withdraw rules, document type sniffing, the student's
 * status for the current term, and registration completion revoking the session.
 */
import { randomBytes } from 'node:crypto'
import { ZFreezeRequest } from '@unacs/contracts'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students } from '../../db/schema/index.ts'
import { auditLog } from '../../platform/audit/audit.schema.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { freezeCounters, freezeRequests, registrationCompletions } from './freeze.schema.ts'
import { nextTermCode, openTermCodes } from './freeze.terms.ts'

const start = new Date('2026-11-21T09:00:00Z')
let now = start
let fx: IdentityFixture
let can: string
let ayse: string
let registrar: string
let centre: string
let instructor: string
let canId: number

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
)
const EXPLANATION = 'Ameliyat sonrası tedavim sürdüğü için bu dönem derslere devam edemeyeceğim.'

function multipart(fields: Record<string, string>, file: { name: string; bytes: Uint8Array } | null) {
  const boundary = `----unacs${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  )
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const get = (url: string, token: string, lang = 'tr') =>
  fx.call('GET', url, token, undefined, { 'accept-language': lang })
const post = (url: string, token: string, body: object, lang = 'tr') =>
  fx.call('POST', url, token, body, { 'accept-language': lang })
const create = (
  token: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Uint8Array } | null = { name: 'rapor.pdf', bytes: PDF },
  lang = 'tr',
) => {
  const m = multipart(fields, file)
  return fx.app.inject({
    method: 'POST',
    url: '/api/Freeze/Student/Create',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
  })
}
const db = () => fx.testDb.handle.db
const fileCount = async () => (await db().select({ id: storedFiles.id }).from(storedFiles)).length
const requestOf = async (id: number) =>
  (await db().select().from(freezeRequests).where(eq(freezeRequests.id, id)))[0]
const countersOfCan = async () =>
  (await db().select().from(freezeCounters).where(eq(freezeCounters.studentId, canId)))[0]

beforeAll(async () => {
  fx = await createIdentityFixture(40, () => now)
  can = (await fx.signIn('student')).token
  ayse = (await fx.signIn('student-double')).token
  registrar = (await fx.signIn('registrar')).token
  centre = (await fx.signIn('student-centre')).token
  instructor = (await fx.signIn('instructor-advisor')).token
  const [row] = await db().select().from(students).where(eq(students.studentNo, '2025104001'))
  canId = row?.id ?? 0
})
afterAll(async () => {
  await fx?.close()
})

describe('open terms', () => {
  it('are the current fall or spring term while not over, then the coming ones', () => {
    expect(nextTermCode('2026-2027-G')).toBe('2026-2027-B')
    expect(nextTermCode('2026-2027-B')).toBe('2027-2028-G')
    expect(nextTermCode('2025-2026-Y')).toBe('2026-2027-G')
    expect(openTermCodes({ code: '2026-2027-G', endsOn: '2027-01-15' }, '2026-11-21')).toEqual([
      '2026-2027-G',
      '2026-2027-B',
      '2027-2028-G',
      '2027-2028-B',
    ])
    expect(openTermCodes({ code: '2026-2027-G', endsOn: '2027-01-15' }, '2027-01-16')[0]).toBe('2026-2027-B')
    expect(openTermCodes(null, '2026-11-21')).toEqual([])
  })
})

describe(`registration freeze on ${testEngine}`, () => {
  it('shows the student the default counters and the open terms', async () => {
    const res = await get('/api/Freeze/Student/Overview', can)
    expect(res.statusCode).toBe(200)
    expect(res.json().responseData).toMatchObject({
      StudentNo: '2025104001',
      StudentStatus: 'active',
      Counters: {
        UnconditionalLimit: 2,
        UnconditionalUsed: 0,
        ConditionalLimit: 4,
        ConditionalUsed: 0,
        MaximumTerms: 4,
        PendingTerms: 0,
      },
      FrozenTerms: [],
      OpenTerms: [
        { Code: '2026-2027-G', Name: '2026-2027 Güz Dönemi' },
        { Code: '2026-2027-B', Name: '2026-2027 Bahar Dönemi' },
        { Code: '2027-2028-G', Name: '2027-2028 Güz Dönemi' },
        { Code: '2027-2028-B', Name: '2027-2028 Bahar Dönemi' },
      ],
    })
  })

  it('sniffs the document: text named .pdf, a GIF or no file is refused and nothing is stored', async () => {
    const files = await fileCount()
    const fields = { Reason: 'health', Terms: '2026-2027-B', Explanation: EXPLANATION }
    const fake = await create(can, fields, { name: 'rapor.pdf', bytes: Buffer.from('plain text, not a pdf') })
    expect(fake.statusCode).toBe(400)
    expect(fake.json().message).toBe('Dosya türü uygun değil. İzin verilen türler: pdf, jpg, png.')
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
    const gifRes = await create(can, fields, { name: 'foto.png', bytes: gif }, 'en')
    expect(gifRes.statusCode).toBe(400)
    expect(gifRes.json().message).toBe('The file type is not suitable. Allowed types: pdf, jpg, png.')
    const none = await create(can, fields, null)
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('Lütfen bir dosya seçin.')
    expect(await fileCount()).toBe(files)
    expect((await get('/api/Freeze/Student/List', can)).json().responseData).toEqual([])
  })

  it('requires an explanation and valid terms (localised 400)', async () => {
    const short = await create(
      can,
      { Reason: 'health', Terms: '2026-2027-B', Explanation: 'kısa' },
      undefined,
      'en',
    )
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('An explanation is required (at least 20, at most 1000 characters).')
    const noTerms = await create(can, { Reason: 'health', Terms: '', Explanation: EXPLANATION })
    expect(noTerms.statusCode).toBe(400)
    expect(noTerms.json().message).toBe('En az bir, en fazla dört dönem seçilmelidir.')
    const nul = await create(can, {
      Reason: 'health',
      Terms: '2026-2027-B',
      Explanation: `${EXPLANATION}\u0000`,
    })
    expect(nul.statusCode).toBe(400)
    const past = await create(can, { Reason: 'health', Terms: '2025-2026-B', Explanation: EXPLANATION })
    expect(past.statusCode).toBe(422)
    expect(past.json().message).toBe(
      'Seçilen dönem (2025-2026 Bahar Dönemi) için kayıt dondurma talep edilemez.',
    )
  })

  let first: number
  it('creates a request with a PNG document, audited; the student sees it pending with the approval end date', async () => {
    const res = await create(
      can,
      { Reason: 'financial', Terms: '2026-2027-B,2027-2028-G', Explanation: EXPLANATION },
      { name: 'dekont.png', bytes: PNG },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Kayıt dondurma talebiniz alındı.')
    first = res.json().responseData
    const mine = (await get('/api/Freeze/Student/List', can, 'en')).json().responseData
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({
      Id: first,
      Status: 'pending',
      Reason: 'financial',
      ApprovalEndDate: '2026-12-06',
      FileName: 'dekont.png',
      Terms: [
        { Code: '2026-2027-B', Name: '2026-2027 Spring Term' },
        { Code: '2027-2028-G', Name: '2027-2028 Fall Term' },
      ],
    })
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'freeze_request'), eq(auditLog.entityId, String(first))))
    expect(audits.map((a) => a.action)).toEqual(['create'])
  })

  it('refuses a term already requested and a request past the unconditional allowance, with the numbers', async () => {
    const taken = await create(can, { Reason: 'health', Terms: '2026-2027-B', Explanation: EXPLANATION })
    expect(taken.statusCode).toBe(422)
    expect(taken.json().message).toContain('2026-2027 Bahar Dönemi')
    const over = await create(can, { Reason: 'family', Terms: '2027-2028-B', Explanation: EXPLANATION })
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toBe(
      'Talep reddedildi: koşulsuz kayıt dondurma hakkı 2 dönemdir; 0 dönem kullanılmış, 2 dönem onay bekliyor.',
    )
  })

  it('refuses a request past the maximum, with the numbers', async () => {
    await db().update(freezeCounters).set({ conditionalUsed: 2 }).where(eq(freezeCounters.studentId, canId))
    const over = await create(
      can,
      { Reason: 'military', Terms: '2026-2027-G,2027-2028-B', Explanation: EXPLANATION },
      undefined,
      'en',
    )
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toBe(
      'Request refused: at most 4 terms can be frozen; 2 terms are used and 2 are awaiting approval.',
    )
    await db().update(freezeCounters).set({ conditionalUsed: 0 }).where(eq(freezeCounters.studentId, canId))
  })

  it('lets only the student see and withdraw own requests', async () => {
    expect((await get('/api/Freeze/Student/List', ayse)).json().responseData).toEqual([])
    const foreign = await post('/api/Freeze/Student/Withdraw', ayse, { Id: first })
    expect(foreign.statusCode).toBe(404)
    expect((await get(`/api/Freeze/File?id=${first}`, ayse)).statusCode).toBe(403)
    const own = await get(`/api/Freeze/File?id=${first}`, can)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/png')
    for (const url of ['/api/Freeze/Admin/List', `/api/Freeze/Admin/Student?id=${canId}`]) {
      expect((await get(url, can)).statusCode).toBe(403)
      expect((await get(url, instructor)).statusCode).toBe(403)
    }
    expect((await get('/api/Freeze/Student/Overview', registrar)).statusCode).toBe(403)
    // A freeze document is a health record (issue 33 §2): a role that may not read it gets 404, as for a stranger's.
    expect((await get(`/api/Freeze/File?id=${first}`, instructor)).statusCode).toBe(404)
    expect((await get(`/api/Freeze/File?id=${first}`, registrar)).statusCode).toBe(200)
  })

  it('lists the queue with filters and paging; the student centre reads but may not decide', async () => {
    const all = (await get('/api/Freeze/Admin/List?pageSize=5', registrar)).json().responseData
    expect(all.CanDecide).toBe(true)
    expect(all.total).toBeGreaterThanOrEqual(9)
    expect(all.items).toHaveLength(5)
    const pending = (await get('/api/Freeze/Admin/List?status=pending&search=2025104001', centre)).json()
      .responseData
    expect(pending.CanDecide).toBe(false)
    expect(pending.items.map((r: { Id: number }) => r.Id)).toEqual([first])
    const rejected = (await get('/api/Freeze/Admin/List?status=rejected&pageSize=100', registrar)).json()
      .responseData
    expect(rejected.items.every((r: { Status: string }) => r.Status === 'rejected')).toBe(true)
    const bad = await get('/api/Freeze/Admin/List?status=maybe', registrar, 'en')
    expect(bad.statusCode).toBe(400)
    const version = (await requestOf(first))?.version ?? 0
    const denied = await post('/api/Freeze/Admin/Process', centre, {
      Id: first,
      Version: version,
      Approve: true,
      Answer: 'Uygundur.',
    })
    expect(denied.statusCode).toBe(403)
    expect((await requestOf(first))?.status).toBe('pending')
  })

  it('withdraws a pending request once; a second withdraw is 409', async () => {
    const res = await create(can, { Reason: 'health', Terms: '2027-2028-B', Explanation: EXPLANATION })
    const id = res.json().responseData
    expect((await post('/api/Freeze/Student/Withdraw', can, { Id: id })).statusCode).toBe(200)
    const again = await post('/api/Freeze/Student/Withdraw', can, { Id: id })
    expect(again.statusCode).toBe(409)
    expect((await requestOf(id))?.status).toBe('withdrawn')
    // The withdrawn term is open again.
    const open = (await get('/api/Freeze/Student/Overview', can)).json().responseData.OpenTerms
    expect(open.map((t: { Code: string }) => t.Code)).toContain('2027-2028-B')
  })

  it('two approvers at once: one approval, the other 409; counters and audit change once', async () => {
    const second = (await fx.signIn('multi-role', { activeRoleId: 4 })).token
    const version = (await requestOf(first))?.version ?? 0
    const body = { Id: first, Version: version, Approve: true, Answer: 'Belgeler uygun bulundu.' }
    const results = await Promise.all([
      post('/api/Freeze/Admin/Process', registrar, body),
      post('/api/Freeze/Admin/Process', second, body),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await requestOf(first))?.status).toBe('approved')
    // The loser's 409 (shared request queue, issue 36) says what happened and carries the request as the
    // queue shows it: the public row, never the database's (no processedByPersonId, fileId, …).
    const lost = results.find((r) => r.statusCode === 409)?.json()
    expect(lost.message).toMatch(/onaylandı/i)
    expect(lost.responseData).toMatchObject({ Id: first, Status: 'approved', Answer: body.Answer })
    expect(Object.keys(lost.responseData).sort()).toEqual(Object.keys(ZFreezeRequest.shape).sort())
    expect(await countersOfCan()).toMatchObject({ unconditionalUsed: 2, conditionalUsed: 0 })
    const approvals = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'freeze_request'), eq(auditLog.entityId, String(first))))
    expect(approvals.filter((a) => a.action === 'approve')).toHaveLength(1)
    // A double-click after the decision is 409 too, and withdrawing an approved request is refused.
    expect((await post('/api/Freeze/Admin/Process', registrar, body)).statusCode).toBe(409)
    expect((await post('/api/Freeze/Student/Withdraw', can, { Id: first })).statusCode).toBe(409)
    const overview = (await get('/api/Freeze/Student/Overview', can)).json().responseData
    expect(overview.FrozenTerms.map((t: { Code: string }) => t.Code)).toEqual(['2026-2027-B', '2027-2028-G'])
    expect(overview.StudentStatus).toBe('active')
  })

  it('approving the current term sets the studentship frozen (audited); rejection needs a reason', async () => {
    const id = (
      await create(can, { Reason: 'health', Terms: '2026-2027-G', Explanation: EXPLANATION })
    ).json().responseData
    const version = (await requestOf(id))?.version ?? 0
    const noReason = await post(
      '/api/Freeze/Admin/Process',
      registrar,
      { Id: id, Version: version, Approve: false, Answer: '' },
      'en',
    )
    expect(noReason.statusCode).toBe(400)
    const stale = await post('/api/Freeze/Admin/Process', registrar, {
      Id: id,
      Version: version + 5,
      Approve: true,
      Answer: 'Rapor uygun.',
    })
    expect(stale.statusCode).toBe(409)
    // Still pending, only the version moved: "changed meanwhile", with the current row (its version).
    expect(stale.json().message).toBe(
      'Talep başka bir kullanıcı tarafından değiştirildi. Güncel hali gösterildi.',
    )
    expect(stale.json().responseData).toMatchObject({ Id: id, Status: 'pending', Version: version })
    const ok = await post('/api/Freeze/Admin/Process', registrar, {
      Id: id,
      Version: version,
      Approve: true,
      Answer: 'Rapor uygun.',
    })
    expect(ok.statusCode).toBe(200)
    const [st] = await db().select().from(students).where(eq(students.id, canId))
    expect(st?.status).toBe('frozen')
    const statusAudit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'student'), eq(auditLog.entityId, String(canId))))
    expect(statusAudit[0]).toMatchObject({
      action: 'status',
      after: { status: 'frozen', term: '2026-2027-G' },
    })
    const detail = (await get(`/api/Freeze/Admin/Student?id=${canId}`, centre)).json().responseData
    expect(detail).toMatchObject({
      StudentStatus: 'frozen',
      Counters: { UnconditionalUsed: 2, ConditionalUsed: 1 },
    })
    expect(detail.History.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a decision after the approval end date (422), changing nothing', async () => {
    const id = (
      await create(can, { Reason: 'health', Terms: '2027-2028-B', Explanation: EXPLANATION })
    ).json().responseData
    const version = (await requestOf(id))?.version ?? 0
    now = new Date('2026-12-30T09:00:00Z')
    try {
      const later = (await fx.signIn('registrar')).token
      const late = await post('/api/Freeze/Admin/Process', later, {
        Id: id,
        Version: version,
        Approve: true,
        Answer: 'Rapor uygun.',
      })
      expect(late.statusCode).toBe(422)
      expect((await requestOf(id))?.status).toBe('pending')
    } finally {
      now = start
    }
  })
})

/** The component names in the caller's menu tree (flattened). */
async function menuComponents(token: string): Promise<string[]> {
  type Entry = { component: string | null; children: Entry[] }
  const res = await get('/api/Menu/GetUnacsMenuListByRoleId', token)
  expect(res.statusCode).toBe(200)
  const names: string[] = []
  const walk = (entries: Entry[]) => {
    for (const e of entries) {
      if (e.component) names.push(e.component)
      walk(e.children)
    }
  }
  walk(res.json().responseData as Entry[])
  return names
}

describe(`registration completion on ${testEngine}`, () => {
  it('shows the new student what to complete, then completes once and revokes the session', async () => {
    const first = await fx.signIn('student-new')
    // Only a student who still has to complete sees the page in the menu.
    expect(await menuComponents(first.token)).toContain('RegistrationCompletion')
    const status = await get('/api/Freeze/Completion/Status', first.token)
    expect(status.statusCode).toBe(200)
    expect(status.json().responseData).toMatchObject({
      Required: true,
      Completed: false,
      StudentNo: '2026101901',
      FullName: 'Deniz Aksu',
    })
    expect(status.json().responseData.Documents).toHaveLength(4)
    const bad = await post('/api/Freeze/Completion/Complete', first.token, {
      Email: 'deniz@example.com',
      MobilePhone: '05321234567',
      Address: 'Atatürk Cad. No 1, Bursa',
      DeclarationAccepted: false,
    })
    expect(bad.statusCode).toBe(400)
    const body = {
      Email: 'deniz.aksu@example.com',
      MobilePhone: '05321234567',
      Address: 'Atatürk Cad. No 1, Nilüfer, Bursa',
      DeclarationAccepted: true,
    }
    const done = await post('/api/Freeze/Completion/Complete', first.token, body, 'en')
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toContain('signed out')
    // The old token is refused at once.
    expect((await get('/api/Freeze/Completion/Status', first.token)).statusCode).toBe(401)
    const [row] = await db()
      .select()
      .from(registrationCompletions)
      .where(
        eq(
          registrationCompletions.studentId,
          (await db().select().from(students).where(eq(students.studentNo, '2026101901')))[0]?.id ?? 0,
        ),
      )
    expect(row).toMatchObject({ declarationAccepted: true, mobilePhone: '05321234567' })
    const audits = await db().select().from(auditLog).where(eq(auditLog.entity, 'registration_completion'))
    expect(audits).toHaveLength(1)
    // The next sign-in: nothing to complete; completing again is 409.
    const next = await fx.signIn('student-new')
    expect((await get('/api/Freeze/Completion/Status', next.token)).json().responseData).toMatchObject({
      Required: false,
      Completed: true,
    })
    expect((await post('/api/Freeze/Completion/Complete', next.token, body)).statusCode).toBe(409)
    const after = await menuComponents(next.token)
    expect(after).not.toContain('RegistrationCompletion')
    expect(after).toContain('RegistrationFreeze')
  })

  it('is not required of other students (nor in their menu), and staff get 403', async () => {
    expect((await get('/api/Freeze/Completion/Status', ayse)).json().responseData.Required).toBe(false)
    const menu = await menuComponents(ayse)
    expect(menu).toContain('RegistrationFreeze')
    expect(menu).not.toContain('RegistrationCompletion')
    const none = await post('/api/Freeze/Completion/Complete', ayse, {
      Email: 'ayse@example.com',
      MobilePhone: '05321234567',
      Address: 'Bağdat Cad. No 5, İstanbul',
      DeclarationAccepted: true,
    })
    expect(none.statusCode).toBe(422)
    expect((await get('/api/Freeze/Completion/Status', registrar)).statusCode).toBe(403)
  })
})
