import { sql } from 'drizzle-orm'
import { seedDemoUniversity } from '/work/wt/openapi/apps/api/src/db/seed/index.ts'
import { createTestDatabase } from '/work/wt/openapi/apps/api/test/test-db.ts'
const db = await createTestDatabase()
await seedDemoUniversity(db.handle.db, { students: 10 })
const tables = (await db.handle.db.execute(sql`select table_name from information_schema.tables where table_schema='public' order by 1`)) as any
const names = (tables.rows ?? tables).map((r: any) => r.table_name)
for (const t of names) {
  const r = (await db.handle.db.execute(sql.raw(`select count(*)::int as n from "${t}"`))) as any
  const n = (r.rows ?? r)[0].n
  if (n > 0) process.stdout.write(`${t}=${n} `)
}
console.log()
for (const q of process.argv.slice(2)) { const r = (await db.handle.db.execute(sql.raw(q))) as any; console.log(q, JSON.stringify(r.rows ?? r).slice(0, 1500)) }
await db.dispose()
