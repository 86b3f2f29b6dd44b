/**
 * Turns every error into the response wrapper with the right status and a message in the caller's
 * language (DESIGN.md §4): AppError → its status; validation → 400 with field errors (404 for ids out of
 * range in a path or query, see validation.ts); Fastify's own
 * client errors (bad JSON, too large, wrong media type, rate limit) keep their status; database overload
 * (no pool connection within DATABASE_CONNECT_TIMEOUT_MS, or the server's connection limit) → 503 with
 * `Retry-After` instead of queueing without bound (issue 7), and so does a database that is gone (unreachable,
 * connection lost, shut down, dropped) or a statement/lock timeout (issue 15, `databaseFault`); an outside
 * service that does not answer (`DependencyUnavailableError`: Redis, SMTP, SMS) → 503 with `Retry-After: 60`
 * (issue 33 §3); anything else → 500 (logged, details never sent).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { databaseFault, pgErrorCode } from '../../db/errors.ts'
import { languageFrom, translate } from '../i18n/messages.ts'
import { countDatabaseFault } from '../metrics/metrics.ts'
import { AppError, DEPENDENCY_RETRY_AFTER_SECONDS, DependencyUnavailableError } from './errors.ts'
import { RequestValidationError, validationFailure } from './validation.ts'

const statusKeys: Record<number, string> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  408: 'error.requestTimeout',
  409: 'error.conflict',
  413: 'error.payloadTooLarge',
  414: 'error.uriTooLong',
  415: 'error.unsupportedMediaType',
  422: 'error.businessRule',
  429: 'error.tooManyRequests',
  431: 'error.headersTooLarge',
  503: 'error.unavailable',
}

/** Seconds a client is asked to wait (`Retry-After`) before retrying after a 503 for a database fault. */
export const RETRY_AFTER_SECONDS = 2

/** Sends the wrapper `{ success: false, message, responseData }` with `status`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  responseData: unknown = null,
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ success: false, message, responseData })
}

/**
 * True when `data` has a public shape: null, or objects (alone or in a list) that carry none of a database row's
 * bookkeeping keys, i.e. no camelCase key naming a reference or a time (`fileId`, `processedByPersonId`,
 * `createdAt`; ending in `Id` or `At` after a lower-case letter). The contracts' answers are PascalCase
 * (`Status`, `Version`), or camelCase without such keys (the guest applications' `{ version, lastStep }`).
 * Issue 36 "no answer ever carries internal rows".
 */
export function isPublicShape(data: unknown): boolean {
  if (data === null || data === undefined) return true
  const items = Array.isArray(data) ? data : [data]
  return items.every(
    (item) =>
      item !== null &&
      typeof item === 'object' &&
      Object.keys(item).every((key) => /^[A-Z]/.test(key) || !/[a-z](Id|At)$/.test(key)),
  )
}

/** Installs the error handler on `app`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageFrom(request.headers['accept-language'])
    if (error instanceof DependencyUnavailableError) {
      // One short line, no stack, like a database fault: an outage must not flood the log (issue 33 §3).
      request.log.warn(
        { dependency: error.dependency, reason: error.reason, url: request.url.split('?')[0] },
        `${error.dependency} unavailable: 503 with Retry-After`,
      )
      reply.header('retry-after', String(DEPENDENCY_RETRY_AFTER_SECONDS))
      return sendError(reply, 503, translate(lang, error.messageKey))
    }
    if (error instanceof AppError) {
      // A service that is busy (e.g. every spreadsheet worker, issue 33 §1) says when to come back.
      // A feature's own, longer time (e.g. an outside system's open circuit) is kept.
      if (error.statusCode === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      // A 409 carries the current data in its public shape only; anything else is dropped (and logged).
      let data = error.data
      if (error.statusCode === 409 && !isPublicShape(data)) {
        request.log.error({ key: error.messageKey }, '409 with a non-public payload dropped')
        data = null
      }
      return sendError(reply, error.statusCode, translate(lang, error.messageKey, error.params), data)
    }
    if (error instanceof RequestValidationError) {
      const invalid = validationFailure(error, lang)
      return sendError(
        reply,
        invalid.statusCode,
        translate(lang, invalid.messageKey, invalid.params),
        invalid.data,
      )
    }
    // @fastify/multipart answers a non-multipart body with 406; the body's media type is what is wrong: 415.
    const status =
      (error as FastifyError).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
        ? 415
        : (error as FastifyError).statusCode
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error')
      if (status === 429 && (error as FastifyError & { headers?: Record<string, string> }).headers) {
        reply.headers((error as FastifyError & { headers: Record<string, string> }).headers)
      }
      return sendError(reply, status, translate(lang, statusKeys[status] ?? 'error.badRequest'))
    }
    const fault = databaseFault(error)
    if (fault) {
      // One short line, no stack: under overload or an outage the answer must stay cheap.
      const code = pgErrorCode(error)
      countDatabaseFault(code ?? null)
      request.log.warn(
        { fault, code, url: request.url.split('?')[0] },
        `database ${fault}: 503 with Retry-After`,
      )
      reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return sendError(reply, 503, translate(lang, 'error.unavailable'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, translate(lang, 'error.internal'))
  })
}
