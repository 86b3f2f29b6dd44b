/**
 * Academic calendar endpoints (issue 24 deadlines) in the live system's form /api/AkademikTakvim/{Controller}/
 * {Action}: the student's upcoming entries (Ogrenci/Yaklasan) and the registrar's upkeep (Yonetim/Liste,
 * Kaydet, Sil). Writes need the registrar role with university-wide scope, checked by the service.
 */
import {
  ZCalendarEntry,
  ZCalendarList,
  ZCalendarListQuery,
  ZDeleteCalendarEntry,
  ZSaveCalendarEntry,
  ZUpcomingCalendarEntry,
  ZUpcomingCalendarQuery,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { AcademicCalendarService } from './academic-calendar.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const B = '/api/AkademikTakvim'

/** Registers the calendar calls. */
export async function academicCalendarRoutes(
  app: FastifyInstance,
  deps: { calendar: AcademicCalendarService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const c = deps.calendar
  const tags = ['academic-calendar']
  const registrar = { access: access.staff([ROLE_IDS.registrar]) }
  const writeErrors = {
    400: errorWrapper,
    403: errorWrapper,
    404: errorWrapper,
    409: errorWrapper.describe('the entry changed meanwhile; responseData holds the current entry'),
    422: errorWrapper,
  }

  /**
   * GET Ogrenci/Yaklasan ?count (1..20, default 5): the next entries not yet over, in the caller's language;
   * none for an ended (withdrawn or graduated) studentship (issue 37).
   */
  api.get(
    `${B}/Ogrenci/Yaklasan`,
    {
      config: { access: access.student },
      schema: {
        tags,
        querystring: ZUpcomingCalendarQuery,
        response: { 200: wrapped(z.array(ZUpcomingCalendarEntry)), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await c.upcoming(principalOf(r), r.query.count, lang(r))),
  )

  /** GET Yonetim/Liste ?termId: the calendar terms and the entries (of the term), by start date. */
  api.get(
    `${B}/Yonetim/Liste`,
    {
      config: registrar,
      schema: {
        tags,
        querystring: ZCalendarListQuery,
        response: { 200: wrapped(ZCalendarList), 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await c.list(r.query.termId, lang(r))),
  )

  /** POST Yonetim/Kaydet: adds (Id null) or edits an entry. 403 scope, 409 stale, 422 dates. Audited. */
  api.post(
    `${B}/Yonetim/Kaydet`,
    {
      config: {
        ...registrar,
        scope: {
          none: 'university-wide calendar entries: the service requires a registrar whose units cover the university',
        },
      },
      schema: { tags, body: ZSaveCalendarEntry, response: { 200: wrapped(ZCalendarEntry), ...writeErrors } },
    },
    async (r) => ok(await c.save(principalOf(r), r.body), translate(lang(r), 'academicCalendar.saved')),
  )

  /** POST Yonetim/Sil {Id, Version}: deletes an entry. 403 scope, 404 unknown, 409 stale. Audited. */
  api.post(
    `${B}/Yonetim/Sil`,
    {
      config: {
        ...registrar,
        scope: {
          none: 'university-wide calendar entries: the service requires a registrar whose units cover the university',
        },
      },
      schema: { tags, body: ZDeleteCalendarEntry, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await c.remove(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'academicCalendar.deleted'))
    },
  )
}
