/**
 * Application errors with their HTTP status and a message key (DESIGN.md §4). Throw these from services;
 * the error handler turns them into the response wrapper in the caller's language.
 */
import type { MessageParams } from '../i18n/messages.ts'

/** An error a user can be told about: status, catalogue key, placeholder values, optional payload. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: MessageParams = {},
    /** Put in `responseData` of the error answer (e.g. the current value on a 409). */
    readonly data: unknown = null,
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

/** 400: the input is malformed. */
export const badRequest = (key = 'error.badRequest', params?: MessageParams) => new AppError(400, key, params)
/** 401: no valid session. */
export const unauthorized = (key = 'error.unauthorized') => new AppError(401, key)
/** 403: the active role or ownership does not allow this. */
export const forbidden = (key = 'error.forbidden') => new AppError(403, key)
/** 404: no such record. */
export const notFound = (key = 'error.notFound', params?: MessageParams) => new AppError(404, key, params)
/** 409: a stale or duplicate write; `current` goes back to the caller. */
export const conflict = (key = 'error.conflict', params?: MessageParams, current: unknown = null) =>
  new AppError(409, key, params, current)
/** 422: well-formed input that breaks a business rule. */
export const businessRule = (key = 'error.businessRule', params?: MessageParams) =>
  new AppError(422, key, params)

/**
 * Seconds a client is asked to wait (`Retry-After`) after a 503 for an outside service that did not answer
 * (issue 33 §3): the message says "in a minute".
 */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 60

/**
 * 503: a service the portal depends on (Redis, the SMTP server, the SMS provider) did not answer (issue 33
 * §3). The error handler answers the wrapper with `Retry-After: DEPENDENCY_RETRY_AFTER_SECONDS` and
 * 'error.dependencyUnavailable' in the caller's language, and logs one line naming `dependency` and
 * `reason` (a short code such as ECONNREFUSED; never a URL or secret). `cause` keeps the original error.
 */
export class DependencyUnavailableError extends AppError {
  constructor(
    readonly dependency: string,
    readonly reason: string,
    cause?: unknown,
  ) {
    super(503, 'error.dependencyUnavailable')
    this.name = 'DependencyUnavailableError'
    this.cause = cause
  }
}

/**
 * A short reason for `err` from an outside service's client: the socket's own code when the client wrapped
 * it (nodemailer's `originalCode`), else its `code` (or its cause's: ECONNREFUSED, ETIMEDOUT, ECONNECTION…),
 * else its name and the first 80 characters of its message. Never throws.
 */
export function faultReason(err: unknown): string {
  const e = err as {
    code?: unknown
    originalCode?: unknown
    name?: unknown
    message?: unknown
    cause?: { code?: unknown }
  } | null
  const code = e?.originalCode ?? e?.code ?? e?.cause?.code
  if (typeof code === 'string' && code !== '') return code
  const message = typeof e?.message === 'string' ? e.message.slice(0, 80) : String(err).slice(0, 80)
  return typeof e?.name === 'string' && e.name !== 'Error' ? `${e.name}: ${message}` : message
}
