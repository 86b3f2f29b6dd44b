/**
 * The certificate queue in the staff daily digest (issue 39 Notifications): requests still `requested` are
 * counted within the registrar's units (the student's programme under one of them); decided ones and
 * students outside the units are not.
 */
import { isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityFixture, type IdentityFixture } from '../../../test/identity/identity-fixture.ts'
import { testEngine } from '../../../test/test-db.ts'
import { students, units } from '../../db/schema/index.ts'
import { pendingCertificateCount } from './certificates.digest.ts'
import { certificateRequests } from './certificates.schema.ts'

let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(20)
})
afterAll(async () => {
  await fx?.close()
})

describe(`certificate digest count on ${testEngine}`, () => {
  it('counts pending requests within the units only', async () => {
    const db = fx.testDb.handle.db
    const [a, b] = await db
      .select({ id: students.id, programmeId: students.programmeId })
      .from(students)
      .limit(2)
    if (!a || !b) throw new Error('no students seeded')
    await db.delete(certificateRequests)
    const base = {
      kind: 'language_proficiency' as const,
      subject: 'English',
      purpose: 'x',
      language: 'en' as const,
    }
    await db.insert(certificateRequests).values([
      { ...base, studentId: a.id, requestedAt: new Date() },
      { ...base, studentId: b.id, requestedAt: new Date(), status: 'rejected' },
    ])
    expect(await pendingCertificateCount(db, [a.programmeId])).toBe(1)
    // Another programme's holder sees none of it (the rejected request is not counted either).
    if (b.programmeId !== a.programmeId) expect(await pendingCertificateCount(db, [b.programmeId])).toBe(0)
    // The university (root unit) holds every programme.
    const [root] = await db.select({ id: units.id }).from(units).where(isNull(units.parentId))
    expect(await pendingCertificateCount(db, [root?.id ?? 0])).toBe(1)
    expect(await pendingCertificateCount(db, [])).toBe(0)
  })
})
