/**
 * Retention (issue 39 "Retention"): a run on seeded old rows deletes or anonymises them per rule, keeps the
 * recent ones (the privacy access log only past its legal period), records per-category counts, leaves the audit
 * chain verifiable, and a second run changes nothing more. Only the system
 * administrator sees the rules and runs them (audited).
 */
import { randomUUID } from 'node:crypto'
import type { RetentionOverview, RetentionRun } from '@unacs/contracts'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditRows } from '../../../test/audit-rows.ts'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { units } from '../../db/schema/index.ts'
import { anonymisedGuestEmail } from '../../identity/guest/guest.retention.ts'
import { guestOtps, guestProfiles, guests } from '../../identity/guest/guest.schema.ts'
import { sessions } from '../../identity/identity.schema.ts'
import { sealAuditLog } from '../../platform/audit/audit-seal.ts'
import { verifyAuditChain } from '../../platform/audit/audit-verify.ts'
import { storedFiles } from '../../platform/files/files.schema.ts'
import { backgroundJobs } from '../../platform/jobs/jobs.schema.ts'
import { mailOutbox } from '../../platform/mail/mail.schema.ts'
import { smsOutbox } from '../../platform/sms/sms.schema.ts'

let fx: IdentityFixture
let admin: string
let registrar: string

const OLD = new Date('2020-01-15T10:00:00Z')
const ids = {
  oldGuest: 0,
  newGuest: 0,
  oldApp: 0,
  newApp: 0,
  oldFile: 0,
  oldSession: '',
  oldJob: randomUUID(),
  newJob: randomUUID(),
}

