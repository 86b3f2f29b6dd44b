/**
 * Declarative unit scope (issue 33 §2 "Unit scope is a rule of the platform, not of each feature";
 * docs/decisions.md "Unit scope is declared per route"). Every /api route that names a student, section,
 * course, unit or a document of them declares, beside `config.access`, how its target's unit is found:
 *
 *   config: { access: access.staff([4]), scope: [{ kind: 'freezeRequest', from: 'body.Id' }] }
 *   config: { access: access.staff([2]), scope: { none: 'own sections only, checked by ownership' } }
 *
 * The platform (this file and `scope-check.ts`) refuses a target outside the caller's units with 404, as for a
 * stranger's record. Target kinds are resolved by resolvers registered at start: the core kinds (student,
 * section, course, unit: `scope-core.ts`) by the identity layer, document kinds by the feature that owns them.
 * The platform knows no feature: it only knows kind names and their resolvers.
 */
import { type ZodType, z } from 'zod'
import type { Access } from './access.ts'

/**
 * Where a target id is in the request: `params.<name>`, `query.<name>` or `body.<path>`, where a path is keys
 * joined by dots and `[]` marks an array (`body.Items[].OgrNo`, `body.SectionIds[]`).
 */
export type ScopeSource = `${'params' | 'query' | 'body'}.${string}`

/** One target of a route: a registered kind and where its id is. */
export interface ScopeTarget {
  kind: string
  from: ScopeSource
}

/**
 * A route's scope: its targets (each present one must lie in the caller's units), or `{ none: why }` for a
 * route whose ids are not unit-scoped (own records only, checked by ownership; a university-wide office; …).
 */
export type Scope = readonly ScopeTarget[] | { none: string }

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope
  }
  interface FastifyInstance {
    /** The unit-scope registry of the app (kinds and the route table). */
    unitScope: ScopeRegistry
  }
}

/** How a kind's ids look: integer ids (1..2^31−1) or text (student numbers). */
export type IdShape = 'integer' | 'text'

/**
 * Resolves ids of one kind to the units they belong to (the student's programme unit, the section's course
 * unit, …). Takes well-formed ids (numbers for `integer` kinds, strings for `text`); answers a map from each
 * id found to its unit id, or to several (a record of a student in a section: both must be in scope). An id
 * missing from the map is not found (the check refuses it with 404). Expected to be one indexed query.
 */
export type ScopeResolver = (
  ids: readonly (number | string)[],
) => Promise<Map<number | string, number | readonly number[]>>

/** A registered kind. */
export interface ScopeKind {
  shape: IdShape
  resolve: ScopeResolver
  /**
   * Health-related records (freeze documents, medical excuses): only these active roles may reach them at all,
   * even when the route's access allows more (the strictest rule, decisions "Unit scope is declared per
   * route"); the unit-scoped ones among them only within their units, the ownership ones as their feature
   * checks. Every other role gets 404.
   */
  healthReaders?: readonly number[]
}

/** One route of the table: what the guard saw when it was registered. */
export interface ScopedRoute {
  method: string
  url: string
  access: Access | undefined
  scope: Scope | undefined
  /** The request's input field paths (`params.id`, `body.Items[].OgrNo`, …), from the route's zod schemas. */
  fields: string[]
}

/** The registry of kinds and the route table (one per app). */
export interface ScopeRegistry {
  /** Registers `kind`; throws when a kind is registered twice. */
  register(kind: string, definition: ScopeKind): void
  kind(kind: string): ScopeKind | undefined
  kinds(): string[]
  /** Every /api route registered so far, in order. */
  routes(): readonly ScopedRoute[]
  /** Records a route (the guard's onRoute hook). */
  record(route: ScopedRoute): void
}

/** A new, empty registry. */
export function createScopeRegistry(): ScopeRegistry {
  const kinds = new Map<string, ScopeKind>()
  const routes: ScopedRoute[] = []
  return {
    register(kind, definition) {
      if (kinds.has(kind)) throw new Error(`scope kind ${kind} registered twice`)
      kinds.set(kind, definition)
    },
    kind: (kind) => kinds.get(kind),
    kinds: () => [...kinds.keys()],
    routes: () => routes,
    record: (route) => {
      routes.push(route)
    },
  }
}

/** True when `scope` declares targets (not `none`). */
export function hasTargets(scope: Scope | undefined): scope is readonly ScopeTarget[] {
  return Array.isArray(scope)
}

/**
 * Input fields that name a student, section, course, unit or a document of them: a route taking one, open to
 * staff, must declare `scope`. Matched against the last key of a field path (array marks dropped): the
 * student numbers (OgrNo, studentNo), student/section/course/unit ids in the spellings the routes use, and
 * the ids of a feature's records (`id`, `Id`, `…RequestId`, `PlanId`, `fileId`, …), which belong to a student
 * or a unit. Staff and term ids (RoleId, TermId, InstructorIds, …) are not targets.
 */
