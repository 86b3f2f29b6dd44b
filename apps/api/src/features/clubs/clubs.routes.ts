/**
 * Clubs endpoints (issue 21 § Clubs; spec §1 "club registration"), /api/Kulup/{Controller}/{Action}. The list
 * and a club's events: any signed-in user; saving a club: the student centre; applying: students; pending
 * applications and decisions: the club's president or advisor (checked by the service).
 */
import {
  ZClub,
  ZClubApplication,
  ZClubApplyRequest,
  ZClubDecisionRequest,
  ZClubEvent,
  ZClubIdQuery,
  ZClubListQuery,
  ZClubMember,
  ZClubMembersQuery,
  ZPage,
  ZSaveClubRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './clubs.messages.ts'
import type { ClubsService } from './clubs.service.ts'

/** Registers the clubs calls. */
export async function clubsRoutes(app: FastifyInstance, deps: { clubs: ClubsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['clubs']
  const lang = (h: { 'accept-language'?: string }) => languageFrom(h['accept-language'])

  /** GET /api/Kulup/Kulupler/Liste ?page&pageSize&search: active clubs with the caller's standing. */
  api.get(
    '/api/Kulup/Kulupler/Liste',
    {
      config: { access: access.anyPortal },
      schema: { tags, querystring: ZClubListQuery, response: { 200: wrapped(ZPage(ZClub)) } },
    },
    async (request) => ok(await deps.clubs.list(principalOf(request), request.query, lang(request.headers))),
  )

  /** POST /api/Kulup/Kulupler/Kaydet: creates or updates a club → its id (student centre). 404, 409, 422. */
  api.post(
    '/api/Kulup/Kulupler/Kaydet',
    {
      config: {
        access: access.staff([ROLE_IDS.studentCentreDean]),
        scope: { none: 'the student centre serves the whole university' },
      },
      schema: { tags, body: ZSaveClubRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (request) =>
      ok(
        await deps.clubs.save(principalOf(request), request.body),
        translate(lang(request.headers), 'clubs.saved'),
      ),
  )

  /** GET /api/Kulup/Kulupler/Etkinlikler ?ClubId: the club's events (meetings), newest first. 404. */
  api.get(
    '/api/Kulup/Kulupler/Etkinlikler',
    {
      config: { access: access.anyPortal },
      schema: { tags, querystring: ZClubIdQuery, response: { 200: wrapped(z.array(ZClubEvent)) } },
    },
    async (request) => ok(await deps.clubs.events(request.query.ClubId, lang(request.headers))),
  )

  /** POST /api/Kulup/Basvuru/Olustur {ClubId, Note}: the caller applies → application id. 404, 409. */
  api.post(
    '/api/Kulup/Basvuru/Olustur',
    {
      config: { access: access.student },
      schema: { tags, body: ZClubApplyRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (request) =>
      ok(
        await deps.clubs.apply(principalOf(request), request.body),
        translate(lang(request.headers), 'clubs.applied'),
      ),
  )

  /** GET /api/Kulup/Basvuru/Bekleyenler: pending applications of the clubs the caller presides or advises. */
  api.get(
    '/api/Kulup/Basvuru/Bekleyenler',
    {
      config: { access: access.anyPortal },
      schema: { tags, response: { 200: wrapped(z.array(ZClubApplication)) } },
    },
    async (request) => ok(await deps.clubs.pending(principalOf(request), lang(request.headers))),
  )

  /** POST /api/Kulup/Basvuru/Karar {ApplicationId, Approve}: the president's or advisor's decision. 403, 404, 409. */
  api.post(
    '/api/Kulup/Basvuru/Karar',
    {
      config: { access: access.anyPortal },
      schema: { tags, body: ZClubDecisionRequest, response: { 200: wrapped(z.null()) } },
    },
    async (request) => {
      await deps.clubs.decide(principalOf(request), request.body)
      return ok(
        null,
        translate(lang(request.headers), request.body.Approve ? 'clubs.approved' : 'clubs.rejected'),
      )
    },
  )

  /** GET /api/Kulup/Danisman/Kulupler: the active clubs the caller advises or presides over (advisor's page). */
  api.get(
    '/api/Kulup/Danisman/Kulupler',
    {
      config: { access: access.anyPortal },
      schema: { tags, response: { 200: wrapped(z.array(ZClub)) } },
    },
    async (request) => ok(await deps.clubs.advised(principalOf(request), lang(request.headers))),
  )

  /** GET /api/Kulup/Uyeler/Liste ?ClubId&page&pageSize&search: a club's members (advisor, president). 403, 404. */
  api.get(
    '/api/Kulup/Uyeler/Liste',
    {
      config: { access: access.anyPortal },
      schema: { tags, querystring: ZClubMembersQuery, response: { 200: wrapped(ZPage(ZClubMember)) } },
    },
    async (request) =>
      ok(await deps.clubs.members(principalOf(request), request.query, lang(request.headers))),
  )
}
