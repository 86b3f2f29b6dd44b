/**
 * Student course-registration endpoints (issue 7 "Student registration"; spec §1, §3; DESIGN.md §4 path form
 * /api/Registration/{Controller}/{Action}). Students only; the service checks the active studentship is the
 * caller's own and active. Writes require an `Idempotency-Key` header.
 */
import {
  ZBasket,
  ZBasketSectionRequest,
  ZCourseFilterOptions,
  ZCurriculum,
  ZOpenedCoursesQuery,
  ZOpenedSection,
  ZPage,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { callerOf, principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { BasketService } from './basket.service.ts'
import { requireKey } from './idempotency.ts'

/** The caller's language. */
export const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
/** The Idempotency-Key header of a write (400 when missing or malformed). */
export const keyOf = (r: FastifyRequest) => requireKey(r.headers['idempotency-key'])
/** OpenAPI description of the Idempotency-Key header. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().optional() })

/** Registers the student endpoints. */
export async function studentRoutes(app: FastifyInstance, deps: { basket: BasketService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['registration']
  const config = { access: access.student }
  const b = deps.basket

  /** GET /api/Registration/Course/Opened ?code&name&unitId&courseType&educationType&onlyFree&page&pageSize. */
  api.get(
    '/api/Registration/Course/Opened',
    {
      config,
      schema: { tags, querystring: ZOpenedCoursesQuery, response: { 200: wrapped(ZPage(ZOpenedSection)) } },
    },
    async (r) => ok(await b.opened(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Registration/Course/Filters: units, course and education types of the caller's opened courses. */
  api.get(
    '/api/Registration/Course/Filters',
    { config, schema: { tags, response: { 200: wrapped(ZCourseFilterOptions) } } },
    async (r) => ok(await b.filters(principalOf(r), lang(r))),
  )

  /** GET /api/Registration/Course/Curriculum: the caller's curriculum with taken/current/in-basket states. */
  api.get(
    '/api/Registration/Course/Curriculum',
    { config, schema: { tags, response: { 200: wrapped(ZCurriculum) } } },
    async (r) => ok(await b.curriculum(principalOf(r), lang(r))),
  )

  /** GET /api/Registration/Basket/Get: the caller's basket of the active term. */
  api.get(
    '/api/Registration/Basket/Get',
    { config, schema: { tags, response: { 200: wrapped(ZBasket) } } },
    async (r) => ok(await b.basket(principalOf(r), lang(r))),
  )

  /**
   * POST /api/Registration/Basket/Add {SectionId}: holds a seat; 422 full/conflict/limit; idempotent. The
   * registration rush's hot call: the guard leaves the session check to the add's own read statement
   * (`sessionInStatement`, issue 40, last points), which answers 401 for a session that is not live.
   */
  api.post(
    '/api/Registration/Basket/Add',
    {
      config: { ...config, sessionInStatement: true },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZBasketSectionRequest,
        response: { 200: wrapped(ZBasket) },
      },
    },
    async (r) => {
      const { principal, unconfirmed } = callerOf(r)
      return ok(
        await b.add(principal, r.body, keyOf(r), lang(r), unconfirmed),
        translate(lang(r), 'registration.added'),
      )
    },
  )

  /** POST /api/Registration/Basket/Remove {SectionId}: frees the seat; idempotent. */
  api.post(
    '/api/Registration/Basket/Remove',
    {
      config,
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: ZBasketSectionRequest,
        response: { 200: wrapped(ZBasket) },
      },
    },
    async (r) =>
      ok(
        await b.remove(principalOf(r), r.body, keyOf(r), lang(r)),
        translate(lang(r), 'registration.removed'),
      ),
  )

  /** POST /api/Registration/Basket/Submit: sends the basket to the advisor; idempotent. */
  api.post(
    '/api/Registration/Basket/Submit',
    { config, schema: { tags, headers: idempotencyHeaders, response: { 200: wrapped(ZBasket) } } },
    async (r) =>
      ok(await b.submit(principalOf(r), keyOf(r), lang(r)), translate(lang(r), 'registration.submitted')),
  )
}
