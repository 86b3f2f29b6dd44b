/**
 * `npm run seed -w @unacs/api -- [--students N] [--seed S]` (root: `npm run seed -- --students 50000`):
 * opens the configured database (DATABASE_MIGRATION_URL, else DATABASE_URL, else PGlite in DATA_DIR), migrates, empties the seeded
 * tables, seeds the demo university (DESIGN.md §5b) and prints a one-line summary. Exit code 1 on
 * failure. Defaults: SEED_STUDENTS (3000) students, seed 20261121.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { migrateDatabase, openDatabase } from '../client.ts'
import { DEFAULT_SEED, resetDatabase, seedDemoUniversity } from './index.ts'

/** Parses `--students N` and `--seed S`; throws with a readable message on bad input. */
export function parseSeedArgs(args: string[], defaultStudents: number): { students: number; seed: number } {
  const { values } = parseArgs({
    args,
    options: { students: { type: 'string' }, seed: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  })
  const whole = (text: string | undefined, fallback: number, name: string): number => {
    if (text === undefined) return fallback
    const n = Number(text)
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${text}"`)
    return n
  }
  return {
    students: whole(values.students, defaultStudents, 'students'),
    seed: whole(values.seed, DEFAULT_SEED, 'seed'),
  }
}

async function main(): Promise<void> {
  const config = loadConfig()
  const { students, seed } = parseSeedArgs(process.argv.slice(2), config.seedStudents || 3000)
  const where =
    config.database.engine === 'pglite' ? `pglite ${config.database.dataDir ?? '(memory)'}` : 'postgres'
  const started = performance.now()
  // The reset truncates the audit log: on PostgreSQL with separate roles only the owner may (issue 15).
  const handle = await openDatabase(
    config.database.engine === 'postgres' && config.databaseMigrationUrl
      ? { engine: 'postgres', url: config.databaseMigrationUrl }
      : config.database,
  )
  try {
    await migrateDatabase(handle)
    await resetDatabase(handle.db)
    const s = await seedDemoUniversity(handle.db, { students, seed })
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `seeded ${students} students (${s.students} studentships, ${s.persons} persons, ${s.staffMembers} staff, ` +
        `${s.courses} courses, ${s.sections} sections, ${s.menuEntries} menu entries; seed ${seed}) ` +
        `into ${where} in ${seconds} s`,
    )
  } finally {
    await handle.close()
  }
}

/** The message of `err` and of its causes, e.g. "Failed query: … (connect ECONNREFUSED 127.0.0.1:5432)". */
function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err)
  const first = err.message.split('\n')[0] ?? err.message
  const cause = err.cause === undefined ? '' : ` (${describeError(err.cause)})`
  return first + cause
}

try {
  await main()
} catch (err) {
  console.error(`seed failed: ${describeError(err)}`)
  process.exitCode = 1
}
