/**
 * Academic position applications (spec §1 guest applicant area and committee evaluation; issue 9): the
 * guest's application and summary, the staff's positions and committees, and the committee's evaluation.
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import type { RecordAccess } from '../privacy/index.ts'
import { createApplicationAdmin } from './applications.admin.ts'
import { applicationAdminRoutes } from './applications.admin-routes.ts'
import { applicationRoutes } from './applications.routes.ts'
import { createApplicationService } from './applications.service.ts'
import { evaluationRoutes } from './evaluation.routes.ts'
import { createEvaluationService } from './evaluation.service.ts'
import { positionRoutes } from './positions.routes.ts'
import { createPositionService } from './positions.service.ts'

export {
  type GuestApplicationPart,
  guestApplicationDataOf,
  guestApplicationFilesOf,
} from './applications.personal-data.ts'
export { purgeClosedApplications } from './applications.retention.ts'
export { registerApplicationsScope } from './applications.scope.ts'
/**
 * Registers the applications feature on `app`. `recordAccess` (the privacy feature's) logs the committee's and
 * HR's reads of a guest applicant's application, files and exports (issue 39 access log).
 */
export async function applicationsFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Pick<AppConfig, 'pdfFonts'>; recordAccess: RecordAccess },
) {
  const fonts = deps.config.pdfFonts
  await app.register(applicationRoutes, {
    applications: createApplicationService(deps.db, deps.clock),
    db: deps.db,
    fonts,
  })
  await app.register(applicationAdminRoutes, {
    admin: createApplicationAdmin(deps.db, deps.clock),
    recordAccess: deps.recordAccess,
  })
  await app.register(positionRoutes, { positions: createPositionService(deps.db, deps.clock) })
  await app.register(evaluationRoutes, {
    evaluation: createEvaluationService(deps.db, deps.clock),
    db: deps.db,
    fonts,
    recordAccess: deps.recordAccess,
  })
}
