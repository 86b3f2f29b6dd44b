/**
 * Proxy delegation endpoints (spec §1 list/add/delete; live-system form /api/Proxy/Vekalet/{Action}).
 * Staff only; ownership (giver/taker) is checked by the service.
 */
import {
  ZAddDelegationRequest,
  ZDelegation,
  ZDelegationListQuery,
  ZDelegationTaker,
  ZDeleteDelegationRequest,
  ZGivableRole,
  ZPage,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './proxy.messages.ts'
import type { ProxyService } from './proxy.service.ts'

/** Registers the Vekalet calls. */
export async function proxyRoutes(app: FastifyInstance, deps: { proxy: ProxyService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Proxy/Vekalet'
  const tags = ['proxy']

  /** GET List ?direction=given|received&page&pageSize: the caller's delegations, newest first. */
  api.get(
    `${base}/List`,
    {
      config: {
        access: access.staff(),
        scope: { none: 'own delegations: the service checks the giver holds the role in the unit' },
      },
      schema: { tags, querystring: ZDelegationListQuery, response: { 200: wrapped(ZPage(ZDelegation)) } },
    },
    async (request) =>
      ok(
        await deps.proxy.list(
          principalOf(request),
          request.query,
          languageFrom(request.headers['accept-language']),
        ),
      ),
  )

  /** GET GivableRoles: the roles (with units) the caller may delegate. */
  api.get(
    `${base}/GivableRoles`,
    {
      config: {
        access: access.staff(),
        scope: { none: 'own delegations: the service checks the giver holds the role in the unit' },
      },
      schema: { tags, response: { 200: wrapped(z.array(ZGivableRole)) } },
    },
    async (request) =>
      ok(
        await deps.proxy.givableRoles(principalOf(request), languageFrom(request.headers['accept-language'])),
      ),
  )

  /** GET Takers ?search=: staff members who can receive a delegation (at most 20). */
  api.get(
    `${base}/Takers`,
    {
      config: {
        access: access.staff(),
        scope: { none: 'own delegations: the service checks the giver holds the role in the unit' },
      },
      schema: {
        tags,
        querystring: z.object({ search: z.string().trim().min(2).max(100) }),
        response: { 200: wrapped(z.array(ZDelegationTaker)) },
      },
    },
    async (request) =>
      ok(
        await deps.proxy.takers(
          principalOf(request),
          request.query.search,
          languageFrom(request.headers['accept-language']),
        ),
      ),
  )

  /** POST Add {RoleId, UnitId, TakerSicilNo, StartDate, EndDate} → responseData: the new delegation id. */
  api.post(
    `${base}/Add`,
    {
      config: {
        access: access.staff(),
        scope: { none: 'own delegations: the service checks the giver holds the role in the unit' },
      },
      schema: { tags, body: ZAddDelegationRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (request) => {
      const id = await deps.proxy.add(principalOf(request), request.body)
      return ok(id, translate(languageFrom(request.headers['accept-language']), 'proxy.created'))
    },
  )

  /** POST Delete {Id}: ends a delegation the caller gave, at once. */
  api.post(
    `${base}/Delete`,
    {
      config: {
        access: access.staff(),
        scope: { none: 'own delegations: the service checks the giver holds the role in the unit' },
      },
      schema: { tags, body: ZDeleteDelegationRequest, response: { 200: wrapped(z.null()) } },
    },
    async (request) => {
      await deps.proxy.remove(principalOf(request), request.body.Id)
      return ok(null, translate(languageFrom(request.headers['accept-language']), 'proxy.deleted'))
    },
  )
}
