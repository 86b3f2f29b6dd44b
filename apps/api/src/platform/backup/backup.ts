/**
 * Backup and restore of the portal's database (issue 38 "Backup and restore"; docs/deploy.md "Backup and
 * restore"), on both engines:
 * - a PostgreSQL server: `pg_dump` in its custom format (compressed, restorable table by table), run as the
 *   migration owner; restored with `pg_restore` into an empty database (triggers come after the rows, so the
 *   audit chain keeps its dumped ids and hashes); then the shipped migrations are applied (a dump of an older
 *   release comes back on the newer schema).
 * - the embedded PGlite: PGlite's own dump of its data directory (`dumpDataDir`, a tarball gzipped by zlib), restored
 *   into a new data directory by `loadDataDir`, then migrated the same way. PGlite's directory can be used by
 *   one process at a time, so both refuse while a portal (or anything else) holds it (its `postmaster.pid`).
 * Errors are thrown as `BackupError` with a one-line message for the operator.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** A backup or restore that cannot go on; `message` is one line for the operator. */
export class BackupError extends Error {}

/** Runs `command args`, resolving with its stderr; rejects with BackupError naming the command's last error line. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk)
    })
    child.on('error', (err) =>
      reject(
        new BackupError(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} is not installed (Debian: apt-get install postgresql-client)`
            : `${command}: ${err.message}`,
        ),
      ),
    )
    child.on('close', (code) => {
      if (code === 0) return resolve(stderr)
      const last = stderr.trim().split('\n').filter(Boolean).pop() ?? `exit code ${code}`
      reject(new BackupError(`${command} failed: ${last}`))
    })
  })
}

/** True when the PostgreSQL database at `url` has no table outside the system schemas. */
async function isEmptyServerDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
    return rows[0]?.n === 0
  } finally {
    await client.end()
  }
}

/**
 * Dumps the database at `url` (the migration owner's URL, so every table and the audit chain head can be
 * read) to `file` in pg_dump's custom format. Resolves with the file's path.
 */
export async function backupServer(url: string, file: string): Promise<string> {
  await run('pg_dump', ['--format=custom', '--compress=6', '--file', file, '--dbname', url])
  return file
}

/**
 * Restores the custom-format dump `file` into the EMPTY database at `url` (as the role that will own the
 * objects: `--no-owner --no-privileges`; the portal's next start grants the runtime role). pg_dump puts
 * triggers in its post-data section, after the rows, so the audit chain's trigger never re-chains the restored
 * audit rows: their ids, hashes and the chain head come back as dumped. Throws BackupError when the database
 * has tables already (nothing is changed then) or pg_restore fails.
 */
export async function restoreServer(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no such backup file: ${file}`)
  if (!(await isEmptyServerDatabase(url)))
    throw new BackupError('the target database is not empty: restore into a new, empty database')
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, file])
}

/** Throws BackupError when a process holds the PGlite directory `dataDir` (its postmaster.pid exists). */
function assertPgliteFree(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid')))
    throw new BackupError(
      `${dataDir} is in use (postmaster.pid): stop the portal first; after a crash with nothing running, delete that file`,
    )
}

/** Dumps the PGlite data directory `dataDir` (PGlite's own dump, gzipped tarball) to `file`. */
export async function backupPglite(dataDir: string, file: string): Promise<string> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new BackupError(`no PGlite database in ${dataDir}`)
  assertPgliteFree(dataDir)
  const db = new PGlite(dataDir)
  await db.waitReady
  try {
    // PGlite's own gzip (CompressionStream) never settles under Node: dump uncompressed, gzip with zlib.
    const dump = await db.dumpDataDir('none')
    await writeFile(file, gzipSync(Buffer.from(await dump.arrayBuffer())))
  } finally {
    await db.close()
  }
  return file
}

/**
 * Restores the PGlite dump `file` into `dataDir`, which must not exist or be empty (a data directory is
 * never overwritten). The directory is left closed; the caller migrates it.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`no such backup file: ${file}`)
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new BackupError(`${dataDir} is not empty: restore into a new data directory`)
  let tar: Buffer
  try {
    tar = gunzipSync(await readFile(file))
  } catch {
    throw new BackupError(`${file} is not a PGlite backup (gzipped tarball)`)
  }
  const blob = new Blob([new Uint8Array(tar)], { type: 'application/x-tar' })
  const db = new PGlite(dataDir, { loadDataDir: blob })
  await db.waitReady
  await db.close()
}
