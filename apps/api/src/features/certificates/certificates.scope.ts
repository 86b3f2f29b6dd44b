/**
 * The certificates feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `certificateRequest` (a student's record by
 * id → the student's programme unit).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { certificateRequests } from './certificates.schema.ts'

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerCertificatesScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  scope.register('certificateRequest', {
    shape: 'integer',
    resolve: by.byStudent(certificateRequests, certificateRequests.id, certificateRequests.studentId),
  })
}
