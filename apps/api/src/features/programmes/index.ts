/** The programmes feature: programme versions, information, competencies, TYYÇ, fees and the public guide (issue 19). */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createGuideService } from './programmes.guide.ts'
import { programmesRoutes } from './programmes.routes.ts'
import { createProgrammesService } from './programmes.service.ts'

export { createFeeReader, type ProgrammeFee } from './programmes.fee.ts'
export { createProgrammesService, type ProgrammesService } from './programmes.service.ts'

/** Registers the programme routes over the app's database, clock and public URL (preview links). */
export async function programmesFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; config: Pick<AppConfig, 'publicUrl'> },
) {
  await app.register(programmesRoutes, {
    programmes: createProgrammesService(deps.db, deps.clock, deps.config.publicUrl),
    guide: createGuideService(deps.db, deps.clock),
  })
}
