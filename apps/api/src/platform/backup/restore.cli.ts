/**
 * `npm run restore -- FILE` (issue 38; README "Backup and restore"): restores a backup made by `npm run
 * backup` into the configured database, which must be empty — a new PostgreSQL database at
 * DATABASE_MIGRATION_URL (else DATABASE_URL), or a DATA_DIR that does not exist yet — then applies the shipped
 * migrations (a backup of an older release comes back on this release's schema) and verifies the audit chain.
 * Prints one line per step; exit code 1 with one line on failure (nothing is overwritten).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { migrateDatabase, openDatabase } from '../../db/client.ts'
import { describeVerification, verifyAuditChain } from '../audit/audit-verify.ts'
import { BackupError, restorePglite, restoreServer } from './backup.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const config = loadConfig()
const base = process.env.INIT_CWD ?? process.cwd()
const started = Date.now()
try {
  const given = positionals[0]
  if (!given) throw new BackupError('usage: npm run restore -- <backup file>')
  const file = resolve(base, given)
  const owner =
    config.database.engine === 'postgres'
      ? ({
          engine: 'postgres',
          url: config.databaseMigrationUrl ?? config.database.url,
          poolSize: 1,
        } as const)
      : config.database.dataDir
        ? ({ engine: 'pglite', dataDir: resolve(config.database.dataDir) } as const)
        : null
  if (!owner) throw new BackupError('DATA_DIR=memory cannot be restored into')
  if (owner.engine === 'postgres') await restoreServer(owner.url, file)
  else await restorePglite(file, owner.dataDir)
  console.log(`restored ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const handle = await openDatabase(owner)
  try {
    await migrateDatabase(handle)
    console.log('migrations applied')
    const result = await verifyAuditChain(handle.db)
    console.log(describeVerification(result))
    if (!result.ok) process.exitCode = 1
  } finally {
    await handle.close()
  }
} catch (err) {
  console.error(`restore failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
