/**
 * Runs Debian's `pgbench` (the PostgreSQL client package) on `url` with a custom `script`: `clients` clients
 * on 2 threads for `seconds` s, prepared statements, no vacuum. Resolves the transactions per second it
 * reports; rejects with pgbench's output when it reports none. Shared by the registration and audit-chain
 * benches (issue 40's ratios against the database's own ceiling).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function runPgbench(url: string, script: string, clients: number, seconds: number): Promise<number> {
  const file = join(tmpdir(), `unacs-bench-${randomBytes(4).toString('hex')}.sql`)
  writeFileSync(file, script)
  const u = new URL(url)
  return new Promise((resolve, reject) => {
    const p = spawn('pgbench', [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      file,
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      u.username || 'postgres',
      u.pathname.slice(1),
    ])
    let out = ''
    p.stdout.on('data', (d) => {
      out += d
    })
    p.stderr.on('data', (d) => {
      out += d
    })
    p.on('close', () => {
      const m = /tps = ([\d.]+)/.exec(out)
      m ? resolve(Number(m[1])) : reject(new Error(`pgbench: ${out}`))
    })
  })
}
