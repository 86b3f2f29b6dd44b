/**
 * Personnel information endpoints (spec §3 "Personnel": identity, contact, duty; live-system form
 * /api/Personnel/Bilgi/{Action}). Own record: any staff session. Other staff members' records: HR (role 10).
 */
import {
  ZPage,
  ZPersonnelGetQuery,
  ZPersonnelRecord,
  ZPersonnelSearchQuery,
  ZPersonnelSummary,
  ZUpdateContactRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './personnel.messages.ts'
import { assertValid } from '../../platform/http/validation.ts'
import type { RecordAccess } from '../privacy/index.ts'
import type { PersonnelService } from './personnel.service.ts'

const forbiddenAnswer = errorWrapper.describe('not a staff session (own record) or not HR (others)')

/** Registers the Personel Bilgi calls. */
export async function personnelRoutes(
  app: FastifyInstance,
  deps: { personnel: PersonnelService; recordAccess?: RecordAccess },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Personnel/Bilgi'
  const tags = ['personnel']
  const hr = access.roles(ROLE_IDS.humanResources)

  /**
   * GET Me: the caller's own personnel record {Version, Identity, Contact, Duty} (spec §3 "Personnel").
   * 403 for students; 404 when the caller has no staff record.
   */
  api.get(
    `${base}/Me`,
    {
      config: { access: access.staff() },
      schema: {
        tags,
        summary: 'The caller’s own personnel record: identity, contact and duty',
        response: { 200: wrapped(ZPersonnelRecord), 403: forbiddenAnswer, 404: errorWrapper },
      },
    },
    async (request) =>
      ok(await deps.personnel.me(principalOf(request), languageFrom(request.headers['accept-language']))),
  )

  /**
   * POST UpdateContact {Version, Address, PostalCode, HomePhone, MobilePhone, AlternativeMobile, PersonalEmail}:
   * replaces the caller's editable contact fields; answers the updated record. 400 with one localised
   * message per field (spec §5 phone and e-mail rules); 409 on a stale Version (current record in
   * responseData). Identity and duty fields cannot be changed here.
   */
  api.post(
    `${base}/UpdateContact`,
    {
      config: { access: access.staff() },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Update the caller’s contact details (optimistic Version)',
        body: ZUpdateContactRequest,
        response: {
          200: wrapped(ZPersonnelRecord),
          400: errorWrapper.describe('invalid fields, one message per field in responseData.errors'),
          403: forbiddenAnswer,
          409: errorWrapper.describe('stale Version; responseData holds the current record'),
        },
      },
    },
    async (request) => {
      assertValid(request)
      const lang = languageFrom(request.headers['accept-language'])
      const record = await deps.personnel.updateContact(principalOf(request), request.body, lang)
      return ok(record, translate(lang, 'personnel.contactUpdated'))
    },
  )

  /** GET Search ?search=&page=&pageSize= (HR only): staff members by name, registry number or national id. */
  api.get(
    `${base}/Search`,
    {
      config: { access: hr },
      schema: {
        tags,
        summary: 'Search staff members (HR)',
        querystring: ZPersonnelSearchQuery,
        response: { 200: wrapped(ZPage(ZPersonnelSummary)), 403: forbiddenAnswer },
      },
    },
    async (request) =>
      ok(await deps.personnel.search(request.query, languageFrom(request.headers['accept-language']))),
  )

  /** GET Get ?sicilNo= (HR only): one staff member's record. 404 for an unknown registry number. */
  api.get(
    `${base}/Get`,
    {
      config: { access: hr },
      schema: {
        tags,
        summary: 'A staff member’s personnel record by registry number (HR)',
        querystring: ZPersonnelGetQuery,
        response: { 200: wrapped(ZPersonnelRecord), 403: forbiddenAnswer, 404: errorWrapper },
      },
    },
    async (request) => {
      const record = await deps.personnel.get(
        request.query.sicilNo,
        languageFrom(request.headers['accept-language']),
      )
      await deps.recordAccess?.(request, { kind: 'personnel.record', registryNos: [request.query.sicilNo] })
      return ok(record)
    },
  )
}
