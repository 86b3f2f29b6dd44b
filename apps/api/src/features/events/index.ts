/** The events and points feature (issue 5 § Events and points; issue 21 § Events, orientation; spec §1, §3, §9). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { eventsAdminRoutes } from './events.admin.routes.ts'
import { createEventsAdminService } from './events.admin.ts'
import { type ClubMemberships, createCalendarService } from './events.calendar.ts'
import { eventsCampusRoutes } from './events.campus.routes.ts'
import { createOrientationService } from './events.orientation.ts'
import { eventsRoutes } from './events.routes.ts'
import type { EventsService } from './events.service.ts'

export type { ClubMemberships } from './events.calendar.ts'
export { createEventsService, type EventsService } from './events.service.ts'

/** What the events feature needs: the pass score (EVENT_PASS_SCORE), the portal's URL, clubs' memberships. */
export interface EventsFeatureDeps {
  db: Database
  clock: Clock
  config: Pick<AppConfig, 'eventPassScore' | 'publicUrl'>
  events: EventsService
  /** The clubs a studentship belongs to (its clubs' meetings go into the personal calendar feed). */
  clubsOf: ClubMemberships
}

/** Registers the events feature on `app`. */
export async function eventsFeature(app: FastifyInstance, deps: EventsFeatureDeps) {
  await app.register(eventsRoutes, { events: deps.events })
  await app.register(eventsAdminRoutes, {
    admin: createEventsAdminService(deps.db, deps.clock, deps.config.publicUrl),
  })
  await app.register(eventsCampusRoutes, {
    db: deps.db,
    clock: deps.clock,
    orientation: createOrientationService(deps.db, deps.clock),
    calendar: createCalendarService(deps.db, deps.clock, deps.config.publicUrl, deps.clubsOf),
  })
}
