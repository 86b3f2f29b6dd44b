/**
 * The YÖKSİS feature's unit-scope kinds (issue 33 §2; identity/guard/scope.ts): `yoksisComparison` (a
 * comparison → the units it compared), `yoksisDifference` (a difference → its comparison's units) and
 * `yoksisWorklistItem` (a worklist item → the programme unit of its programme code).
 */
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { units } from '../../db/schema/index.ts'
import type { ScopeRegistry } from '../../identity/guard/scope.ts'
import { yoksisComparisons, yoksisDifferences, yoksisWorklist } from './yoksis.schema.ts'

/** The units of a comparison row: its scope's units (issue 35), or the one unit of an older run. */
const unitsOf = (c: { unitId: number; scope: unknown }): readonly number[] =>
  ((c.scope ?? {}) as { unitIds?: number[] }).unitIds ?? [c.unitId]

/** Registers the kinds on `scope`, resolved over `db`. */
export function registerYoksisScope(scope: Pick<ScopeRegistry, 'register'>, db: Database): void {
  scope.register('yoksisComparison', {
    shape: 'integer',
    resolve: async (ids) => {
      const rows = await db
        .select({
          id: yoksisComparisons.id,
          unitId: yoksisComparisons.unitId,
          scope: yoksisComparisons.scope,
        })
        .from(yoksisComparisons)
        .where(inArray(yoksisComparisons.id, ids.map(Number)))
      return new Map(rows.map((r) => [r.id, unitsOf(r)]))
    },
  })
  scope.register('yoksisDifference', {
    shape: 'integer',
    resolve: async (ids) => {
      const rows = await db
        .select({
          id: yoksisDifferences.id,
          unitId: yoksisComparisons.unitId,
          scope: yoksisComparisons.scope,
        })
        .from(yoksisDifferences)
        .innerJoin(yoksisComparisons, eq(yoksisComparisons.id, yoksisDifferences.comparisonId))
        .where(inArray(yoksisDifferences.id, ids.map(Number)))
      return new Map(rows.map((r) => [r.id, unitsOf(r)]))
    },
  })
  scope.register('yoksisWorklistItem', {
    shape: 'integer',
    resolve: async (ids) => {
      const rows = await db
        .select({ id: yoksisWorklist.id, unitId: units.id })
        .from(yoksisWorklist)
        .innerJoin(units, eq(units.code, yoksisWorklist.programmeCode))
        .where(inArray(yoksisWorklist.id, ids.map(Number)))
      return new Map(rows.map((r) => [r.id, r.unitId]))
    },
  })
}
