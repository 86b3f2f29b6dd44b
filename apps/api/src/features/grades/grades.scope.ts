/**
 * The grades feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `gradeBookItem` (an exam of a
 * section → the section's unit) and `gradeRequest` (a student's request on a section's grade → the student's
 * and the section's units, both in scope).
 */
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { gradeBookItems, gradeRequests } from './grades.schema.ts'

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerGradesScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  scope.register('gradeBookItem', {
    shape: 'integer',
    resolve: by.bySection(gradeBookItems, gradeBookItems.id, gradeBookItems.sectionId),
  })
  scope.register('gradeRequest', {
    shape: 'integer',
    resolve: by.byStudentAndSection(
      gradeRequests,
      gradeRequests.id,
      gradeRequests.studentId,
      gradeRequests.sectionId,
    ),
  })
}
