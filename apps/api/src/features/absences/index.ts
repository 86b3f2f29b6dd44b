/** The absences feature: entry, confirmation, excuses, exemptions, reports, the student's view and requests (issue 6, issue 5). */
import type { FastifyInstance } from 'fastify'
import type { RecordAccess } from '../privacy/index.ts'
import { absencesHomeRoutes } from './absences.home.routes.ts'
import { absencesRoutes } from './absences.routes.ts'
import type { AbsenceService } from './absences.service.ts'

export { MEDICAL_EXCUSE_READERS, registerAbsencesScope } from './absences.scope.ts'
export { type AbsenceService, createAbsencesService } from './absences.service.ts'

/** Registers the absences routes with the service built in features/index.ts. */
export async function absencesFeature(
  app: FastifyInstance,
  deps: { absences: AbsenceService; recordAccess?: RecordAccess },
) {
  await app.register(absencesRoutes, deps)
  await app.register(absencesHomeRoutes, deps)
}
