/**
 * The identity layer (issue "Identity and session API"): signing keys, tokens, sessions, the guard, and
 * the account, menu and impersonation calls of spec §7. Sign-in (SSO) and guests register on top of it.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import { type Clock, systemClock } from '../platform/time.ts'
import './identity.messages.ts'
import { accountRoutes } from './account/account.routes.ts'
import { installGuard } from './guard/guard.ts'
import { createScopeRegistry, type ScopeRegistry } from './guard/scope.ts'
import { installScopeCheck } from './guard/scope-check.ts'
import { registerCoreScopeKinds } from './guard/scope-core.ts'
import { type GuestModuleDeps, guestModule } from './guest/index.ts'
import { impersonationRoutes } from './impersonation/impersonation.routes.ts'
import { menuRoutes } from './menus/menu.routes.ts'
import { createMenuAnswers, forgetVerdictsOnWrites } from './menus/menu-answer.ts'
import { createMenuGates, type MenuGates } from './menus/menu-gates.ts'
import { createSessionService, type SessionService } from './sessions/session.service.ts'
import { signInPlugin } from './sso/index.ts'
import { loadSigningKeys } from './tokens/signing-keys.ts'
import { createTokenService, type TokenService } from './tokens/token-service.ts'

/** The identity services other parts of the API use (sign-in, guests, tests). */
export interface IdentityServices {
  tokens: TokenService
  sessions: SessionService
  /** Features hide pages from some members of a role here (registration completion). */
  menuGates: MenuGates
  /** The unit-scope registry: features register their document kinds' resolvers (issue 33 §2). */
  scope: ScopeRegistry
}

/** Creates the token and session services over `db` (keys are created on first use); `clock` gives business dates. */
export async function createIdentityServices(
  db: Database,
  config: AppConfig,
  clock: Clock = systemClock,
): Promise<IdentityServices> {
  const tokens = createTokenService(
    await loadSigningKeys(db, config.keyEncryptionKey),
    config.publicUrl,
    clock,
  )
  return {
    tokens,
    sessions: createSessionService(db, tokens, clock),
    menuGates: createMenuGates(),
    scope: createScopeRegistry(),
  }
}

/**
 * Installs the guard (so every later /api route must declare access) and registers the identity calls.
 * `outside` passes the app's mailer and rate-limit counters to the guest sign-in (else it makes its own).
 * Returns the services for the sign-in and guest modules.
 */
export async function registerIdentity(
  app: FastifyInstance,
  db: Database,
  config: AppConfig,
  clock: Clock = systemClock,
  outside: Pick<GuestModuleDeps, 'mailer' | 'counters'> = {},
): Promise<IdentityServices> {
  const services = await createIdentityServices(db, config, clock)
  installGuard(app, services)
  app.decorate('unitScope', services.scope)
  registerCoreScopeKinds(services.scope, db)
  installScopeCheck(app, { db, registry: services.scope })
  // Before any writing route is registered, so each of them forgets the menu's verdicts (issue 23).
  const menuAnswers = createMenuAnswers(db, services.menuGates)
  forgetVerdictsOnWrites(app, menuAnswers)
  await app.register(accountRoutes, { db, ...services })
  await app.register(menuRoutes, { answers: menuAnswers })
  await app.register(impersonationRoutes, { db, sessions: services.sessions })
  await app.register(guestModule, { db, config, ...services, clock, ...outside })
  await app.register(signInPlugin, { db, config, ...services })
  return services
}
