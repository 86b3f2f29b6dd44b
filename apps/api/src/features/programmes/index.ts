/** The programmes feature: programme versions, information, competencies, TYYÇ, fees and the public guide (issue 19). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import type { Clock } from '../../platform/time.ts'
import { admissionRoutes } from './programmes.admissions.routes.ts'
import { createAdmissionSheetService } from './programmes.admissions.sheet.ts'
import { createAdmissionsService } from './programmes.admissions.ts'
import { createGuideService } from './programmes.guide.ts'
import { publicPagesRoutes } from './programmes.public-pages.ts'
import { programmesRoutes } from './programmes.routes.ts'
import { registerPublishDueTask } from './programmes.schedule.ts'
import { createProgrammesService } from './programmes.service.ts'

export { createFeeReader, type ProgrammeFee } from './programmes.fee.ts'
export { registerProgrammesScope } from './programmes.scope.ts'
export { createProgrammesService, type ProgrammesService } from './programmes.service.ts'

/**
 * Registers the programme and admission figure routes over the app's database, clock and public URL (preview
 * links), and the recurring switch of versions whose publish date has come (issue 37) on the app's jobs.
 */
export async function programmesFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Pick<AppConfig, 'publicUrl'>; jobs: Jobs },
) {
  registerPublishDueTask(deps.jobs, deps.db, deps.clock)
  const guide = createGuideService(deps.db, deps.clock)
  await app.register(programmesRoutes, {
    programmes: createProgrammesService(deps.db, deps.clock, deps.config.publicUrl),
    guide,
  })
  await app.register(publicPagesRoutes, { guide })
  await app.register(admissionRoutes, {
    admissions: createAdmissionsService(deps.db, deps.clock),
    sheet: createAdmissionSheetService(deps.db, deps.clock),
  })
}
