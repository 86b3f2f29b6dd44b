/**
 * Mounts oidc-provider's Koa application under /idp in Fastify: a catch-all route hands the raw request and
 * response to `provider.callback()` with the path rewritten without the prefix (`originalUrl` keeps it, so
 * the provider builds its URLs with /idp). The route's context parses no body, so the provider reads the
 * request stream itself. Helmet's headers (set on the raw response) stay on the provider's answers.
 */
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Provider } from 'oidc-provider'
import { DEV_IDP_PATH } from './paths.ts'

/** Registers `GET|POST|… /idp` and `/idp/*` forwarding to `provider` (a Fastify plugin). */
export async function mountProvider(app: FastifyInstance, { provider }: { provider: Provider }) {
  const handle = provider.callback()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))

  /** Forwards one request to the provider; Fastify no longer touches the response (hijacked). */
  async function forward(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack()
    const req = request.raw as IncomingMessage & { originalUrl?: string }
    const original = req.url ?? DEV_IDP_PATH
    const rest = original.slice(DEV_IDP_PATH.length)
    req.originalUrl = original
    req.url = rest.startsWith('/') ? rest : `/${rest}`
    await new Promise<void>((resolve) => {
      reply.raw.once('finish', resolve)
      reply.raw.once('close', resolve)
      handle(req, reply.raw)
    })
  }

  const options = { schema: { hide: true } }
  app.all(DEV_IDP_PATH, options, forward)
  app.all(`${DEV_IDP_PATH}/*`, options, forward)
}
