/**
 * The registrar's digest queues of documents and departure (issue 39 Notifications): the counts equal the
 * waiting rows of the seeded university for the root unit, none for no unit, and only the programme's own for a
 * programme unit.
 */
import { isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { units } from '../src/db/schema/index.ts'
import { pendingDepartureCount } from '../src/features/departure/index.ts'
import { pendingDocumentCount } from '../src/features/documents/index.ts'
import { createIdentityFixture, type IdentityFixture } from './identity/identity-fixture.ts'
import { testEngine } from './test-db.ts'

let fx: IdentityFixture

beforeAll(async () => {
  fx = await createIdentityFixture(40)
})
afterAll(async () => {
  await fx?.close()
})

/** Rows of a count query. */
async function counted(query: ReturnType<typeof sql>): Promise<{ programme: number; n: number }[]> {
  const r = await fx.testDb.handle.db.execute<{ programme: number; n: number }>(query)
  return (r as unknown as { rows: { programme: number; n: number }[] }).rows.map((x) => ({
    programme: Number(x.programme),
    n: Number(x.n),
  }))
}

describe(`registrar digest counts on ${testEngine}`, () => {
  it.each([
    [
      'documents',
      pendingDocumentCount,
      sql`select s.programme_id as programme, count(*) as n from document_requests d join students s on s.id = d.student_id
          where d.status in ('requested', 'preparing') group by s.programme_id`,
    ],
    [
      'departure',
      pendingDepartureCount,
      sql`select s.programme_id as programme, count(*) as n from departure_requests d join students s on s.id = d.student_id
          where d.status = 'awaiting_registrar' group by s.programme_id`,
    ],
  ])('%s: the waiting rows within the units', async (_name, countOf, query) => {
    const db = fx.testDb.handle.db
    const rows = await counted(query)
    const total = rows.reduce((sum, r) => sum + r.n, 0)
    expect(total).toBeGreaterThan(0) // the seed has waiting rows in both queues
    const [root] = await db.select({ id: units.id }).from(units).where(isNull(units.parentId))
    expect(await countOf(db, [root?.id ?? 0])).toBe(total)
    expect(await countOf(db, [])).toBe(0)
    for (const r of rows) expect(await countOf(db, [r.programme])).toBe(r.n)
  })
})
