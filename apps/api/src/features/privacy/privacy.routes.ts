/**
 * Privacy endpoints (issue 39 "Privacy"):
 * - /api/Privacy/Notice/{Pending,Acknowledge}: any signed-in staff member or student, their own audience's
 *   notice (staff or students) and their own acknowledgement only;
 * - /api/IdentityGuest/PrivacyNotice/{Pending,Acknowledge}: the guest applicant's notice (a guest path);
 * - /api/Privacy/NoticeAdmin/{List,Publish}: the system administrator (13): the history and a new version;
 * - /api/Privacy/AccessLog/{List,Export}: the data protection officer (17): the access log and its XLSX.
 */
import {
  ZAccessLogPage,
  ZAccessLogQuery,
  ZAcknowledgeNotice,
  ZNoticeListQuery,
  ZNoticeVersion,
  ZPendingNoticeAnswer,
  ZPublishNotice,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access, auditActorOf } from '../../identity/guard/access.ts'
import { guestOf, principalOf } from '../../identity/guard/guard.ts'
import { forbidden } from '../../platform/http/errors.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { AccessLog } from './privacy.access.ts'
import type { NoticeReader, NoticeService } from './privacy.notices.ts'
import { streamAccessLog } from './privacy.spreadsheet.ts'
import './privacy.messages.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The portal caller as a notice reader (their session's kind is their audience). */
const portalReader = (r: FastifyRequest): NoticeReader => {
  const p = principalOf(r)
  return { personId: p.personId, audience: p.userType }
}

/** Registers the privacy calls over the notices service and the access log. */
export async function privacyRoutes(
  app: FastifyInstance,
  deps: { notices: NoticeService; accessLog: AccessLog },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['privacy']
  const { notices, accessLog } = deps
  const own = { access: access.anyPortal, scope: { none: "the caller's own acknowledgement only" } }
  const guestOwn = { access: access.guest, scope: { none: "the guest's own acknowledgement only" } }
  const sysadmin = { access: access.staff([ROLE_IDS.sysadmin]) }
  const officer = {
    access: access.staff([ROLE_IDS.dataProtectionOfficer]),
    scope: { none: 'the university-wide log of the data protection officer' },
  }

  /** GET …/Notice/Pending: { Notice } the caller's audience's current notice if not acknowledged, else null. */
  api.get(
    '/api/Privacy/Notice/Pending',
    { config: own, schema: { tags, response: { 200: wrapped(ZPendingNoticeAnswer) } } },
    // An administrator impersonating the person is not asked: only the person can acknowledge.
    async (r) =>
      ok({
        Notice: principalOf(r).impersonatorPersonId ? null : await notices.pending(portalReader(r), lang(r)),
      }),
  )
  /**
   * POST …/Notice/Acknowledge { Id }: records the acknowledgement (idempotent). 422 not the current version; 403
   * while impersonating (only the person acknowledges).
   */
  api.post(
    '/api/Privacy/Notice/Acknowledge',
    {
      config: own,
      schema: {
        tags,
        body: ZAcknowledgeNotice,
        response: { 200: wrapped(z.null()), 403: errorWrapper, 422: errorWrapper },
      },
    },
    async (r) => {
      if (principalOf(r).impersonatorPersonId) throw forbidden()
      await notices.acknowledge(portalReader(r), r.body.Id, r.ip)
      return ok(null, translate(lang(r), 'privacy.notice.acknowledged'))
    },
  )
  /** GET …/PrivacyNotice/Pending (guest): the guest applicants' current notice if not acknowledged, else null. */
  api.get(
    '/api/IdentityGuest/PrivacyNotice/Pending',
    { config: guestOwn, schema: { tags, response: { 200: wrapped(ZPendingNoticeAnswer) } } },
    async (r) => ok({ Notice: await notices.pending({ guestId: guestOf(r).guestId }, lang(r)) }),
  )
  /** POST …/PrivacyNotice/Acknowledge { Id } (guest): records the acknowledgement. 422 not the current one. */
  api.post(
    '/api/IdentityGuest/PrivacyNotice/Acknowledge',
    {
      config: guestOwn,
      schema: { tags, body: ZAcknowledgeNotice, response: { 200: wrapped(z.null()), 422: errorWrapper } },
    },
    async (r) => {
      await notices.acknowledge({ guestId: guestOf(r).guestId }, r.body.Id, r.ip)
      return ok(null, translate(lang(r), 'privacy.notice.acknowledged'))
    },
  )

  /** GET …/NoticeAdmin/List ?audience: every version of the audience's notice, newest first (sysadmin). */
  api.get(
    '/api/Privacy/NoticeAdmin/List',
    {
      config: sysadmin,
      schema: { tags, querystring: ZNoticeListQuery, response: { 200: wrapped(z.array(ZNoticeVersion)) } },
    },
    async (r) => ok(await notices.history(r.query.audience)),
  )
  /**
   * POST …/NoticeAdmin/Publish { Audience, BaseVersion, TitleTr, TitleEn, BodyTr, BodyEn }: publishes the next
   * version (audited); everyone of the audience is asked again. 409 with the current version when stale.
   */
  api.post(
    '/api/Privacy/NoticeAdmin/Publish',
    {
      config: sysadmin,
      schema: {
        tags,
        body: ZPublishNotice,
        response: { 200: wrapped(ZNoticeVersion), 409: errorWrapper },
      },
    },
    async (r) =>
      ok(
        await notices.publish(auditActorOf(principalOf(r)), r.body),
        translate(lang(r), 'privacy.notice.published'),
      ),
  )

  /** GET …/AccessLog/List ?person&reader&kind&from&to&page&pageSize: the access records, newest first (DPO). */
  api.get(
    '/api/Privacy/AccessLog/List',
    {
      config: officer,
      schema: { tags, querystring: ZAccessLogQuery, response: { 200: wrapped(ZAccessLogPage) } },
    },
    async (r) => ok(await accessLog.list(r.query, lang(r))),
  )
  /** GET …/AccessLog/Export ?filters: the filtered records as a streamed xlsx, newest first (DPO). */
  api.get(
    '/api/Privacy/AccessLog/Export',
    {
      config: officer,
      schema: {
        tags,
        querystring: ZAccessLogQuery,
        response: {
          200: fileAnswer('xlsx', 'The filtered access records as a streamed workbook (attachment)'),
        },
      },
    },
    async (r, reply) => {
      const name = `${translate(lang(r), 'privacy.access.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(streamAccessLog(accessLog.exportRows(r.query, lang(r)), lang(r)))
    },
  )
}
