/** The personnel information feature: service and routes (spec §3 "Personnel"). */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import type { RecordAccess } from '../privacy/index.ts'
import { personnelRoutes } from './personnel.routes.ts'
import { createPersonnelService } from './personnel.service.ts'

/** Registers the personnel feature on `app`. */
export async function personnelFeature(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; recordAccess?: RecordAccess },
) {
  await app.register(personnelRoutes, {
    personnel: createPersonnelService(deps.db, deps.clock),
    recordAccess: deps.recordAccess,
  })
}
