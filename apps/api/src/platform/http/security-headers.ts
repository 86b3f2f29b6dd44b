/**
 * The security headers of every answer, computed once (issue 23 "the request path", third pass).
 * @fastify/helmet builds a new helmet middleware from its options on every request (parsing the
 * Content-Security-Policy directives again, two onRequest hooks, one of them async): a few percent of the
 * API's CPU under load, for headers that never change. Here @fastify/helmet itself answers one probe request
 * at start-up with the same options; the headers it wrote are then set on each request in one call, so the
 * answers carry exactly what helmet would send (test/identity/menu-answer.test.ts compares them).
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

/** Headers of the probe answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/**
 * The headers (lower-case name → value) @fastify/helmet adds to an answer under `options`. Throws if the
 * probe fails (start-up error: the app must not run without its security headers).
 */
export async function securityHeadersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  try {
    await probe.register(fastifyHelmet, options)
    probe.get('/', (_request, reply) => reply.send(''))
    const answer = await probe.inject({ method: 'GET', url: '/' })
    if (answer.statusCode !== 200) throw new Error(`security header probe answered ${answer.statusCode}`)
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(answer.headers)) {
      if (NOT_HELMET.has(name) || value === undefined) continue
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    return headers
  } finally {
    await probe.close()
  }
}

/**
 * The headers that matter on a script, style sheet or image of the web build (issue 23, sixth pass): the MIME
 * sniffing and cross-origin embedding guards, the referrer policy (a style sheet's own requests follow it) and
 * HSTS. The others (Content-Security-Policy, frame, opener and agent-cluster policies, the legacy IE and Flash
 * ones) apply to documents only; on each of a page's ~30 assets they were ~550 bytes of HTTP/1.1 headers.
 */
const ASSET_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
])

/** The web build's hashed assets (`/assets/…`): scripts, style sheets, images; never a document. */
export const ASSET_PREFIX = '/assets/'

/**
 * Installs one synchronous onRequest hook on `app` that sets the headers of {@link securityHeadersOf} (call
 * where @fastify/helmet was registered: before the guard, so refusals carry them too), and on the build's
 * assets ({@link ASSET_PREFIX}) only those of them that apply to a subresource. Routes may still replace a
 * header later (the API docs set their own Content-Security-Policy).
 */
export async function installSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = await securityHeadersOf(options)
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADERS.has(name)))
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(ASSET_PREFIX) ? assetHeaders : headers)
    done()
  })
}
