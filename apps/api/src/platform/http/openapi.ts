/**
 * The OpenAPI document describes what the server does (issue 15 "The API contract"), filled in at one place
 * from each route's declarations rather than route by route:
 * - `security: bearer`, 401 and 403 where the route's access rule needs a token (the guard's declaration);
 * - `X-Is-Guest: true` (required) on guest operations, `Idempotency-Key` (required) where a route reads it;
 * - the error statuses the platform can answer, each with the wrapper's error schema (see `errorStatusesOf`);
 * - an `operationId` derived from method and path, and a summary derived from the path where none is given;
 * - a `multipart/form-data` requestBody from the route's `schema.multipart` and file answers from
 *   `fileAnswer` (issue 33 §4, openapi-bodies.ts); a declared error status without a description gets the
 *   generic one.
 */
import type { FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type MultipartDeclaration, multipartSchemaOf } from './openapi-bodies.ts'
import { errorWrapper } from './response.ts'

/** What the documentation needs to know of a route's access rule. */
export interface DocumentedAccess {
  /** A bearer token is required (401 without one, 403 for a role or owner that may not). */
  bearer: boolean
  /** The call is a guest call and must carry `X-Is-Guest: true`. */
  guest: boolean
}

/** Name of the bearer security scheme in `components.securitySchemes`. */
export const BEARER_SCHEME = 'bearer'

/** The header a write reads to make a retry safe (features/registration). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the body, query, path or a header does not match the schema (field errors in responseData)',
  413: 'The body is larger than the route accepts',
  415: 'The body is not of a media type the route reads (JSON, a form, or multipart/form-data for uploads)',
  401: 'No token, or a token that is invalid, expired or of a revoked session',
  403: 'The active role, user kind or ownership does not allow this call',
  404: 'No such record',
  409: 'The record was changed by another operation, or is not in a state that allows this call',
  410: 'The record is no longer available',
  422: 'A business rule does not allow the operation',
  429: 'Too many requests; retry after the Retry-After seconds',
  500: 'An unexpected error',
  503: 'The database is unavailable or overloaded; retry after the Retry-After seconds',
}

const errorSchema = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(errorWrapper, { target: 'openapi-3.0' })
  return schema
})()

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * `schema` with `null` added to the `enum` of every nullable enumeration (OpenAPI 3.0.3: `nullable` does not
 * widen an `enum`, so a nullable enum that omits null forbids it); returns a copy, the input is not changed.
 */
export function withNullableEnums<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withNullableEnums) as T
  if (!schema || typeof schema !== 'object') return schema
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(schema)) out[k] = withNullableEnums(v)
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null))
    out.enum = [...out.enum, null]
  return out as T
}

/** A status a route answers beyond the generic ones: its description, and whether the body is the JSON error. */
export interface OtherStatus {
  description: string
  jsonError?: boolean
  /** The body is an HTML page (the sign-in routes' error pages); with a generic JSON status, either may come. */
  html?: boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Statuses the handler answers that `errorStatusesOf` does not add (redirects, HTML pages of the sign-in
     * routes, a 404 outside /api), documented as given.
     */
    otherStatuses?: Record<number, OtherStatus>
  }
}

/**
 * The error statuses an operation can answer: 400 when it takes input (a schema for body, query, path or
 * headers, or a JSON body), 401 and 403 when it needs a token, 404 on every /api call (a record or the
 * caller's own data not found), 409 and 422 on protected writes (concurrent change, business rule), 413 and
 * 415 on writes (a body too large or of a type the route does not read), 500 and 503 (database unavailable)
 * on every call.
 */
export function errorStatusesOf(method: string, url: string, schema: FastifySchema, doc: DocumentedAccess) {
  const statuses = new Set<number>([500, 503])
  const takesInput = Boolean(schema.body || schema.querystring || schema.params || schema.headers)
  if (takesInput || WRITE_METHODS.has(method)) statuses.add(400)
  if (WRITE_METHODS.has(method)) {
    statuses.add(413)
    statuses.add(415)
  }
  if (doc.bearer) {
    statuses.add(401)
    statuses.add(403)
  }
  if (url.startsWith('/api/')) statuses.add(404)
  if (doc.bearer && WRITE_METHODS.has(method)) {
    statuses.add(409)
    statuses.add(422)
  }
  return [...statuses].sort()
}

