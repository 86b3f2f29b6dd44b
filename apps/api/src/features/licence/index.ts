/** The Microsoft licence feature: provider, service and routes (spec §1, §4, §8). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createDevLicenceProvider, type LicenceProvider } from './licence.provider.ts'
import { licenceRoutes } from './licence.routes.ts'
import { createLicenceService } from './licence.service.ts'

/**
 * Registers the licence feature on `app`. Without a `provider` the development one is used (grants after
 * LICENCE_DEV_GRANT_SECONDS); a deployment passes the Microsoft one.
 */
export async function licenceFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    clock: Clock
    config: Pick<AppConfig, 'licenceDevGrantSeconds'>
    provider?: LicenceProvider
  },
) {
  const provider = deps.provider ?? createDevLicenceProvider(deps.clock, deps.config.licenceDevGrantSeconds)
  await app.register(licenceRoutes, { licence: createLicenceService(deps.db, deps.clock, provider) })
}
