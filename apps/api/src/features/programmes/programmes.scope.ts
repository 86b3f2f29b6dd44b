/**
 * The programmes feature's unit-scope kind (issue 33 §2; identity/guard/scope.ts): `programmeVersion` (a
 * programme version → its programme unit).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { programmeVersions } from './programmes.schema.ts'

/** Registers the kind on `scope`, resolved over `db`. */
export function registerProgrammesScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  scope.register('programmeVersion', {
    shape: 'integer',
    resolve: scopeResolvers(db).byUnit(
      programmeVersions,
      programmeVersions.id,
      programmeVersions.programmeId,
    ),
  })
}
