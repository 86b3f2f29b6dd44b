/** The clubs feature (issue 21 § Clubs; spec §1 "club registration"). */
import type { FastifyInstance } from 'fastify'
import type { MenuGates } from '../../identity/menus/menu-gates.ts'
import { clubsRoutes } from './clubs.routes.ts'
import type { ClubsService } from './clubs.service.ts'

export { type ClubsService, createClubsService } from './clubs.service.ts'

/**
 * Registers the clubs routes with the service built in features/index.ts, and the menu gate that shows the
 * club advisor's page (`ClubAdvisor`) only to staff who advise a club.
 */
export async function clubsFeature(
  app: FastifyInstance,
  deps: { clubs: ClubsService; menuGates: Pick<MenuGates, 'gate'> },
) {
  deps.menuGates.gate('ClubAdvisor', (principal) => deps.clubs.advisesAny(principal))
  await app.register(clubsRoutes, { clubs: deps.clubs })
}
