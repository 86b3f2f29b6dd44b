/**
 * The documents feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `documentRequest` (a student's record by
 * id → the student's programme unit).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { documentRequests } from './documents.schema.ts'

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerDocumentsScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  scope.register('documentRequest', {
    shape: 'integer',
    resolve: by.byStudent(documentRequests, documentRequests.id, documentRequests.studentId),
  })
}
