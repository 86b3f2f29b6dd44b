/**
 * The platform's unit-scope check (issue 33 §2; decisions "Unit scope is declared per route"): for a route
 * that declares targets (`config.scope`, scope.ts) and a caller whose active role is unit-scoped
 * (scope-roles.ts), every target present in the request must resolve to a unit in the subtree of the units of
 * the caller's active role; outside, or not found → 404 `error.notFound`, before the handler runs, so nothing
 * changes. Health kinds also refuse every role not among their readers.
 *
 * Two steps, so an out-of-scope target is refused whatever the rest of the body is and no value escapes:
 * - preValidation (after the guard and body parsing, before validation): every well-formed id in the raw
 *   request is checked;
 * - preHandler (after validation): ids that were not well-formed before validation but are now (coerced or
 *   trimmed by the schema) are checked too.
 * Cost: one resolver query per kind present and one query for the caller's unit subtree; none for
 * university-wide and ownership roles, routes with `none`, public and guest routes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client.ts'
import { notFound } from '../../platform/http/errors.ts'
import { hasTargets, type IdShape, type ScopeRegistry, unknownKinds, valuesAt } from './scope.ts'
import { UNIT_SCOPED_ROLES } from './scope-roles.ts'
import { withinRoleUnits } from './unit-scope.ts'

/** What the check needs. */
export interface ScopeCheckDeps {
  db: Database
  registry: ScopeRegistry
}

const MAX_ID = 2_147_483_647

/** `value` as a well-formed id of `shape`, or null (left to validation). */
export function wellFormed(shape: IdShape, value: unknown): number | string | null {
  if (shape === 'integer') {
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{1,10}$/.test(value)
          ? Number(value)
          : NaN
    return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const text = String(value).trim()
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters make an id malformed
  return text.length > 0 && text.length <= 64 && !/[\u0000-\u001f]/.test(text) ? text : null
}

/** The ids already checked for a request (`kind:id`), so the second step checks only new ones. */
const checked = new WeakMap<FastifyRequest, Set<string>>()

/** Installs the two hooks on `app` (the root instance, before any route). */
export function installScopeCheck(app: FastifyInstance, deps: ScopeCheckDeps): void {
  const check = async (request: FastifyRequest) => {
    const scope = request.routeOptions.config?.scope
    const principal = request.principal
    if (!hasTargets(scope) || !principal) return
    const role = principal.activeRoleId
    const unitScoped = principal.userType === 'staff' && UNIT_SCOPED_ROLES.has(role)
    const seen = checked.get(request) ?? new Set<string>()
    checked.set(request, seen)
    const byKind = new Map<string, (number | string)[]>()
    for (const target of scope) {
      const kind = deps.registry.kind(target.kind)
      if (!kind) throw new Error(`unit scope: no resolver for ${target.kind}`)
      const values = valuesAt(request, target.from)
      if (values.length === 0) continue
      if (kind.healthReaders && !kind.healthReaders.includes(role)) throw notFound()
      if (!unitScoped) continue
      for (const value of values) {
        const id = wellFormed(kind.shape, value)
        if (id === null) continue
        const key = `${target.kind}:${id}`
        if (seen.has(key)) continue
        seen.add(key)
        const ids = byKind.get(target.kind) ?? []
        ids.push(id)
        byKind.set(target.kind, ids)
      }
    }
    if (byKind.size === 0) return
    const unitIds: number[] = []
    for (const [name, ids] of byKind) {
      const kind = deps.registry.kind(name)
      const found = kind ? await kind.resolve(ids) : new Map()
      for (const id of ids) {
        const unit = found.get(id)
        if (unit === undefined) throw notFound()
        if (typeof unit === 'number') unitIds.push(unit)
        else unitIds.push(...unit)
      }
    }
    if (!(await withinRoleUnits(deps.db, principal, unitIds))) throw notFound()
  }
  // Every feature has registered its kinds once the app is ready: a declared kind without a resolver fails.
  app.addHook('onReady', async () => {
    const unknown = unknownKinds(deps.registry)
    if (unknown.length > 0) throw new Error(`unit scope kinds without a resolver: ${unknown.join('; ')}`)
  })
  app.addHook('preValidation', check)
  app.addHook('preHandler', check)
}
