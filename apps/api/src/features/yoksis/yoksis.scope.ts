/**
 * The YÖKSİS feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `yoksisComparison` (a
 * comparison → the unit it compared) and `yoksisDifference` (a difference → its comparison's unit).
 */
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { scopeResolvers } from '../../identity/guard/scope-core.ts'
import { yoksisComparisons, yoksisDifferences } from './yoksis.schema.ts'

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerYoksisScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  const by = scopeResolvers(db)
  scope.register('yoksisComparison', {
    shape: 'integer',
    resolve: by.byUnit(yoksisComparisons, yoksisComparisons.id, yoksisComparisons.unitId),
  })
  scope.register('yoksisDifference', {
    shape: 'integer',
    resolve: async (ids) => {
      const rows = await db
        .select({ id: yoksisDifferences.id, unitId: yoksisComparisons.unitId })
        .from(yoksisDifferences)
        .innerJoin(yoksisComparisons, eq(yoksisComparisons.id, yoksisDifferences.comparisonId))
        .where(inArray(yoksisDifferences.id, ids.map(Number)))
      return new Map(rows.map((r) => [r.id, r.unitId]))
    },
  })
}
