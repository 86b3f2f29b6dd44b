/**
 * The development identity provider at /idp (issue "Identity and session API" § Sign-in): mounted by the
 * sign-in module when no external provider is configured, served only to loopback clients (app.ts); a
 * production start refuses DEV_IDP_ENABLED=true (production-problems.ts, issue 14).
 */
import type { FastifyInstance } from 'fastify'
import { interactionRoutes } from './interaction.routes.ts'
import { mountProvider } from './mount.ts'
import { createDevProvider, type DevIdpOptions } from './provider.ts'

export { DEV_IDP_PATH, devIdpIssuer } from './provider.ts'

/** Creates the provider and registers its routes (a Fastify plugin; options: the portal client). */
export async function devIdpPlugin(app: FastifyInstance, options: DevIdpOptions) {
  const provider = await createDevProvider(options)
  await app.register(mountProvider, { provider })
  await app.register(interactionRoutes, { provider, publicUrl: options.publicUrl })
  app.log.warn(
    { issuer: provider.issuer },
    'development identity provider mounted at /idp (not for production)',
  )
}
