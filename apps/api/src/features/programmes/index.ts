/** The programmes feature: programme versions, information, competencies, TYYÇ, fees and the public guide (issue 19). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { admissionRoutes } from './programmes.admissions.routes.ts'
import { createAdmissionSheetService } from './programmes.admissions.sheet.ts'
import { createAdmissionsService } from './programmes.admissions.ts'
import { createGuideService } from './programmes.guide.ts'
import { publicPagesRoutes } from './programmes.public-pages.ts'
import { programmesRoutes } from './programmes.routes.ts'
import { createProgrammesService } from './programmes.service.ts'

export { createFeeReader, type ProgrammeFee } from './programmes.fee.ts'
export { registerProgrammesScope } from './programmes.scope.ts'
export { createProgrammesService, type ProgrammesService } from './programmes.service.ts'

/** Registers the programme and admission figure routes over the app's database, clock and public URL (preview links). */
export async function programmesFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Pick<AppConfig, 'publicUrl'> },
) {
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
