/** The events and points feature (issue 5 § Events and points; spec §1, §3, §9). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { eventsRoutes } from './events.routes.ts'
import { createEventsService } from './events.service.ts'

/** Registers the events feature on `app`; the pass score comes from EVENT_PASS_SCORE. */
export async function eventsFeature(
  app: FastifyInstance,
  deps: { db: Database; config: Pick<AppConfig, 'eventPassScore'> },
) {
  await app.register(eventsRoutes, { events: createEventsService(deps.db, deps.config.eventPassScore) })
}
