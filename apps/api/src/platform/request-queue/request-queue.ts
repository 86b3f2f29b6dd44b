/**
 * One request queue for every feature that reviews requests (issue 36 "one shared request queue"; issue 22
 * "Request queues"): certificates, documents and the others pass their table, columns and rules in and keep
 * their own routes, schemas and messages; the mechanics live here once:
 * - listing: status, requested-date (Istanbul days) and search filters, server paging oldest first (first come,
 *   first served), total count ({@link queueWhere}, {@link queuePage});
 * - the rows a decision takes, limited by the feature's scope ({@link queueRowsById});
 * - deciding: approve / reject / any move, one request or many (bulk, all or nothing), with the reason, an
 *   optimistic check of the status each request had when read (the status is the request's version), an audit
 *   row with before and after in the same transaction, and a 409 that carries the current rows in the
 *   feature's public shape so the client can say what changed ({@link decideRequests}).
 */
import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { Database } from '../../db/client.ts'
import { type AuditActor, recordAudit } from '../audit/audit.ts'
import { AppError, conflict } from '../http/errors.ts'
import type { MessageParams } from '../i18n/messages.ts'

/** The table of a feature's requests and the columns the queue works with. */
export interface RequestQueueTable {
  table: PgTable
  /** The primary key (integer). */
  id: PgColumn
  /** The request's state; the version checked on every decision. */
  status: PgColumn
  /** When the request was made: date filters and the queue's order. */
  requestedAt: PgColumn
  /** Soft-delete time, when the feature keeps deleted requests (they leave the queue). */
  deletedAt?: PgColumn
  /**
   * An integer version bumped by every change, when the feature's clients send the version they saw (e.g.
   * freeze's `Version`): a decision on a row with {@link Decidable.version} also requires it and bumps it.
   */
  version?: PgColumn
  /**
   * Adds the joins the queue's columns, search and scope need (e.g. the student, person and programme of
   * {@link import('./student-requests.ts').joinStudent}); identity when none.
   */
  join: (q: PgSelect) => PgSelect
  /** The search condition of a user's text (undefined: none). */
  search: (text: string) => SQL | undefined
  /** The audit trail's entity name (e.g. 'certificate_request'). */
  entity: string
  /** Message key of the 409 when a request is no longer in a state for the decision. */
  conflictKey: string
}

/** The filters every queue offers; the feature adds its own conditions (kind, scope) beside them. */
export interface QueueFilters {
  /** The states shown; undefined or empty: all. */
  statuses?: readonly string[]
  /** Free text: the feature's {@link RequestQueueTable.search}. */
  search?: string
  /** First requested day, 'YYYY-MM-DD' in Istanbul (inclusive). */
  from?: string
  /** Last requested day, 'YYYY-MM-DD' in Istanbul (inclusive). */
  to?: string
}

/** Istanbul midnight of 'YYYY-MM-DD' as an instant. */
export const istanbulDay = (d: string) => new Date(`${d}T00:00:00+03:00`)
/** The instant after Istanbul day 'YYYY-MM-DD' ends. */
export const afterIstanbulDay = (d: string) => new Date(istanbulDay(d).getTime() + 86_400_000)

/**
 * The WHERE of a queue page: undeleted, the filters of `f`, and the feature's own conditions `extra`
 * (scope, kind…; undefined ones are skipped). Returns the SQL for {@link queuePage}.
 */
export function queueWhere(
  t: RequestQueueTable,
  f: QueueFilters,
  ...extra: (SQL | undefined)[]
): SQL | undefined {
  const text = f.search?.trim()
  return and(
    t.deletedAt ? isNull(t.deletedAt) : undefined,
    f.statuses && f.statuses.length > 0 ? inArray(t.status, [...f.statuses]) : undefined,
    text ? t.search(text) : undefined,
    f.from ? gte(t.requestedAt, istanbulDay(f.from)) : undefined,
    f.to ? lt(t.requestedAt, afterIstanbulDay(f.to)) : undefined,
    ...extra,
  )
}

