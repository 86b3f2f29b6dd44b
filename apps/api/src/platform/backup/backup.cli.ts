/**
 * `npm run backup [-- --out FILE]` (issue 38; README "Backup and restore"): backs up the configured database
 * — the PostgreSQL server of DATABASE_MIGRATION_URL (else DATABASE_URL) with pg_dump's custom format, or the
 * PGlite directory DATA_DIR with PGlite's own dump (the portal must be stopped) — to FILE, by default
 * `backups/unacs-<UTC time>.dump` (server) or `.pglite.tar.gz` (embedded) under the directory npm was run
 * from. Prints one line: the file, its size and the time taken. Exit code 1 with one line on failure.
 */
import { mkdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { BackupError, backupPglite, backupServer } from './backup.ts'

const { values } = parseArgs({ options: { out: { type: 'string' } } })
const config = loadConfig()
const base = process.env.INIT_CWD ?? process.cwd()
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')
const server = config.database.engine === 'postgres'
const file = resolve(base, values.out ?? `backups/unacs-${stamp}${server ? '.dump' : '.pglite.tar.gz'}`)
const started = Date.now()
try {
  mkdirSync(dirname(file), { recursive: true })
  if (config.database.engine === 'postgres')
    await backupServer(config.databaseMigrationUrl ?? config.database.url, file)
  else if (config.database.dataDir) await backupPglite(resolve(config.database.dataDir), file)
  else throw new BackupError('DATA_DIR=memory keeps nothing to back up')
  const mb = (statSync(file).size / 1024 / 1024).toFixed(1)
  console.log(`backup written: ${file} (${mb} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`)
} catch (err) {
  console.error(`backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
