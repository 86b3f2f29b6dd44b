/**
 * The guest's own profile, spec §7: guest types, read personal information, add (or replace) personal
 * information and details. Only the caller's own profile: a guestParentId other than the token's GuestId
 * is refused with 403. Validation per spec §5 with localised messages (guest-validation.ts).
 */
import {
  ZGuestDetail,
  ZGuestDetailRequest,
  ZGuestPersonalInfo,
  ZGuestPersonalInfoRequest,
  ZGuestProfile,
  ZGuestProfileQuery,
  ZGuestType,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { forbidden, unauthorized } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { assertValid } from '../../platform/http/validation.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import { access } from '../guard/access.ts'
import { guestOf } from '../guard/guard.ts'
import { loadGuestProfile, saveDetail, savePersonalInfo } from './guest-profile.repo.ts'
import { guestTypes } from './guest-types.ts'

const BASE = '/api/IdentityGuest/guest'
const security = [{ bearer: [] }]
const failures = {
  400: errorWrapper.describe('invalid fields, messages per field in responseData.errors'),
  403: errorWrapper.describe("another guest's profile"),
}

/** The caller's GuestId, after checking a given guestParentId is the caller's own (else 403). */
function ownGuestId(request: FastifyRequest, guestParentId: number | undefined): number {
  const { guestId } = guestOf(request)
  if (guestParentId !== undefined && guestParentId !== guestId) throw forbidden()
  return guestId
}

const savedMessage = (request: FastifyRequest) =>
  translate(languageFrom(request.headers['accept-language']), 'guest.saved')

/** Registers the guest profile routes under /api/IdentityGuest/guest/. */
export async function guestProfileRoutes(app: FastifyInstance, deps: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  /** GET guest-types: the guest types in the caller's language. */
  api.get(
    `${BASE}/guest-types`,
    {
      config: { access: access.guest },
      schema: {
        tags: ['guest'],
        summary: 'Guest types',
        security,
        response: { 200: wrapped(z.array(ZGuestType)) },
      },
    },
    async (request) => ok(guestTypes(languageFrom(request.headers['accept-language']))),
  )

  /** GET get-guest-personal_info?guestParentId=: the caller's profile (personal info and details). */
  api.get(
    `${BASE}/get-guest-personal_info`,
    {
      config: { access: access.guest },
      attachValidation: true,
      schema: {
        tags: ['guest'],
        summary: "The guest's own personal information and details",
        security,
        querystring: ZGuestProfileQuery,
        response: { 200: wrapped(ZGuestProfile), ...failures },
      },
    },
    async (request) => {
      assertValid(request)
      const profile = await loadGuestProfile(deps.db, ownGuestId(request, request.query.guestParentId))
      if (!profile) throw unauthorized()
      return ok(profile)
    },
  )

  /** POST add-guest-personal-info: creates or replaces the caller's personal information. */
  api.post(
    `${BASE}/add-guest-personal-info`,
    {
      config: { access: access.guest },
      attachValidation: true,
      schema: {
        tags: ['guest'],
        summary: "Save the guest's personal information",
        security,
        body: ZGuestPersonalInfoRequest,
        response: { 200: wrapped(ZGuestPersonalInfo), ...failures },
      },
    },
    async (request) => {
      assertValid(request)
      const guestId = ownGuestId(request, request.body.guestParentId)
      return ok(await savePersonalInfo(deps.db, guestId, request.body), savedMessage(request))
    },
  )

  /** POST add-guest-detail: creates or replaces the caller's contact and background details. */
  api.post(
    `${BASE}/add-guest-detail`,
    {
      config: { access: access.guest },
      attachValidation: true,
      schema: {
        tags: ['guest'],
        summary: "Save the guest's contact details",
        security,
        body: ZGuestDetailRequest,
        response: { 200: wrapped(ZGuestDetail), ...failures },
      },
    },
    async (request) => {
      assertValid(request)
      const guestId = ownGuestId(request, request.body.guestParentId)
      return ok(await saveDetail(deps.db, guestId, request.body), savedMessage(request))
    },
  )
}