/**
 * At most `limit` rows of `fields` over the queue's table and joins where `where` holds, from row `offset`:
 * oldest request first (first come, first served; id breaks ties), or newest first with `newest` (a
 * student's own list, a history). Returns the rows.
 */
export async function queueRows<F extends SelectedFields>(
  db: Database,
  t: RequestQueueTable,
  fields: F,
  where: SQL | undefined,
  paging: { limit: number; offset?: number; newest?: boolean },
) {
  const rows = await t
    .join(db.select(fields).from(t.table).$dynamic() as unknown as PgSelect)
    .where(where)
    .orderBy(...(paging.newest ? [desc(t.requestedAt), desc(t.id)] : [t.requestedAt, t.id]))
    .limit(paging.limit)
    .offset(paging.offset ?? 0)
  return rows as QueueRowOf<F>[]
}

/**
 * One page (1-based `page` of `pageSize`) of `fields` over the queue's table and joins where `where` holds,
 * oldest request first (id breaks ties; newest first with `newest`, for a feature whose queue always listed
 * so), and how many rows match. Returns `{ rows, total }`.
 */
export async function queuePage<F extends SelectedFields>(
  db: Database,
  t: RequestQueueTable,
  fields: F,
  where: SQL | undefined,
  page: number,
  pageSize: number,
  newest = false,
) {
  const rowsQuery = queueRows(db, t, fields, where, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    newest,
  })
  const countQuery = t
    .join(db.select({ n: count() }).from(t.table).$dynamic() as unknown as PgSelect)
    .where(where)
  const [rows, counted] = await Promise.all([rowsQuery, countQuery])
  const n = (counted[0] as { n?: number } | undefined)?.n
  return { rows, total: Number(n ?? 0) }
}

/**
 * How many rows of the queue (its table and joins, where `where` holds) fall under each value of `key` (e.g.
 * the status, or a status the feature derives such as 'expired'). Returns value → count; values with no
 * rows are missing.
 */
export async function queueCounts(
  db: Database,
  t: RequestQueueTable,
  key: SQL<string>,
  where: SQL | undefined,
): Promise<Record<string, number>> {
  const rows = (await t
    .join(db.select({ k: key, n: count() }).from(t.table).$dynamic() as unknown as PgSelect)
    .where(where)
    // Positional: the key may hold bound parameters (today's date), which PostgreSQL cannot match by text.
    .groupBy(sql`1`)) as unknown as { k: string; n: number }[]
  return Object.fromEntries(rows.map((r) => [r.k, Number(r.n)]))
}

/** The rows `db.select(fields)` yields (inner joins: every column as declared). */
export type QueueRowOf<F extends SelectedFields> = SelectResultFields<F>

/**
 * The undeleted requests `ids` with `fields` where `scope` holds (the feature's scope condition); rows
 * outside it are simply missing (the caller answers 404). Runs on `db` or a transaction.
 */
export async function queueRowsById<F extends SelectedFields>(
  db: Database,
  t: RequestQueueTable,
  fields: F,
  ids: readonly number[],
  scope: SQL | undefined,
) {
  const rows = await t
    .join(db.select(fields).from(t.table).$dynamic() as unknown as PgSelect)
    .where(and(inArray(t.id, [...ids]), t.deletedAt ? isNull(t.deletedAt) : undefined, scope))
  return rows as QueueRowOf<F>[]
}

/** A request as a decision reads it: its id and the status it had then (the version). */
export interface Decidable {
  id: number
  status: string
  /** The version the decider saw, for a table with {@link RequestQueueTable.version} (checked, then bumped). */
  version?: number
}

