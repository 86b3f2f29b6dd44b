/**
 * Sign-in through the university's single sign-on (issue "Identity and session API" § "Sign-in that works
 * like production"; spec §1, §7): OIDC or SAML 2.0 by SSO_PROTOCOL, and the development identity provider
 * at /idp when OIDC is chosen and no external provider is configured (served only to loopback clients; a
 * production start refuses it).
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { devIdpIssuer, devIdpPlugin } from '../dev-idp/index.ts'
import type { SessionService } from '../sessions/session.service.ts'
import type { TokenService } from '../tokens/token-service.ts'
import { createOidcClient } from './oidc-client.ts'
import { createSamlClient } from './saml-client.ts'
import { ssoRoutes } from './sso.routes.ts'
import { SSO_PATHS } from './sso-paths.ts'
import { createStateSealer } from './state-cookie.ts'
import './sso.messages.ts'

/** Options of the sign-in plugin. */
export interface SignInOptions {
  db: Database
  config: AppConfig
  tokens: TokenService
  sessions: SessionService
}

/**
 * Registers the sign-in routes (a Fastify plugin), mounting the development provider first when it is the
 * provider to use. Throws at start-up only for impossible settings; a missing provider makes Login answer
 * a 503 page instead.
 */
export async function signInPlugin(app: FastifyInstance, { db, config, tokens, sessions }: SignInOptions) {
  const settings = config.sso
  const publicUrl = config.publicUrl.replace(/\/+$/, '')
  const devIssuer = devIdpIssuer(publicUrl)
  // The issuer is used exactly as configured (discovery compares it verbatim), except for the dev provider.
  let issuer = settings.oidc.issuer
  const wantsDevProvider = issuer === null || issuer.replace(/\/+$/, '') === devIssuer
  if (settings.protocol === 'oidc' && wantsDevProvider) {
    issuer = settings.devIdpEnabled ? devIssuer : null
    if (settings.devIdpEnabled) {
      await app.register(devIdpPlugin, {
        publicUrl,
        clientId: settings.oidc.clientId,
        clientSecret: settings.oidc.clientSecret,
        tokenAuthMethod: settings.oidc.tokenAuthMethod,
        clientPrivateKey: settings.oidc.clientPrivateKey,
      })
    }
  }
  if (settings.protocol === 'oidc' && issuer === null) {
    app.log.warn('no identity provider configured (OIDC_ISSUER); sign-in answers 503')
  }
  const oidc =
    settings.protocol === 'oidc' && issuer
      ? createOidcClient({
          issuer,
          clientId: settings.oidc.clientId,
          clientSecret: settings.oidc.clientSecret,
          scope: settings.oidc.scope,
          redirectUri: `${publicUrl}${SSO_PATHS.callback}`,
          allowHttp: config.nodeEnv !== 'production' || issuer === devIssuer,
          tokenAuthMethod: settings.oidc.tokenAuthMethod,
          clientPrivateKey: settings.oidc.clientPrivateKey,
        })
      : null
  const saml =
    settings.protocol === 'saml'
      ? createSamlClient(settings.saml, (fields, message) => app.log.warn(fields, message))
      : null
  const sealer = createStateSealer(settings.cookieSecret, config.keyEncryptionKey)
  await app.register(ssoRoutes, { db, tokens, sessions, settings, publicUrl, oidc, saml, sealer })
}
