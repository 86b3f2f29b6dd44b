/**
 * Runtime configuration from environment variables, each with its default (README "Configuration").
 * Spec-independent; DESIGN.md §1.
 */
import { resolve } from 'node:path'
import type { DatabaseConfig } from './db/client.ts'

/** The process configuration. Durations are in seconds. */
export interface AppConfig {
  port: number
  host: string
  nodeEnv: string
  database: DatabaseConfig
  /** Students in the demo university seeded on first start of an empty database. 0 disables the seed. */
  seedStudents: number
  /** Directory of the built web app (served at /), or null to serve none. */
  webDist: string | null
  logLevel: string
  /** Public base URL of the portal, used for redirects. */
  publicUrl: string
}

/** Reads the configuration from `env` (defaults documented in README). Throws on a malformed number. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFrom(env.PORT, 8080, 'PORT')
  const host = env.HOST ?? '0.0.0.0'
  const database: DatabaseConfig = env.DATABASE_URL
    ? {
        engine: 'postgres',
        url: env.DATABASE_URL,
        poolSize: intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
        connectionTimeoutMs: intFrom(env.DATABASE_CONNECT_TIMEOUT_MS, 5000, 'DATABASE_CONNECT_TIMEOUT_MS'),
      }
    : {
        engine: 'pglite',
        dataDir: env.DATA_DIR === 'memory' ? null : resolve(env.DATA_DIR ?? resolve(repoRoot(), 'data')),
      }
  return {
    port,
    host,
    nodeEnv: env.NODE_ENV ?? 'development',
    database,
    seedStudents: intFrom(env.SEED_STUDENTS, 3000, 'SEED_STUDENTS'),
    webDist: env.WEB_DIST === 'none' ? null : resolve(env.WEB_DIST ?? resolve(repoRoot(), 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  }
}

/** The repository root (two levels above apps/api). */
export function repoRoot(): string {
  return resolve(import.meta.dirname, '../../..')
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`)
  return n
}