/** What {@link decideRequests} does with each request. */
export interface Decision<R extends Decidable> {
  /** Who decides (audit). */
  actor: AuditActor
  /** The requests, as read by the feature (all must still be in `from`). */
  rows: readonly R[]
  /** The states a request may be decided from. */
  from: readonly string[]
  /** The audit action ('approve', 'reject', 'prepare'…). */
  action: string
  /** The reason the decider gave (audited; the feature stores it where the student sees it). */
  reason?: string
  /** The values written to request `row` (in the transaction `tx`: files may be stored there). */
  set: (row: R, tx: Database) => Promise<Record<string, unknown>> | Record<string, unknown>
  /** The audit's before of request `row` (default: its status). */
  before?: (row: R) => unknown
  /** The audit's after of the updated row (default: its status). */
  after?: (updated: Record<string, unknown>) => unknown
  /** Extra work per decided request in the same transaction (e.g. notify the student). */
  alongside?: (row: R, tx: Database) => Promise<unknown> | undefined
  /** The current state of requests `ids` in the feature's public shape, sent with the 409. */
  current: (ids: number[]) => Promise<unknown>
  /**
   * The 409's message from those current rows (e.g. "already decided (approved)" or "changed meanwhile");
   * default: the table's {@link RequestQueueTable.conflictKey} without parameters.
   */
  conflictMessage?: (current: unknown) => { key: string; params?: MessageParams }
}

/** The property name of `column` in `table` (drizzle's `set` takes property names, not column names). */
function keyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column)
  if (!found) throw new Error(`column ${column.name} is not in the queue's table`)
  return found[0]
}

/** Raised inside the transaction when a request moved meanwhile; turned into the 409 outside it. */
class Stale extends Error {
  constructor(readonly ids: number[]) {
    super('stale request')
  }
}

/**
 * Decides `d.rows` all or nothing: a request not in `d.from` (checked first, and again by the guarded UPDATE,
 * so a concurrent decision loses; with a versioned table also a row whose `version` is no longer the stored
 * one) makes the whole call 409 `t.conflictKey` (or `d.conflictMessage`) with `d.current(ids)` in
 * `responseData` and changes nothing. Each move writes an audit row (before: the read status or `d.before`;
 * after: the updated row's status or `d.after`; the reason) in the same transaction, then runs
 * `d.alongside` (an error there undoes the decision). Returns how many were decided.
 */
export async function decideRequests<R extends Decidable>(
  db: Database,
  t: RequestQueueTable,
  d: Decision<R>,
): Promise<number> {
  const stale = d.rows.filter((r) => !d.from.includes(r.status)).map((r) => r.id)
  try {
    if (stale.length > 0) throw new Stale(stale)
    await db.transaction(async (tx) => {
      const x = tx as unknown as Database
      for (const row of d.rows) {
        const values = await d.set(row, x)
        const versioned = t.version && row.version !== undefined ? t.version : undefined
        const [updated] = (await x
          .update(t.table)
          .set(versioned ? { ...values, [keyOf(t.table, versioned)]: sql`${versioned} + 1` } : values)
          .where(
            and(
              inArray(t.id, [row.id]),
              inArray(t.status, [...d.from]),
              t.deletedAt ? isNull(t.deletedAt) : undefined,
              versioned ? eq(versioned, row.version) : undefined,
            ),
          )
          .returning()) as Record<string, unknown>[]
        if (!updated) throw new Stale([row.id])
        await recordAudit(tx, d.actor, {
          entity: t.entity,
          entityId: row.id,
          action: d.action,
          before: d.before ? d.before(row) : { status: row.status },
          after: d.after ? d.after(updated) : { status: updated.status },
          ...(d.reason ? { reason: d.reason } : {}),
        })
        await d.alongside?.(row, x)
      }
    })
  } catch (err) {
    if (err instanceof Stale) {
      const current = await d.current(err.ids)
      const message = d.conflictMessage?.(current) ?? { key: t.conflictKey }
      throw conflict(message.key, message.params ?? {}, current)
    }
    throw err
  }
  return d.rows.length
}

/** Whether `err` is the 409 of {@link decideRequests}. */
export const isQueueConflict = (err: unknown): err is AppError =>
  err instanceof AppError && err.statusCode === 409
