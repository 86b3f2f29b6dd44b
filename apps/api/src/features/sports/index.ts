/** The sports feature: athletes and the sports scholarship report (issue 21). */
import type { FastifyInstance } from 'fastify'
import { sportsRoutes } from './sports.routes.ts'
import type { SportsService } from './sports.service.ts'

export { createSportsService, type SportsService } from './sports.service.ts'

/** Registers the sports routes with the service built in features/index.ts. */
export async function sportsFeature(app: FastifyInstance, deps: { sports: SportsService }) {
  await app.register(sportsRoutes, deps)
}
