/** The clubs feature (issue 21 § Clubs; spec §1 "club registration"). */
import type { FastifyInstance } from 'fastify'
import { clubsRoutes } from './clubs.routes.ts'
import type { ClubsService } from './clubs.service.ts'

export { type ClubsService, createClubsService } from './clubs.service.ts'

/** Registers the clubs routes with the service built in features/index.ts. */
export async function clubsFeature(app: FastifyInstance, deps: { clubs: ClubsService }) {
  await app.register(clubsRoutes, deps)
}
