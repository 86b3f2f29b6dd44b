/**
 * Migrations from an empty database on the engine under test (issue "Foundation" §3): every core table
 * exists afterwards, and applying them again changes nothing.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isEmpty, migrateDatabase } from '../src/db/client.ts'
import { createTestDatabase, type TestDatabase, testEngine } from './test-db.ts'

const coreTables = [
  'academic_terms',
  'audit_log',
  'courses',
  'menu_entries',
  'persons',
  'role_assignments',
  'roles',
  'section_instructors',
  'sections',
  'staff_members',
  'students',
  'units',
]

let testDb: TestDatabase
beforeAll(async () => {
  // Migrated here from nothing, not from the tests' template; migrating is the owner's work (issue 15).
  testDb = await createTestDatabase({ role: 'owner', fromTemplate: false })
})
afterAll(async () => {
  await testDb?.dispose()
})

async function tableNames(): Promise<string[]> {
  const result = await testDb.handle.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)
}

describe(`migrations on ${testEngine}`, () => {
  it('create every core table in an empty database', async () => {
    const names = await tableNames()
    for (const table of coreTables) expect(names).toContain(table)
    expect(await isEmpty(testDb.handle.db)).toBe(true)
  })

  it('are idempotent: a second run applies nothing and keeps the tables', async () => {
    const before = await tableNames()
    await migrateDatabase(testDb.handle)
    expect(await tableNames()).toEqual(before)
    const applied = await testDb.handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    const rows = (applied as unknown as { rows: { n: number }[] }).rows
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1)
  })

  it('enforce the section quota invariants at the database level', async () => {
    // capacity >= quota and 0 <= registered <= quota are checked constraints, so no code path can overbook.
    const result = await testDb.handle.db.execute<{ conname: string }>(
      sql`select conname from pg_constraint where conrelid = 'sections'::regclass and contype = 'c' order by conname`,
    )
    const names = (result as unknown as { rows: { conname: string }[] }).rows.map((r) => r.conname)
    expect(names).toEqual([
      'sections_basket_nonnegative',
      'sections_capacity_covers_quota',
      'sections_registered_within_quota',
    ])
  })
})
