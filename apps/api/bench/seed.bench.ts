/**
 * Seed benchmark (`npm run bench`, optionally `-- --students N` or `-- N`): on a fresh in-memory PGlite, times
 * the migrations, building the demo university in memory, and the full seed (build + insert) for
 * 50,000 students by default. DESIGN.md §5b "50,000 for benchmarks".
 */
import { parseArgs } from 'node:util'
import { migrateDatabase, openDatabase } from '../src/db/client.ts'
import { buildWorld, DEFAULT_SEED, seedDemoUniversity } from '../src/db/seed/index.ts'
import { benchYoksisComparison } from './yoksis-comparison.ts'

// A bare number is accepted too: the root script (`npm run bench -w @unacs/api`) has no `--`, so npm
// swallows the `--students` flag name and passes only its value.
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { students: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: true,
})
const students = Number(values.students ?? positionals[0] ?? 50000)
const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed)
if (!Number.isInteger(students) || students < 0 || !Number.isInteger(seed)) {
  console.error('usage: npm run bench -- [--students N] [--seed S]')
  process.exit(1)
}

const secondsSince = (t: number) => (performance.now() - t) / 1000

const handle = await openDatabase({ engine: 'pglite', dataDir: null })
try {
  let t = performance.now()
  await migrateDatabase(handle)
  console.log(`migrate: ${secondsSince(t).toFixed(2)} s`)

  t = performance.now()
  buildWorld(students, seed)
  console.log(`build in memory ${students} students: ${secondsSince(t).toFixed(2)} s`)

  t = performance.now()
  const summary = await seedDemoUniversity(handle.db, { students, seed })
  const s = secondsSince(t)
  console.log(`seed ${students} students: ${s.toFixed(1)} s (${Math.round(students / s)} students/s)`)
  const rows = Object.values(summary).reduce((a, b) => a + b, 0)
  console.log(
    `rows: ${rows} (${Object.entries(summary)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')})`,
  )
  console.log(`heap used: ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MB`)
  // The YÖKSİS comparison of the whole seeded university against the development counterpart (issue 20).
  await benchYoksisComparison(handle)
} finally {
  await handle.close()
}
