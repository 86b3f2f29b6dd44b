/**
 * pg-boss on the portal's own database (PGlite or PostgreSQL), docs/adr/0001-background-jobs.md: the adapter that
 * lets pg-boss run its SQL through the app's connection, and the migration step that creates pg-boss's schema and
 * the portal's one queue as the owner role (the runtime role then needs no DDL: see grantRuntimeRole).
 */
import PgBoss from 'pg-boss'

/** pg-boss's schema. */
export const QUEUE_SCHEMA = 'pgboss'
/** The one pg-boss queue every kind of job goes through (the kind is in the portal's own job row). */
export const JOB_QUEUE = 'unacs-jobs'
/**
 * The queue of the platform's recurring tasks (`Jobs.every`; issue 40, the audit sealer): policy `stately`, so
 * per task at most one job waits and one runs across all instances; a running one lost with its instance
 * expires after TASK_EXPIRE_SECONDS and the waiting one runs.
 */
export const TASK_QUEUE = 'unacs-tasks'
/** How long a recurring task's run may take before pg-boss considers it lost (a run must end well before). */
export const TASK_EXPIRE_SECONDS = 60

/** What the queue needs of an open database (a `DatabaseHandle` is one; kept structural to avoid an import cycle). */
export interface QueueHandle {
  engine: 'pglite' | 'postgres'
  db: unknown
}

interface SqlClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
  exec?(text: string): Promise<{ rows: unknown[] }[]>
}

/**
 * pg-boss's `db` option over an open handle: parameterised SQL goes through `query`; PGlite runs a script of several
 * statements (pg-boss's locked maintenance commands) with `exec`, returning the last statement's rows.
 */
export function queueDb(handle: QueueHandle): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
} {
  const client = (handle.db as unknown as { $client: SqlClient }).$client
  return {
    async executeSql(text, values) {
      if (handle.engine === 'pglite' && (!values || values.length === 0) && client.exec) {
        const results = await client.exec(text)
        return { rows: results.at(-1)?.rows ?? [] }
      }
      return client.query(text, values)
    },
  }
}

/**
 * Creates or upgrades pg-boss's schema and the portal's queues (jobs, recurring tasks; idempotent; pg-boss serialises concurrent starts
 * with an advisory lock). Run by `migrateDatabase` as the owner after the SQL migrations.
 */
export async function migrateQueue(handle: QueueHandle): Promise<void> {
  const boss = new PgBoss({
    db: queueDb(handle),
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  } as PgBoss.ConstructorOptions)
  boss.on('error', () => {})
  await boss.start()
  try {
    await boss.createQueue(JOB_QUEUE, {
      name: JOB_QUEUE,
      policy: 'standard',
      retryLimit: 2,
      retryDelay: 0,
      expireInSeconds: 15 * 60,
      retentionMinutes: 7 * 24 * 60,
    })
    await boss.createQueue(TASK_QUEUE, {
      name: TASK_QUEUE,
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: TASK_EXPIRE_SECONDS,
      retentionMinutes: 60,
    })
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true })
  }
}
