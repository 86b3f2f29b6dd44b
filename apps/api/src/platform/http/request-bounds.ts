/**
 * Wires the input bounds of `input-bounds.ts` into Fastify (issue 33 §1, §3):
 * - `boundedServerOptions`: the body size limit, a query-string parser that refuses over-long or over-deep
 *   query strings before they are parsed, and the wrapper for the answers Fastify and Node give themselves
 *   (bad URL 400, over-long path parameter 414, headers too large 431, request timeout 408, malformed request 400);
 * - `installBoundedJsonParser`: the JSON body parser that scans the raw text (depth, keys + elements, string
 *   length) before JSON.parse builds anything;
 * - `boundedFormParser`: the same query bounds for form bodies (@fastify/formbody's `parser`).
 * Every refusal is 400 (413 for size) in the `{ success, message, responseData }` wrapper, tr or en.
 */
import type { Socket } from 'node:net'
import { parse as parseQuery } from 'fast-querystring'
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import type { InputLimits } from '../../config.ts'
import { type Language, languageFrom, translate } from '../i18n/messages.ts'
import { sendError } from './error-handler.ts'
import { breachError, type InputBreach, jsonBreach, queryBreach } from './input-bounds.ts'

/** Where the query-string parser leaves a breach for the onRequest hook (the router must not throw). */
const QUERY_BREACH = Symbol('queryBreach')

/** The status and catalogue key of the answers Fastify's router gives itself (`frameworkErrors`). */
const FRAMEWORK_ANSWERS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'error.badRequest'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'error.uriTooLong'],
}

/** The status and catalogue key of the answers to a request Node's HTTP parser refused (`clientError`). */
const CLIENT_ERROR_ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'error.headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'error.requestTimeout'],
}

/**
 * Fastify server options bounding input by `limits`: `bodyLimit`, the router's `querystringParser` (a query
 * beyond the bounds parses to a marker `refuseBreachedQuery` turns into 400), `frameworkErrors` and
 * `clientErrorHandler` (wrapper answers, tr/en from Accept-Language where it can be read).
 */
export function boundedServerOptions(
  limits: InputLimits,
): Pick<FastifyServerOptions, 'bodyLimit' | 'routerOptions' | 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    bodyLimit: limits.bodyMaxBytes,
    routerOptions: {
      querystringParser: (query: string) => {
        const breach = queryBreach(query, limits)
        return breach ? { [QUERY_BREACH]: breach } : parseQuery(query)
      },
    },
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const [status, key] = FRAMEWORK_ANSWERS[error.code] ?? [400, 'error.badRequest']
      sendError(reply, status, translate(languageFrom(request.headers['accept-language']), key))
    },
    clientErrorHandler: answerClientError,
  }
}

/**
 * onRequest hook (install first): a request whose query string exceeded the bounds answers 400 in the
 * wrapper before any other hook, the rate limit included.
 */
export function refuseBreachedQuery(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const breach = (request.query as { [QUERY_BREACH]?: InputBreach } | undefined)?.[QUERY_BREACH]
    done(breach ? breachError(breach) : undefined)
  })
}

/**
 * Replaces the JSON body parser: an empty body reads as no body (the web client sends the JSON content type
 * on bodiless POSTs); a body beyond `limits` answers 400 before it is parsed; anything else goes through
 * Fastify's own parser (prototype-poisoning protection included), 400 for malformed JSON.
 */
export function installBoundedJsonParser(app: FastifyInstance, limits: InputLimits): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, undefined)
    const breach = jsonBreach(text, limits)
    if (breach) return done(breachError(breach), undefined)
    return defaultJsonParser(request, text, done)
  })
}

/** A JSON text parsed within `limits` (multipart fields holding JSON); throws the 400 of a breach, or SyntaxError. */
export function parseBoundedJson(text: string, limits: InputLimits): unknown {
  const breach = jsonBreach(text, limits)
  if (breach) throw breachError(breach)
  return JSON.parse(text)
}

/** @fastify/formbody's `parser`: fast-querystring within the query bounds; throws the 400 of a breach. */
export function boundedFormParser(limits: InputLimits): (body: string) => Record<string, unknown> {
  return (body) => {
    const breach = queryBreach(body, { ...limits, maxStringLength: limits.bodyMaxBytes })
    if (breach) throw breachError(breach)
    return parseQuery(body)
  }
}

/**
 * The `clientError` answer: Node's parser refused the request (headers too large, timeout, malformed), so
 * there is no Fastify request; the wrapper is written to the socket with 431, 408 or 400, in the language of
 * the raw request's Accept-Language when Node kept it. A reset or destroyed socket gets nothing.
 */
function answerClientError(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, key] = CLIENT_ERROR_ANSWERS[err.code ?? ''] ?? [400, 'error.badRequest']
  this.log.debug({ code: err.code }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify({
      success: false,
      message: translate(rawLanguage(err.rawPacket as unknown), key),
      responseData: null,
    })
    const reason =
      status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy(err)
}

/**
 * The language of an Accept-Language header in a raw request Node refused, else tr. The packet is what Node
 * read so far (bounded by its header limit and one socket read).
 */
function rawLanguage(raw: unknown): Language {
  if (!Buffer.isBuffer(raw)) return languageFrom(undefined)
  const head = raw.toString('latin1')
  const match = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(head)
  return languageFrom(match?.[1])
}
