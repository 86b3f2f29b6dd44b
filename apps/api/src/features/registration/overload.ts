/**
 * Overload answers (issue 7 "Under overload the API answers 503 with Retry-After instead of queueing without
 * bound"): the PostgreSQL pool waits at most DATABASE_CONNECT_TIMEOUT_MS for a connection; when that wait
 * (or the server's connection limit) fails, the registration routes answer 503 with `Retry-After` instead of
 * 500. Installed as the error handler of the registration routes' own Fastify context; other errors go on
 * to the app's handler.
 */
import type { FastifyInstance } from 'fastify'
import { sendError } from '../../platform/http/error-handler.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'

/** Seconds the client is asked to wait before retrying. */
export const RETRY_AFTER_SECONDS = 2

/** PostgreSQL codes meaning "no connection for you now": too many connections, starting up/shutting down. */
const OVERLOAD_CODES = new Set(['53300', '53400', '57P03', '08004'])

/** True when `err` (or any error in its cause chain) says the database could not give a connection in time. */
export function isOverloadError(err: unknown): boolean {
  let e: unknown = err
  for (let depth = 0; e && depth < 5; depth++) {
    const { message, code } = e as { message?: string; code?: string }
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|connection timeout/i.test(message)
    )
      return true
    if (typeof code === 'string' && OVERLOAD_CODES.has(code)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}

/** Installs the 503 mapping on the (encapsulated) context `app`. */
export function installOverloadHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (!isOverloadError(error)) throw error
    // One short line, no stack: under overload the answer must stay cheap.
    request.log.warn({ url: request.url }, 'database overload: 503 with Retry-After')
    reply.header('retry-after', String(RETRY_AFTER_SECONDS))
    return sendError(
      reply,
      503,
      translate(languageFrom(request.headers['accept-language']), 'error.unavailable'),
    )
  })
}
