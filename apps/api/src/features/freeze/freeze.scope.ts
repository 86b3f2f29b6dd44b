/**
 * The freeze feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts; decisions "Unit scope is
 * declared per route"):
 * - `freezeRequest`: a request by id → its student's unit;
 * - `freezeDocument`: a request's uploaded document (health-related: the requesting student (1) and the
 *   registrar (4) in scope only; the student centre reads the queue, not the documents).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { freezeRequests } from './freeze.schema.ts'

/** Roles that may read a freeze document. */
export const FREEZE_DOCUMENT_READERS = [1, 4] as const

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerFreezeScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  const request = by.byStudent(freezeRequests, freezeRequests.id, freezeRequests.studentId)
  scope.register('freezeRequest', { shape: 'integer', resolve: request })
  scope.register('freezeDocument', {
    shape: 'integer',
    resolve: request,
    healthReaders: FREEZE_DOCUMENT_READERS,
  })
}
