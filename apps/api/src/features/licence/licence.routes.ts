/**
 * Microsoft licence endpoints (spec §1 "Microsoft A1/A3 licence status and A3 request"; live-system form
 * /api/Licence/Microsoft/{Action}). Any staff or student session; each person sees and asks for their own.
 */
import { ZLicenceStatus } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './licence.messages.ts'
import type { LicenceService } from './licence.service.ts'

/** Registers the Microsoft licence calls. */
export async function licenceRoutes(app: FastifyInstance, deps: { licence: LicenceService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Licence/Microsoft'
  const tags = ['licence']

  /** GET Status: {A1: 'held', A3: 'none' | 'requested' | 'held', A3RequestedAt, A3GrantedAt} of the caller. */
  api.get(
    `${base}/Status`,
    {
      config: { access: access.anyPortal },
      schema: {
        tags,
        summary: 'The caller’s Microsoft A1/A3 licence status',
        response: { 200: wrapped(ZLicenceStatus) },
      },
    },
    async (request) => ok(await deps.licence.status(principalOf(request), request.log)),
  )

  /**
   * POST RequestA3 (no fields; send `{}` with the JSON content type): asks for an A3 licence; answers the new status (A3 'requested').
   * 409 when already requested or held (current status in responseData); 502 "A3 licence request failed".
   */
  api.post(
    `${base}/RequestA3`,
    {
      config: { access: access.anyPortal },
      schema: {
        tags,
        summary: 'Request a Microsoft A3 licence',
        response: {
          200: wrapped(ZLicenceStatus),
          409: errorWrapper.describe('already requested or held; responseData holds the current status'),
          502: errorWrapper.describe('the licence provider refused or could not be reached'),
        },
      },
    },
    async (request) => {
      const status = await deps.licence.requestA3(principalOf(request), request.log)
      return ok(status, translate(languageFrom(request.headers['accept-language']), 'licence.requested'))
    },
  )
}
