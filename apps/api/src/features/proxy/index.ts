/** The proxy delegation feature: service and routes (spec §1 "Proxy delegation"). */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { proxyRoutes } from './proxy.routes.ts'
import { createProxyService } from './proxy.service.ts'

/** Registers the proxy feature on `app`. */
export async function proxyFeature(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  await app.register(proxyRoutes, { proxy: createProxyService(deps.db, deps.clock) })
}
