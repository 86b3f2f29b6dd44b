/**
 * The identity layer (issue "Identity and session API"): signing keys, tokens, sessions, the guard, and
 * the account, menu and impersonation calls of spec §7. Sign-in (SSO) and guests register on top of it.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import './identity.messages.ts'
import { accountRoutes } from './account/account.routes.ts'
import { installGuard } from './guard/guard.ts'
import { impersonationRoutes } from './impersonation/impersonation.routes.ts'
import { menuRoutes } from './menus/menu.routes.ts'
import { createSessionService, type SessionService } from './sessions/session.service.ts'
import { loadSigningKeys } from './tokens/signing-keys.ts'
import { createTokenService, type TokenService } from './tokens/token-service.ts'

/** The identity services other parts of the API use (sign-in, guests, tests). */
export interface IdentityServices {
  tokens: TokenService
  sessions: SessionService
}

/** Creates the token and session services over `db` (keys are created on first use). */
export async function createIdentityServices(db: Database, config: AppConfig): Promise<IdentityServices> {
  const tokens = createTokenService(await loadSigningKeys(db), config.publicUrl)
  return { tokens, sessions: createSessionService(db, tokens) }
}

/**
 * Installs the guard (so every later /api route must declare access) and registers the identity calls.
 * Returns the services for the sign-in and guest modules.
 */
export async function registerIdentity(
  app: FastifyInstance,
  db: Database,
  config: AppConfig,
): Promise<IdentityServices> {
  const services = await createIdentityServices(db, config)
  installGuard(app, services)
  await app.register(accountRoutes, { db, ...services })
  await app.register(menuRoutes, { db })
  await app.register(impersonationRoutes, { db, sessions: services.sessions })
  return services
}
