/**
 * The platform's Turkish search and ordering rule (platform/text/turkish-fold.ts; issue 36 "Turkish search
 * and sorting, everywhere"): the JavaScript fold and the SQL fold agree, a search finds the same names
 * whatever the case and Turkish letters typed, and names order in the Turkish alphabet on the database
 * (PGlite and PostgreSQL, the engine under test) exactly as in JavaScript and as ICU's Turkish collation.
 */
import { readFileSync } from 'node:fs'
import { type SQL, sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { persons } from '../../src/db/schema/index.ts'
import {
  compareTurkish,
  foldedContains,
  foldSql,
  foldTurkish,
  orderByTurkish,
  turkishSortKey,
} from '../../src/platform/text/turkish-fold.ts'
import { createTestDatabase, type TestDatabase, testEngine } from '../test-db.ts'

let testDb: TestDatabase

beforeAll(async () => {
  testDb = await createTestDatabase()
}, 300_000)
afterAll(async () => {
  await testDb?.dispose()
})

const NAMES = [
  'Yılmaz',
  'Çelik',
  'Can',
  'Özkan',
  'Kılıç',
  'İktisadi',
  'Işık',
  'Irmak',
  'ibrahim',
  'Hukuk',
  'Şen',
  'Sarı',
  'Çakır',
  'Cömert',
  'Ümit',
  'Uysal',
  'Ğ',
  'Gül',
  'Demir',
  'Öztürk',
  'Oral',
  'ŞAHİN',
  'Şahin',
  'Zeki',
  'Can Ali',
  'Canan',
  'İşletme',
]

/** The rows of `names` (a VALUES list) filtered by `where` and ordered by `order`, as the database gives them. */
async function query(names: readonly string[], where?: SQL, order?: SQL): Promise<string[]> {
  const values = sql.join(
    names.map((n, i) => sql`(${n}::text, ${i}::int)`),
    sql`, `,
  )
  const result = (await testDb.handle.db.execute(
    sql`select t.name from (values ${values}) as t(name, id) ${where ? sql`where ${where}` : sql``}
        order by ${order ?? sql`t.id`}, t.name collate "C", t.id`,
  )) as unknown as { rows: { name: string }[] }
  return result.rows.map((r) => r.name)
}

describe(`Turkish folding and ordering on ${testEngine}`, () => {
  it('folds case and Turkish letters the same in JavaScript and SQL', async () => {
    expect(foldTurkish('IŞIK')).toBe('isik')
    expect(foldTurkish('Işık')).toBe('isik')
    expect(foldTurkish('ISIK')).toBe('isik')
    expect(foldTurkish('İSTANBUL')).toBe('istanbul')
    expect(foldTurkish('  ŞAHİN   Öztürk ')).toBe('sahin ozturk')
    expect(foldTurkish('José Müller')).toBe('jose muller')
    const samples = ['IŞIK', 'Işık', 'ÇAĞLA', 'İşletme', 'ÖZTÜRK', 'Şahin', 'José', 'ÂLİ', 'Güneş']
    const values = sql.join(
      samples.map((n, i) => sql`(${n}::text, ${i}::int)`),
      sql`, `,
    )
    const result = (await testDb.handle.db.execute(
      sql`select ${foldSql(sql.raw('t.name'))} as folded from (values ${values}) as t(name, id) order by t.id`,
    )) as unknown as { rows: { folded: string }[] }
    expect(result.rows.map((r) => r.folded)).toEqual(samples.map(foldTurkish))
  })

  it('finds a name by its original, ASCII-folded and upper-cased forms alike', async () => {
    const column = sql.raw('t.name')
    const hits = (q: string) => query(NAMES, foldedContains(column, q))
    const isik = await hits('Işık')
    expect(isik).toEqual(['Işık'])
    for (const q of ['isik', 'IŞIK', 'ISIK', 'ışık', 'IsIk']) expect(await hits(q)).toEqual(isik)
    expect(await hits('sahin')).toEqual(['ŞAHİN', 'Şahin'])
    expect(await hits('ISLETME')).toEqual(['İşletme'])
    // Every word must occur; a LIKE wildcard typed is a literal.
    expect(await hits('can ali')).toEqual(['Can Ali'])
    expect(await hits('c%n')).toEqual([])
    expect(foldedContains(column, '   ')).toBeUndefined()
    // Several columns: each word in one of them.
    const two = foldedContains([sql.raw('t.name'), sql.raw("'Mühendislik'")], 'muhendislik isik')
    expect(await query(NAMES, two)).toEqual(['Işık'])
  })

  it('orders names in the Turkish alphabet on the database, as in JavaScript and ICU tr', async () => {
    const byDatabase = await query(NAMES, undefined, orderByTurkish(sql.raw('t.name')))
    const byScript = [...NAMES].sort(compareTurkish)
    expect(byDatabase).toEqual(byScript)
    const icu = new Intl.Collator('tr', { sensitivity: 'base' })
    const primary = (list: string[]) => list.map((n) => turkishSortKey(n))
    expect(primary(byDatabase)).toEqual(
      primary([...NAMES].sort((a, b) => icu.compare(a, b) || (a < b ? -1 : 1))),
    )
    const at = (n: string) => byDatabase.indexOf(n)
    expect(at('Can')).toBeLessThan(at('Cömert'))
    expect(at('Cömert')).toBeLessThan(at('Çakır'))
    expect(at('Çelik')).toBeLessThan(at('Demir'))
    expect(at('Gül')).toBeLessThan(at('Ğ'))
    expect(at('Hukuk')).toBeLessThan(at('Irmak'))
    expect(at('Işık')).toBeLessThan(at('İktisadi'))
    expect(at('ibrahim')).toBeLessThan(at('İktisadi'))
    expect(at('Oral')).toBeLessThan(at('Özkan'))
    expect(at('Sarı')).toBeLessThan(at('ŞAHİN'))
    expect(at('Uysal')).toBeLessThan(at('Ümit'))
    expect(at('Yılmaz')).toBeLessThan(at('Zeki'))
    const desc = await query(NAMES, undefined, orderByTurkish(sql.raw('t.name'), 'desc'))
    expect(primary(desc)).toEqual(primary(byDatabase).reverse())
  })

  it('pages a Turkish ordering stably (key, then a unique id)', async () => {
    const many = Array.from({ length: 60 }, (_, i) => NAMES[i % NAMES.length] ?? '')
    const values = sql.join(
      many.map((n, i) => sql`(${n}::text, ${i}::int)`),
      sql`, `,
    )
    const page = async (n: number) =>
      (
        (await testDb.handle.db.execute(
          sql`select t.id from (values ${values}) as t(name, id)
              order by ${orderByTurkish(sql.raw('t.name'))}, t.id limit 10 offset ${n * 10}`,
        )) as unknown as { rows: { id: number }[] }
      ).rows.map((r) => r.id)
    const ids = [] as number[]
    for (let n = 0; n < 6; n++) ids.push(...(await page(n)))
    expect(new Set(ids).size).toBe(60)
  })

  it("serves the students' name search by the migration's index (trigram on PostgreSQL)", async () => {
    // The migration holds literally the expression foldSql builds, so the planner can match it.
    const migration = readFileSync(
      new URL('../../src/features/students/migrations/0001_name_search_index.sql', import.meta.url),
      'utf8',
    ).replace(/''/g, "'")
    const built = new PgDialect().sqlToQuery(foldSql(sql.raw("first_name || ' ' || last_name"))).sql
    expect(migration).toContain(built)
    const indexes = (
      (await testDb.handle.db.execute(
        sql`select indexname from pg_indexes where tablename = 'persons' and indexname like 'persons_name_fold%'`,
      )) as unknown as { rows: { indexname: string }[] }
    ).rows.map((r) => r.indexname)
    expect(indexes).toEqual([
      testEngine === 'postgres' ? 'persons_name_fold_trgm_idx' : 'persons_name_fold_idx',
    ])
    if (testEngine !== 'postgres') return
    const plan = await testDb.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const where = foldedContains(sql`${persons.firstName} || ' ' || ${persons.lastName}`, 'ÖZTÜRK')
      const result = (await tx.execute(sql`explain select id from persons where ${where}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[]
      }
      return result.rows.map((r) => r['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('persons_name_fold_trgm_idx')
  })
})