const overview = async (token = admin) => {
  const res = await fx.call('GET', '/api/Retention/Overview/Get', token, undefined, {
    'accept-language': 'en',
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().responseData as RetentionOverview
}

/** Starts a run as the administrator and waits until it is recorded (at most 20 s). */
async function runNow(): Promise<RetentionRun> {
  const before = (await overview()).runs[0]?.id ?? 0
  const res = await fx.call('POST', '/api/Retention/Runs/Start', admin, {})
  expect(res.statusCode, res.body).toBe(200)
  const deadline = Date.now() + 20_000
  for (;;) {
    const o = await overview()
    const run = o.runs[0]
    if (run && run.id > before && run.state !== 'running' && !o.running) return run
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(o.runs[0])}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Rows of a raw query (other features' tables are read by SQL: a feature imports no other's internals). */
async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await fx.testDb.handle.db.execute(statement)
  return (result as unknown as { rows: T[] }).rows
}

/** An application row by id (snake-case columns). */
const applicationRow = (id: number) =>
  query<Record<string, unknown>>(
    sql`select guest_id, personal_info, resume, works, updated_at from applications where id = ${id}`,
  )

const countOf = (run: RetentionRun, category: string) => run.results.find((r) => r.category === category)

beforeAll(async () => {
  fx = await createIdentityFixture(20)
  admin = (await fx.signIn('sysadmin')).token
  registrar = (await fx.signIn('registrar')).token
  const db = fx.testDb.handle.db
  const student = await fx.personOf('student')
  // Guest applicants: one applied to a position closed in 2020, one to a position still open.
  const [faculty] = await db.select({ id: units.id }).from(units).limit(1)
  if (!faculty) throw new Error('no units seeded')
  const [closed, open] = await query<{ id: number }>(sql`insert into positions
      (cadre, faculty_id, department_id, start_date, end_date, description) values
      ('professor', ${faculty.id}, ${faculty.id}, '2019-12-01', '2020-01-31', 'closed'),
      ('professor', ${faculty.id}, ${faculty.id}, '2026-01-01', '2099-12-31', 'open') returning id`)
  const [g1, g2] = await db
    .insert(guests)
    .values([{ email: 'old.applicant@example.com' }, { email: 'new.applicant@example.com' }])
    .returning({ id: guests.id })
  if (!closed || !open || !g1 || !g2) throw new Error('seed failed')
  ids.oldGuest = g1.id
  ids.newGuest = g2.id
  const profile = {
    guestTypeId: 1,
    nationality: 'TR',
    birthDate: '1980-01-01',
    gender: 'female',
    phone: '5321234567',
  }
  await db.insert(guestProfiles).values([
    { guestId: g1.id, firstName: 'Ayşe', lastName: 'Eski', ...profile },
    { guestId: g2.id, firstName: 'Zeynep', lastName: 'Yeni', ...profile },
  ])
  const [a1, a2] = await query<{ id: number }>(sql`insert into applications
      (guest_id, position_id, personal_info, resume) values
      (${g1.id}, ${closed.id}, '{"firstName":"Ayşe"}'::jsonb, '{"cv":"x"}'::jsonb),
      (${g2.id}, ${open.id}, '{"firstName":"Zeynep"}'::jsonb, null) returning id`)
  if (!a1 || !a2) throw new Error('seed failed')
  ids.oldApp = a1.id
  ids.newApp = a2.id
  const [file] = await db
    .insert(storedFiles)
    .values({
      fileName: 'ayse-diploma.pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      sizeBytes: 4,
      sha256: 'a'.repeat(64),
      content: Buffer.from('%PDF'),
      ownerGuestId: g1.id,
    })
    .returning({ id: storedFiles.id })
  if (!file) throw new Error('seed failed')
  ids.oldFile = file.id
  await db.execute(
    sql`insert into application_files (application_id, file_id, purpose) values (${a1.id}, ${file.id}, 'diploma')`,
  )
  // One-time codes, outboxes, notifications, sessions and finished jobs: one old, one recent each.
  const soon = new Date(Date.now() + 300_000)
  await db.insert(guestOtps).values([
    { email: 'x@example.com', codeHash: 'old', expiresAt: OLD, createdAt: OLD },
    { email: 'x@example.com', codeHash: 'new', expiresAt: soon },
  ])
  await db.insert(mailOutbox).values([
    { to: 'old@example.com', subject: 'old', text: 'old', createdAt: OLD },
    { to: 'new@example.com', subject: 'new', text: 'new' },
  ])
  await db.insert(smsOutbox).values([
    { to: '+905321234567', text: 'old', createdAt: OLD },
    { to: '+905321234567', text: 'new' },
  ])
  await db.execute(sql`insert into notifications (person_id, kind, event_key, created_at) values
      (${student}, 'document.ready', ${`retention-test-old:${randomUUID()}`}, ${OLD.toISOString()}),
      (${student}, 'document.ready', ${`retention-test-new:${randomUUID()}`}, now())`)
  // Access records: one past the legal period (deleted), one recent (kept; the table's trigger would refuse it).
  const reader = await fx.personOf('registrar')
  await db.execute(sql`insert into privacy_access_log (at, reader_person_id, reader_role_id, subject_person_id, kind, target)
      values (${OLD.toISOString()}, ${reader}, 4, ${student}, 'student.record', 'retention-test-old'),
             (now(), ${reader}, 4, ${student}, 'student.record', 'retention-test-new')`)
  const old = await fx.signIn('student')
  ids.oldSession = old.sessionId
  await db.update(sessions).set({ expiresAt: OLD }).where(eq(sessions.id, old.sessionId))
  await db.insert(backgroundJobs).values([
    { id: ids.oldJob, kind: 'test.export', key: 'k', state: 'done', createdAt: OLD, finishedAt: OLD },
    {
      id: ids.newJob,
      kind: 'test.export',
      key: 'k',
      state: 'done',
      createdAt: new Date(OLD.getTime() + 1000),
      finishedAt: new Date(OLD.getTime() + 1000),
    },
  ])
})
afterAll(async () => {
  await fx?.close()
})

describe(`retention on ${testEngine}`, () => {
  it('lists the rules in the caller language with their periods and actions, for the administrator only', async () => {
    const o = await overview()
    expect(o.rules.map((r) => r.category)).toEqual([
      'guestApplicants',
      'oneTimeCodes',
      'outboxes',
      'sessions',
      'notifications',
      'accessLog',
      'exports',
    ])
    expect(o.rules[0]).toMatchObject({ months: 24, days: null, action: 'anonymise', wired: true })
    expect(o.rules[0]?.basis).toMatch(/Personal Data Protection Law/)
    expect(o.rules.find((r) => r.category === 'accessLog')).toMatchObject({ months: 24, wired: true })
    expect((await fx.call('GET', '/api/Retention/Overview/Get', registrar)).statusCode).toBe(403)
    expect((await fx.call('POST', '/api/Retention/Runs/Start', registrar, {})).statusCode).toBe(403)
  })

  it('deletes or anonymises old rows, keeps recent ones, records the counts and leaves the audit chain intact', async () => {
    const db = fx.testDb.handle.db
    const run = await runNow()
    expect(run).toMatchObject({
      trigger: 'operator',
      state: 'done',
      startedBy: await fx.personOf('sysadmin'),
    })
    expect(countOf(run, 'guestApplicants')).toMatchObject({ count: 1, error: null, skipped: false })
    expect(countOf(run, 'oneTimeCodes')?.count).toBeGreaterThanOrEqual(1)
    expect(countOf(run, 'outboxes')?.count).toBeGreaterThanOrEqual(2)
    expect(countOf(run, 'sessions')?.count).toBeGreaterThanOrEqual(1)
    expect(countOf(run, 'notifications')?.count).toBeGreaterThanOrEqual(1)
    expect(countOf(run, 'exports')?.count).toBeGreaterThanOrEqual(1)
    expect(countOf(run, 'accessLog')).toMatchObject({ count: 1, skipped: false })
    expect(run.results.every((r) => r.error === null)).toBe(true)

    // Guest applicant of the closed position: anonymised, ids and the file's hash kept.
    const [oldApp] = await applicationRow(ids.oldApp)
    expect(oldApp).toMatchObject({ personal_info: null, resume: null, works: null, guest_id: ids.oldGuest })
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, ids.oldFile))
    expect(file).toMatchObject({ fileName: 'anonymised', sha256: 'a'.repeat(64) })
    expect(file?.content.length).toBe(0)
    const people = await db
      .select()
      .from(guests)
      .where(inArray(guests.id, [ids.oldGuest, ids.newGuest]))
    expect(people.find((g) => g.id === ids.oldGuest)?.email).toBe(anonymisedGuestEmail(ids.oldGuest))
    expect(people.find((g) => g.id === ids.newGuest)?.email).toBe('new.applicant@example.com')
    const profiles = await db.select({ id: guestProfiles.guestId }).from(guestProfiles)
    expect(profiles.map((p) => p.id)).not.toContain(ids.oldGuest)
    expect(profiles.map((p) => p.id)).toContain(ids.newGuest)
    const [newApp] = await applicationRow(ids.newApp)
    expect(newApp?.personal_info).toEqual({ firstName: 'Zeynep' })

    // The other categories: old gone, recent kept.
    expect((await db.select().from(guestOtps)).map((o) => o.codeHash)).toEqual(['new'])
    expect((await db.select().from(mailOutbox)).map((m) => m.subject)).not.toContain('old')
    expect((await db.select().from(mailOutbox)).map((m) => m.subject)).toContain('new')
    expect((await db.select().from(smsOutbox)).map((m) => m.text)).toEqual(['new'])
    const left = await query<{ event_key: string }>(sql`select event_key from notifications`)
    expect(left.some((n) => n.event_key.startsWith('retention-test-old'))).toBe(false)
    expect(left.some((n) => n.event_key.startsWith('retention-test-new'))).toBe(true)
    expect(await db.select().from(sessions).where(eq(sessions.id, ids.oldSession))).toEqual([])
    const jobs = await db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, 'test.export'))
    expect(jobs.map((j) => j.id)).toEqual([ids.newJob])
    const access = await query<{ target: string }>(
      sql`select target from privacy_access_log where target like 'retention-test-%'`,
    )
    expect(access.map((a) => a.target)).toEqual(['retention-test-new'])

    // The operator's run is audited; the chain, sealed, verifies clean (audit rows are never changed).
    const audit = await auditRows(db, 'retention')
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'run', actorPersonId: await fx.personOf('sysadmin') })
    await sealAuditLog(db)
    expect((await verifyAuditChain(db)).ok).toBe(true)
  })

  it('changes nothing more when run again, and lists the runs newest first', async () => {
    const db = fx.testDb.handle.db
    const before = await applicationRow(ids.oldApp)
    const run = await runNow()
    expect(run.state).toBe('done')
    expect(countOf(run, 'guestApplicants')?.count).toBe(0)
    expect(countOf(run, 'exports')?.count).toBe(0)
    expect(await applicationRow(ids.oldApp)).toEqual(before)
    const o = await overview()
    expect(o.runs.length).toBeGreaterThanOrEqual(2)
    expect(o.runs[0]?.id).toBeGreaterThan(o.runs[1]?.id ?? 0)
    await sealAuditLog(db)
    expect((await verifyAuditChain(db)).ok).toBe(true)
  })
})
