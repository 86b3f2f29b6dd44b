/**
 * `npm run audit:verify` (root) / `npm run audit:verify -w @unacs/api`: walks the audit log's hash chain on
 * the configured database (DATABASE_URL, else PGlite in DATA_DIR) and prints one line: OK with the row
 * count (exit code 0), or the first broken row's id and why — changed, removed or forged (exit code 1).
 * Exit code 2 when the database cannot be read. Issue 15 "Data safety".
 */
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { describeVerification, verifyAuditChain } from './audit-verify.ts'

const config = loadConfig()
try {
  const handle = await openDatabase(config.database)
  try {
    const result = await verifyAuditChain(handle.db)
    console.log(describeVerification(result))
    process.exitCode = result.ok ? 0 : 1
  } finally {
    await handle.close()
  }
} catch (err) {
  console.error(`audit:verify failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 2
}
