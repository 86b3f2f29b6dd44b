/**
 * The academic calendar feature (issue 24 "a student sees … deadlines (registration window, freeze and
 * departure deadlines)"): the calendar's terms and dated entries, the student's upcoming entries and the
 * registrar's upkeep.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { academicCalendarRoutes } from './academic-calendar.routes.ts'
import { createAcademicCalendarService } from './academic-calendar.service.ts'

export { type AcademicCalendarService, createAcademicCalendarService } from './academic-calendar.service.ts'

/** Registers the calendar routes over a service built on the app's database and clock. */
export async function academicCalendarFeature(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  await app.register(academicCalendarRoutes, { calendar: createAcademicCalendarService(deps.db, deps.clock) })
}
