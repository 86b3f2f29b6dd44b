/** The section definitions feature (issue 22 "Definitions"): the head of department's sections of a term. */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { sectionsRoutes } from './sections.routes.ts'
import { createSectionsService, type SectionsDeps } from './sections.service.ts'

export type { SectionsDeps, SectionsService } from './sections.service.ts'

/** Registers the routes; `seats` (the registration feature's seat counts) is passed in by features/index.ts. */
export async function sectionsFeature(app: FastifyInstance, deps: { db: Database } & SectionsDeps) {
  await app.register(sectionsRoutes, { sections: createSectionsService(deps.db, { seats: deps.seats }) })
}
