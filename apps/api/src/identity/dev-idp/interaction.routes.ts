/**
 * The development provider's interaction (sign-in) endpoints: the page listing the demo accounts, the sign-in
 * as a chosen e-mail, and cancel. Consent for the portal is granted without asking. These are the pages a
 * university's own provider would show; the portal never calls them itself.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Interaction, Provider } from 'oidc-provider'
import { z } from 'zod'
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts'
import { type Language, languageFrom } from '../../platform/i18n/messages.ts'
import { renderErrorPage, renderLoginPage } from './pages.ts'
import { DEV_IDP_PATH } from './paths.ts'

/** What the interaction routes need. */
export interface InteractionRouteDeps {
  provider: Provider
  publicUrl: string
}

const params = z.object({ uid: z.string().min(1).max(100) })
const hidden = { hide: true }

/** Registers the interaction routes (a Fastify plugin). */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { provider } = deps

  const langOf = (request: FastifyRequest, asked?: string): Language =>
    asked === 'en' || asked === 'tr' ? asked : languageFrom(request.headers['accept-language'])

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body)

  /** The pending interaction `uid` of this browser, or null (no or foreign interaction cookie, expired). */
  async function interactionOf(request: FastifyRequest, reply: FastifyReply, uid: string) {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      return details.uid === uid ? details : null
    } catch {
      return null
    }
  }

  const expired = (request: FastifyRequest, reply: FastifyReply) =>
    html(
      reply,
      400,
      renderErrorPage(
        langOf(request),
        { error: 'invalid_request', error_description: 'interaction session not found or expired' },
        `${deps.publicUrl}/`,
      ),
    )

  /** Ends the interaction with `result`; the provider answers the redirect itself. */
  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    reply.hijack()
    await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false })
  }

  /** Grants the scopes of a consent prompt (first-party portal: never asked). */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply, details: Interaction) {
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({
        accountId: details.session?.accountId,
        clientId: String(details.params.client_id),
      })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    const grantId = await grant.save()
    reply.hijack()
    await provider.interactionFinished(request.raw, reply.raw, { consent: { grantId } })
  }

  /** GET the sign-in page of interaction `uid` (`?lang=tr|en` overrides Accept-Language). */
  api.get(
    `${DEV_IDP_PATH}/interaction/:uid`,
    { schema: { ...hidden, params, querystring: z.object({ lang: z.enum(['tr', 'en']).optional() }) } },
    async (request, reply) => {
      const details = await interactionOf(request, reply, request.params.uid)
      if (!details) return expired(request, reply)
      if (details.prompt.name === 'consent') return grantConsent(request, reply, details)
      return html(
        reply,
        200,
        renderLoginPage(langOf(request, request.query.lang), details.uid, DEMO_ACCOUNTS),
      )
    },
  )

  /** POST sign in as `email` (a demo account's button or the free-text field). */
  api.post(
    `${DEV_IDP_PATH}/interaction/:uid/login`,
    { schema: { ...hidden, params, body: z.object({ email: z.string().max(320) }) } },
    async (request, reply) => {
      const details = await interactionOf(request, reply, request.params.uid)
      if (!details) return expired(request, reply)
      const email = request.body.email.trim().toLowerCase()
      if (!z.email().safeParse(email).success) {
        return html(
          reply,
          400,
          renderLoginPage(langOf(request), details.uid, DEMO_ACCOUNTS, 'devIdp.badEmail'),
        )
      }
      return finish(request, reply, { login: { accountId: email } })
    },
  )

  /** POST cancel: the portal receives `error=access_denied`. */
  api.post(
    `${DEV_IDP_PATH}/interaction/:uid/abort`,
    { schema: { ...hidden, params } },
    async (request, reply) => {
      const details = await interactionOf(request, reply, request.params.uid)
      if (!details) return expired(request, reply)
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      })
    },
  )
}