export const TARGET_FIELD =
  /^ids?$|ogrnos?$|(student|section|course|unit|programme|faculty|department|request|enrolment|plan|debt|payment|document|file)(id|ids|no|nos)$/i

/** The input field paths of a route's schema part (`params`, `query`, `body`), from its zod schema. */
export function fieldsOf(part: 'params' | 'query' | 'body', schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return []
  let json: unknown
  try {
    json = z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' })
  } catch {
    return []
  }
  const out = new Set<string>()
  const walk = (node: unknown, path: string): void => {
    if (!node || typeof node !== 'object') return
    const n = node as {
      properties?: Record<string, unknown>
      items?: unknown
      anyOf?: unknown[]
      oneOf?: unknown[]
      allOf?: unknown[]
    }
    for (const alt of [...(n.anyOf ?? []), ...(n.oneOf ?? []), ...(n.allOf ?? [])]) walk(alt, path)
    if (n.items) walk(n.items, `${path}[]`)
    if (n.properties) for (const [key, child] of Object.entries(n.properties)) walk(child, `${path}.${key}`)
    else if (path !== part && !n.anyOf && !n.oneOf && !n.allOf) out.add(path)
  }
  walk(json, part)
  return [...out]
}

/** The last key of a field path (`body.Items[].OgrNo` → `OgrNo`). */
export const lastKey = (field: string) => field.replace(/\[\]/g, '').split('.').at(-1) ?? ''

/** The fields of `route` that name a target (TARGET_FIELD). */
export const targetFieldsOf = (route: Pick<ScopedRoute, 'fields'>) =>
  route.fields.filter((f) => TARGET_FIELD.test(lastKey(f)))

/** True when staff may call a route with this access rule (portal routes not limited to students). */
export const staffMayCall = (rule: Access | undefined) =>
  rule?.kind === 'portal' && rule.userType !== 'student'

/**
 * The start-up rule (guard's onRoute): a staff-callable /api route with a target field must declare `scope`;
 * declared targets must name a field of the route's schema (a typo would leave the target unchecked); `none`
 * needs a reason. Returns the problem, or null.
 * Kinds are checked once every feature has registered (`unknownKinds`), since routes register first.
 */
export function scopeProblem(route: ScopedRoute): string | null {
  const { scope } = route
  const name = `${route.method} ${route.url}`
  if (scope === undefined) {
    const named = targetFieldsOf(route)
    if (staffMayCall(route.access) && named.length > 0)
      return `${name} takes ${named.join(', ')} but declares no unit scope (config.scope)`
    return null
  }
  if (!hasTargets(scope)) {
    return scope.none.trim().length < 5 ? `${name}: scope.none needs a reason` : null
  }
  if (scope.length === 0) return `${name}: scope lists no targets (use { none: why })`
  for (const t of scope) {
    if (!/^(params|query|body)\.[A-Za-z_][\w]*(\[\])?(\.[A-Za-z_][\w]*(\[\])?)*$/.test(t.from))
      return `${name}: scope source ${t.from} is not params.x, query.x or body.a.b[]`
    // A source the schema does not have would never be read: the target would go unchecked.
    if (!route.fields.includes(t.from)) return `${name}: scope source ${t.from} is not a field of the route`
  }
  return null
}

/** The declared kinds no resolver is registered for, as `METHOD url: kind` lines. */
export function unknownKinds(registry: ScopeRegistry): string[] {
  return registry
    .routes()
    .flatMap((r) =>
      hasTargets(r.scope)
        ? r.scope.filter((t) => !registry.kind(t.kind)).map((t) => `${r.method} ${r.url}: ${t.kind}`)
        : [],
    )
}

/** The values at `from` in a request's parts (`[]` spreads arrays; absent, null and '' values are skipped). */
export function valuesAt(
  request: { params?: unknown; query?: unknown; body?: unknown },
  from: ScopeSource,
): unknown[] {
  const [part, ...rest] = from.split('.')
  let current: unknown[] = [request[part as 'params' | 'query' | 'body']]
  for (const raw of rest) {
    const many = raw.endsWith('[]')
    const key = many ? raw.slice(0, -2) : raw
    const next: unknown[] = []
    for (const value of current) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue
      const child = (value as Record<string, unknown>)[key]
      if (many) {
        if (Array.isArray(child)) next.push(...child)
        else if (child !== undefined) next.push(child)
      } else next.push(child)
    }
    current = next
  }
  return current.filter((v) => v !== undefined && v !== null && v !== '')
}