/** `GET /api/Menu/GetMenuListByRoleId` → `getMenuGetMenuListByRoleId`; path parameters read `By<Name>`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By_${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
  return method.toLowerCase() + (words.join('') || 'Root')
}

/** `/api/Menu/GetMenuListByRoleId` → `Get menu list by role id (Menu)`: the last static segment in words. */
export function summaryOf(url: string): string {
  const segments = url.split('/').filter((s) => s && !s.startsWith(':') && s !== '*')
  const last = segments.at(-1) ?? '/'
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase()
  const area = segments.length > 2 ? ` (${segments.slice(1, -1).join(' ')})` : ''
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${area}`
}

type JsonObject = { type?: string; properties?: Record<string, unknown>; required?: string[] }

/** `headers` with `name` added (or kept) and made required. */
function requireHeader(headers: JsonObject | undefined, name: string, schema: object): JsonObject {
  const base = headers ?? { type: 'object', properties: {} }
  return {
    ...base,
    type: 'object',
    properties: { ...base.properties, [name]: { ...(base.properties?.[name] as object), ...schema } },
    required: [...new Set([...(base.required ?? []), name])],
  }
}

/**
 * The response of a status the route declares in `config.otherStatuses`, merged with `generic` (the JSON error
 * the platform may answer with the same status): the JSON error and/or an HTML page, or no body (a redirect).
 */
function otherResponse(other: OtherStatus, generic: Record<string, unknown> | undefined) {
  const json = other.jsonError || generic !== undefined
  if (!other.html) {
    return json
      ? { ...errorSchema, description: other.description }
      : { description: other.description, type: 'null' }
  }
  const content: Record<string, unknown> = { 'text/html': { schema: { type: 'string' } } }
  if (json) content['application/json'] = { schema: errorSchema }
  const jsonDescription = typeof generic?.description === 'string' ? `: ${generic.description}` : ''
  const description = json ? `${other.description}; or the JSON error${jsonDescription}` : other.description
  return { description, content }
}

/**
 * The `transform` for @fastify/swagger: zod schemas to JSON Schema (fastify-type-provider-zod), then the
 * additions above. `accessOf` reads a route's access declaration (identity/guard); takes the route's
 * `config`, returns what to document.
 */
export function createOpenApiTransform(accessOf: (config: unknown) => DocumentedAccess) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const { schema: converted, url } = jsonSchemaTransform(input)
    const route = (input as { route?: RouteOptions }).route
    const method = String(Array.isArray(route?.method) ? route.method[0] : (route?.method ?? 'GET'))
    const doc = accessOf(route?.config)
    const schema = { ...(converted as Record<string, unknown>) } as Record<string, unknown> & FastifySchema
    schema.operationId ??= operationIdOf(method, url)
    schema.summary ??= summaryOf(url)
    if (doc.bearer) schema.security = [{ [BEARER_SCHEME]: [] }]
    // A public route that reads a token when given one (e.g. guest logout): the token is optional.
    else if (Array.isArray(schema.security) && schema.security.length > 0)
      schema.security = [...schema.security.filter((s) => Object.keys(s).length > 0), {}]
    let headers = schema.headers as JsonObject | undefined
    if (doc.guest) {
      headers = requireHeader(headers, 'x-is-guest', {
        type: 'string',
        enum: ['true'],
        description: 'Marks a guest call; required with the guest token',
      })
    }
    if (headers?.properties?.[IDEMPOTENCY_HEADER]) {
      headers = requireHeader(headers, IDEMPOTENCY_HEADER, {
        type: 'string',
        description: 'A key unique to this write; a retry with the same key and body gets the first answer',
      })
    }
    if (headers) schema.headers = headers
    const multipart = schema.multipart as MultipartDeclaration | undefined
    if (multipart) {
      schema.body = { content: { 'multipart/form-data': { schema: multipartSchemaOf(multipart) } } }
      delete schema.multipart
      delete schema.consumes
    }
    const response = { ...(schema.response as Record<string, Record<string, unknown>> | undefined) }
    const others = route?.config?.otherStatuses ?? {}
    const answersOtherwise = Object.keys(others).some((status) => /^[23]/.test(status))
    if (Object.keys(response).length === 0 && !answersOtherwise)
      response[200] = { description: 'Success', type: 'object' }
    for (const [status, declared] of Object.entries(response)) {
      const generic = ERROR_DESCRIPTIONS[Number(status)]
      if (generic && !declared.description && !declared.content)
        response[status] = { description: generic, ...declared }
    }
    for (const status of errorStatusesOf(method, url, schema, doc)) {
      response[status] ??= { description: ERROR_DESCRIPTIONS[status], ...errorSchema }
    }
    for (const [status, other] of Object.entries(others))
      response[status] = otherResponse(other, response[status])
    schema.response = response
    return { schema: withNullableEnums(schema), url }
  }
}
