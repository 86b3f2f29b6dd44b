/** The freeze feature: registration freeze requests, the registrar's queue and registration completion (issue 16). */
import { count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.ts'
import type { MenuGates } from '../../identity/menus/menu-gates.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import { createCompletionService, type RevokeSession } from './freeze.completion.ts'
import { freezeRequests } from './freeze.schema.ts'

export { closePendingFreezeRequests } from './freeze.departure.ts'
export { freezeRecordOf } from './freeze.record.ts'
export { registerFreezeScope } from './freeze.scope.ts'

/** The number of pending freeze requests (the registrar's queue; the staff digest, issue 39). */
export async function pendingFreezeCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(freezeRequests)
    .where(eq(freezeRequests.status, 'pending'))
  return Number(row?.n ?? 0)
}

import type { RecordAccess } from '../privacy/index.ts'
import { createFreezeRequestService } from './freeze.requests.ts'
import { freezeRoutes } from './freeze.routes.ts'

/** What the feature needs: the database, the clock and the identity layer's session revoke. */
export interface FreezeDeps {
  db: Database
  clock: Clock
  revokeSession: RevokeSession
  /** The menu's gates: the registration completion page shows only to a student who must complete. */
  menuGates: Pick<MenuGates, 'gate'>
  /** Tells the student a request was decided (notifications feature, issue 39); in the decision's transaction. */
  notify?: Notify
  /** Records a staff read of a request's document (privacy feature's access log, issue 39). */
  recordAccess?: RecordAccess
}

/** Registers the freeze routes over services built from `deps`. */
export async function freezeFeature(app: FastifyInstance, deps: FreezeDeps) {
  const completion = createCompletionService(deps.db, deps.clock, deps.revokeSession)
  deps.menuGates.gate('RegistrationCompletion', (principal) => completion.mustComplete(principal))
  await app.register(freezeRoutes, {
    requests: createFreezeRequestService(deps.db, deps.clock, deps.notify),
    completion,
    recordAccess: deps.recordAccess,
  })
}
