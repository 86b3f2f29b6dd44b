/**
 * The applications feature's unit-scope kind (issue 33 §2; identity/guard/scope.ts): `position` (an academic
 * position → its faculty and department, both in scope).
 */
import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { positions } from './applications.schema.ts'

/** Registers the kind on `scope`, resolved over `db`. */
export function registerApplicationsScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  scope.register('position', {
    shape: 'integer',
    resolve: async (ids) => {
      const rows = await db
        .select({ id: positions.id, faculty: positions.facultyId, department: positions.departmentId })
        .from(positions)
        .where(inArray(positions.id, ids.map(Number)))
      return new Map(rows.map((r) => [r.id, [r.faculty, r.department]]))
    },
  })
}
