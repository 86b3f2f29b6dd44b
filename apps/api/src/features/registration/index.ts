/**
 * The course registration feature (issue 7; spec §1, §3, §4, §5): student basket, advisor approval with
 * pre-interview, pre-interview definitions, section transfer and the opened courses report. All routes live
 * in one encapsulated context whose error handler turns database-pool overload into 503 + Retry-After.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import { advisorRoutes } from './advisor.routes.ts'
import { createAdvisorService } from './advisor.service.ts'
import { createBasketService } from './basket.service.ts'
import { courseDetailRoutes } from './course-detail.routes.ts'
import { type CourseDetailDeps, createCourseDetailService } from './course-detail.service.ts'

export { closeOpenBaskets } from './departure-close.ts'
export { registrationRecordOf } from './registration.record.ts'

import { createIdempotency } from './idempotency.ts'
import { createPreInterviewService } from './pre-interview.service.ts'
import './registration.messages.ts'
import { createSectionsService } from './sections.service.ts'
import { staffRoutes } from './staff.routes.ts'
import type { RosterSync, StandingsReader } from './standing.ts'
import { studentRoutes } from './student.routes.ts'

/** Registers the registration feature on `app`. */
export async function registrationFeature(
  app: FastifyInstance,
  deps: {
    db: Database
    courseDetail?: CourseDetailDeps
    standings?: StandingsReader
    rosters?: RosterSync
  },
) {
  const idem = createIdempotency(deps.db)
  const basket = createBasketService(deps.db, idem, deps.standings)
  const advisor = createAdvisorService(deps.db, idem, deps.standings, deps.rosters)
  const preInterview = createPreInterviewService(deps.db, idem, advisor)
  const sections = createSectionsService(deps.db, idem, deps.rosters)
  await app.register(studentRoutes, { basket })
  await app.register(advisorRoutes, { advisor, preInterview })
  await app.register(staffRoutes, { preInterview, sections })
  if (deps.courseDetail) {
    const detail = createCourseDetailService(deps.db, deps.courseDetail)
    await app.register(courseDetailRoutes, { detail })
  }
}

export { type SectionSeats, sectionSeats } from './seats.ts'
export type { CourseStanding, StandingsReader } from './standing.ts'
