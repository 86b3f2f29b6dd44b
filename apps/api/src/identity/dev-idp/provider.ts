/**
 * The development identity provider (issue "Identity and session API" § Sign-in; DESIGN.md §1): an
 * oidc-provider v9 authorization server at `${PUBLIC_URL}/idp` with one confidential client, the portal
 * (`unacs-portal`, PKCE required), issuing the claims `email` and `name` for the demo university's people.
 * Its sessions, interactions and signing key live in process memory (oidc-provider's default adapter) —
 * acceptable for a development provider only; see docs/decisions.md.
 */
import { createPublicKey, randomBytes, randomUUID } from 'node:crypto'
import { exportJWK, generateKeyPair } from 'jose'
import { type Configuration, type KoaContextWithOIDC, Provider } from 'oidc-provider'
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js'
import type { OidcTokenAuthMethod } from '../../config.ts'
import { DEMO_PEOPLE } from '../../db/seed/demo-accounts.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import { renderErrorPage, renderLoggedOutPage, renderLogoutPage } from './pages.ts'
import { DEV_IDP_PATH, devIdpIssuer } from './paths.ts'

export { DEV_IDP_PATH, devIdpIssuer }

/** The portal client the provider knows (its id and token endpoint authentication are configurable). */
export interface DevIdpOptions {
  publicUrl: string
  clientId: string
  clientSecret: string
  /** How the portal authenticates at the token endpoint (OIDC_TOKEN_AUTH_METHOD). */
  tokenAuthMethod: OidcTokenAuthMethod
  /** The portal's private key (PEM) for private_key_jwt: its public half is registered. */
  clientPrivateKey: string | null
}

const langOf = (ctx: KoaContextWithOIDC) => languageFrom(ctx.get('accept-language') || undefined)

/**
 * Creates the provider (a fresh RS256 signing key per process). Any e-mail address signs in: demo accounts
 * get their names, other addresses (to try an unknown identity) their address as name.
 */
export async function createDevProvider(options: DevIdpOptions): Promise<Provider> {
  const { publicUrl, clientId, clientSecret, tokenAuthMethod } = options
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingJwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomUUID() }
  const names = new Map(DEMO_PEOPLE.map((p) => [p.email.toLowerCase(), `${p.firstName} ${p.lastName}`]))
  const portalUrl = `${publicUrl}/`

  const configuration: Configuration = {
    // Sessions, interactions, codes and tokens in this process's memory, one store per provider (see top).
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/api/Identity/Auth/Callback`],
        post_logout_redirect_uris: [portalUrl, `${publicUrl}/api/Identity/Auth/SignedOut`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: tokenAuthMethod,
        ...(tokenAuthMethod === 'private_key_jwt' && options.clientPrivateKey
          ? { jwks: { keys: [await publicJwkOf(options.clientPrivateKey)] } }
          : {}),
      },
    ],
    jwks: { keys: [signingJwk] },
    // Its session cookie stays under /idp instead of riding along on every portal request.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      long: { httpOnly: true, sameSite: 'lax', path: DEV_IDP_PATH },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 43_200,
      Grant: 43_200,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html'
          ctx.body = renderLogoutPage(langOf(ctx), form)
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html'
          ctx.body = renderLoggedOutPage(langOf(ctx), portalUrl)
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        // An address starting with "unverified" is marked unverified (to try email_verified: false).
        claims: () => ({
          sub: id,
          email: id,
          email_verified: !id.toLowerCase().startsWith('unverified'),
          name: names.get(id) ?? id,
        }),
      }
    },
    // The portal is a first-party client: consent is granted without asking.
    async loadExistingGrant(ctx) {
      const client = ctx.oidc.client
      const session = ctx.oidc.session
      if (!client || !session) return undefined
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      if (client.clientId !== clientId || !session.accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      ctx.body = renderErrorPage(langOf(ctx), out, portalUrl)
    },
  }
  const provider = new Provider(devIdpIssuer(publicUrl), configuration)
  provider.proxy = true // the portal trusts X-Forwarded-* (Fastify trustProxy), so does the provider
  return provider
}

/** The public JWK of a PEM private key (the client's key for private_key_jwt). */
async function publicJwkOf(privatePem: string) {
  const jwk = await exportJWK(createPublicKey(privatePem))
  return { ...jwk, use: 'sig' }
}
