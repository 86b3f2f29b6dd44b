/**
 * The development identity provider at /idp (issue "Identity and session API" § Sign-in): mounted by the
 * sign-in module when no external provider is configured, served only to loopback clients (app.ts); a
 * production start refuses DEV_IDP_ENABLED=true (production-problems.ts, issue 14).
 */
import type { FastifyInstance } from 'fastify'
import type { DevIdpOptions } from './provider.ts'

export { DEV_IDP_PATH, devIdpIssuer } from './paths.ts'
export type { DevIdpOptions }

/**
 * Creates the provider and registers its routes (a Fastify plugin; options: the portal client). oidc-provider
 * is loaded here, only when the provider is mounted (issue 34 point 11), never by importing this module.
 */
export async function devIdpPlugin(app: FastifyInstance, options: DevIdpOptions) {
  const [{ createDevProvider }, { mountProvider }, { interactionRoutes }] = await Promise.all([
    import('./provider.ts'),
    import('./mount.ts'),
    import('./interaction.routes.ts'),
  ])
  const provider = await createDevProvider(options)
  await app.register(mountProvider, { provider })
  await app.register(interactionRoutes, { provider, publicUrl: options.publicUrl })
  app.log.warn(
    { issuer: provider.issuer },
    'development identity provider mounted at /idp (not for production)',
  )
}
