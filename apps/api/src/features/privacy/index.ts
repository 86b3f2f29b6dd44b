/**
 * The privacy feature (issue 39 "Privacy", KVKK Law No. 6698): versioned privacy notices per audience with
 * their acknowledgements, and the access log of staff reads of other persons' personal data.
 *
 * Composition (features/index.ts): `createPrivacy` first, so the features whose read routes show personal data
 * receive its `recordAccess` (and `recordEach` for exports); `privacyFeature` registers the routes.
 */
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import { createAccessLog } from './privacy.access.ts'
import { createNoticeService } from './privacy.notices.ts'
import { privacyRoutes } from './privacy.routes.ts'

export type { AccessRead, AccessSubjects, RecordAccess, RecordEach } from './privacy.access.ts'

/** Creates the feature's services. */
export function createPrivacy(deps: { db: Database; clock: Clock }) {
  const accessLog = createAccessLog(deps.db, deps.clock)
  return {
    notices: createNoticeService(deps.db, deps.clock),
    accessLog,
    /** The hook other features' read routes call (one line each). */
    recordAccess: accessLog.recordAccess,
    /** The export wrapper other features' person exports use. */
    recordEach: accessLog.recordEach,
  }
}

/** The feature's services (created once by features/index.ts). */
export type Privacy = ReturnType<typeof createPrivacy>

/** Registers the routes. */
export async function privacyFeature(app: FastifyInstance, deps: { privacy: Privacy }) {
  await app.register(privacyRoutes, { notices: deps.privacy.notices, accessLog: deps.privacy.accessLog })
}
