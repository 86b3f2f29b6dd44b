/**
 * The `err` serializer of the portal's pino logger (issue 15 "Database faults"): a database error is logged
 * with its SQLSTATE code, severity, constraint/table and message, and never with the query's parameters —
 * Drizzle's "Failed query: … params: …" message and its `params` field, and PostgreSQL's `detail`
 * ("Key (national_id)=(…) already exists") carry names, addresses and national ids, and so do the quoted
 * values in a data exception's message (class 22), which are masked. Other errors keep
 * pino's standard serialization.
 */
import { stdSerializers } from 'pino'

/** An error as logged: pino's shape (type, message, stack and further fields). */
export interface SerializedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

/** Fields of a PostgreSQL error (node-postgres and PGlite) that name things, never values. */
const SAFE_DB_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine']

/** True when `err` or an error in its cause chain is a database error (a Drizzle query or an SQLSTATE). */
function isDatabaseError(err: unknown): boolean {
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const x = e as { params?: unknown; query?: unknown; code?: unknown; severity?: unknown }
    if ((Array.isArray(x.params) && typeof x.query === 'string') || typeof x.severity === 'string')
      return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** `message` up to Drizzle's parameter list ("\nparams: …"), which it drops. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:')
  return at === -1 ? message : message.slice(0, at)
}

/** A database error as loggable fields, its cause chain (up to `depth` levels) likewise. */
function databaseErrorFields(err: unknown, depth: number): Record<string, unknown> {
  const e = err as Record<string, unknown> & { message?: unknown; stack?: unknown; cause?: unknown }
  const type = (e?.constructor as { name?: string } | undefined)?.name ?? 'Error'
  let message = withoutParams(typeof e?.message === 'string' ? e.message : String(err))
  // Data exceptions (class 22) quote the offending value: 'invalid input syntax for type integer: "…"'.
  if (typeof e?.code === 'string' && e.code.startsWith('22')) message = message.replace(/"[^"]*"/g, '"…"')
  const out: Record<string, unknown> = { type, message }
  for (const field of SAFE_DB_FIELDS) {
    if (typeof e?.[field] === 'string') out[field] = e[field]
  }
  if (typeof e?.stack === 'string') {
    // The stack's first lines repeat the message (with the parameters): keep only the frames.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line))
    out.stack = [`${type}: ${message}`, ...frames].join('\n')
  }
  if (e?.cause && depth > 0) out.cause = databaseErrorFields(e.cause, depth - 1)
  return out
}

/**
 * Serializes `err` for the log: database errors (see above) as their code, severity, names and message
 * without parameters or detail, with the code of the first coded error in the chain lifted to `code`;
 * anything else as pino's standard error serializer does.
 */
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error) || !isDatabaseError(err)) return stdSerializers.err(err)
  const fields = databaseErrorFields(err, 4) as SerializedError
  fields.stack ??= ''
  let c: Record<string, unknown> | undefined = fields
  while (c && fields.code === undefined) {
    if (typeof c.code === 'string') fields.code = c.code
    c = c.cause as Record<string, unknown> | undefined
  }
  return fields
}

/** Where a request's logger carries fields for every line it writes (see {@link logFieldsMixin}). */
const LOG_FIELDS = Symbol('unacs.logFields')

/**
 * Adds `fields` to every line `logger` (a request's own logger) and the loggers made from it write, without
 * making a child logger per request (issue 23, third pass: pino's child() serialised its bindings on each
 * call, whether anything was logged or not). Works with {@link logFieldsMixin} installed as pino's `mixin`.
 */
export function addLogFields(logger: object, fields: Readonly<Record<string, unknown>>): void {
  ;(logger as { [LOG_FIELDS]?: Readonly<Record<string, unknown>> })[LOG_FIELDS] = fields
}

/** pino `mixin`: the fields {@link addLogFields} gave the writing logger (or one it was made from). */
export function logFieldsMixin(_merge: object, _level: number, logger: unknown): Record<string, unknown> {
  const fields = (logger as { [LOG_FIELDS]?: Readonly<Record<string, unknown>> } | undefined)?.[LOG_FIELDS]
  return fields ? { ...fields } : {}
}
