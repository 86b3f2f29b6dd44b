/** What the single sign-on routes need (sso.routes.ts, logout.routes.ts). */
import type { SsoConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { SessionService } from '../sessions/session.service.ts'
import type { TokenService } from '../tokens/token-service.ts'
import type { OidcClient } from './oidc-client.ts'
import type { SamlClient } from './saml-client.ts'
import type { StateSealer } from './state-cookie.ts'

/** What the routes need; `oidc` is null when OIDC is not the protocol or no provider is configured. */
export interface SsoRouteDeps {
  db: Database
  tokens: TokenService
  sessions: SessionService
  settings: SsoConfig
  publicUrl: string
  oidc: OidcClient | null
  saml: SamlClient | null
  sealer: StateSealer
}
