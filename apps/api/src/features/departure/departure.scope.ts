/**
 * The departure feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `departureRequest` (a student's record by
 * id → the student's programme unit).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { departureRequests } from './departure.schema.ts'

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerDepartureScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  scope.register('departureRequest', {
    shape: 'integer',
    resolve: by.byStudent(departureRequests, departureRequests.id, departureRequests.studentId),
  })
}
