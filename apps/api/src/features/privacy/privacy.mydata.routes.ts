/**
 * "My personal data" endpoints (issue 39, KVKK Art. 11):
 * - /api/Privacy/MyData/Overview: the caller's categories, transfers and staff reads (any signed-in person);
 * - /api/Privacy/MyData/Export/{Start,Status/:jobId,Download/:jobId}: the export job and its ZIP, the owner's only;
 * - /api/Privacy/MyData/Request/{File,List}: the caller's requests to the data controller;
 * - /api/Privacy/DataRequest/{List,Answer}: the data protection officer's (17) queue;
 * - /api/IdentityGuest/MyData/{Overview,Export/*,Request/File,Request/List}: the same for a signed-in guest
 *   applicant (on a guest path, spec §7, so the guest token is sent; docs/decisions.md "My personal data for
 *   guests").
 */
import {
  ZAnswerDataRequest,
  ZDataRequest,
  ZDataRequestPage,
  ZDataRequestQuery,
  ZFileDataRequest,
  ZJobId,
  ZJobStarted,
  ZJobStatus,
  ZMyDataOverview,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { guestOf, principalOf } from '../../identity/guard/guard.ts'
import { AppError } from '../../platform/http/errors.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { Jobs } from '../../platform/jobs/jobs.ts'
import { EXPORT_JOB, type ExportOwner, type Exports, GUEST_EXPORT_JOB } from './privacy.export.ts'
import type { MyData } from './privacy.mydata.ts'
import type { DataRequests } from './privacy.requests.ts'
import './privacy.messages.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the "my personal data" calls and the officer's request queue. */
export async function myDataRoutes(
  app: FastifyInstance,
  deps: { myData: MyData; exports: Exports; requests: DataRequests; jobs: Jobs },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['privacy']
  const { myData, exports, requests, jobs } = deps
  const own = { access: access.anyPortal, scope: { none: "the caller's own personal data only" } }
  const officer = {
    access: access.staff([ROLE_IDS.dataProtectionOfficer]),
    scope: { none: 'the university-wide request queue of the data protection officer' },
  }
  const guestOwn = { access: access.guest, scope: { none: "the guest's own personal data only" } }
  const E = errorWrapper

  /** The caller's export job, or 404 (another person's job is not found, not forbidden). */
  const ownJob = async (r: FastifyRequest, jobId: string) => {
    const status = await jobs.status(jobId, EXPORT_JOB)
    if (!status || status.startedBy !== principalOf(r).personId)
      throw new AppError(404, 'privacy.mydata.exportNotFound')
    return status
  }
  /** The calling guest's export job (its key names the guest; guests have no person id), or 404. */
  const guestJob = async (r: FastifyRequest, jobId: string) => {
    const status = await jobs.status(jobId, GUEST_EXPORT_JOB)
    if (!status || status.key !== `guest:${guestOf(r).guestId}`)
      throw new AppError(404, 'privacy.mydata.exportNotFound')
    return status
  }
  /** A job status with its error translated (the handler's error text is never shown). */
  const shown = (r: FastifyRequest, status: NonNullable<Awaited<ReturnType<typeof jobs.status>>>) => ({
    ...status,
    error: status.error === null ? null : translate(lang(r), 'privacy.mydata.exportFailed'),
  })
  /** Sends an export's ZIP as an attachment, never cached. */
  const sendZip = (reply: FastifyReply, file: { fileName: string; content: Uint8Array }) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.content))

  /** GET …/MyData/Overview: categories with purpose and legal basis, transfers, staff reads, last export. */
  api.get(
    '/api/Privacy/MyData/Overview',
    { config: own, schema: { tags, response: { 200: wrapped(ZMyDataOverview) } } },
    async (r) => {
      const p = principalOf(r)
      return ok(await myData.overview(p.personId, p.userType, lang(r)))
    },
  )

  /**
   * POST …/MyData/Export/Start: queues the caller's export in their language → {id, joined} (a second start while
   * one runs joins it). 403 while impersonating (only the person takes their data away).
   */
  api.post(
    '/api/Privacy/MyData/Export/Start',
    { config: own, schema: { tags, response: { 200: wrapped(ZJobStarted), 403: E } } },
    async (r) => {
      const p = principalOf(r)
      if (p.impersonatorPersonId) throw new AppError(403, 'error.forbidden')
      await exports.purgeExpired()
      const started = await jobs.start(
        EXPORT_JOB,
        { personId: p.personId, lang: lang(r) },
        { key: `person:${p.personId}`, personId: p.personId },
      )
      return ok(started, translate(lang(r), 'privacy.mydata.exportStarted'))
    },
  )

  /** GET …/MyData/Export/Status/:jobId: the caller's export job (progress; error translated). 404 not theirs. */
  api.get(
    '/api/Privacy/MyData/Export/Status/:jobId',
    {
      config: own,
      schema: { tags, params: z.object({ jobId: ZJobId }), response: { 200: wrapped(ZJobStatus), 404: E } },
    },
    async (r) => ok(shown(r, await ownJob(r, r.params.jobId))),
  )

  /** GET …/MyData/Export/Download/:jobId: the ZIP (attachment). 404 not the caller's, not built or expired. */
  api.get(
    '/api/Privacy/MyData/Export/Download/:jobId',
    {
      config: own,
      schema: {
        tags,
        params: z.object({ jobId: ZJobId }),
        response: { 200: fileAnswer('zip', 'The personal data export (attachment)'), 404: E },
      },
    },
    async (r, reply) =>
      sendZip(reply, await exports.download(r.params.jobId, { personId: principalOf(r).personId })),
  )

  /** POST …/MyData/Request/File { Kind, Text }: files a request; deadline filed + 30 days (Istanbul). 403 impersonating. */
  api.post(
    '/api/Privacy/MyData/Request/File',
    {
      config: own,
      schema: { tags, body: ZFileDataRequest, response: { 200: wrapped(ZDataRequest), 403: E } },
    },
    async (r) => {
      const p = principalOf(r)
      if (p.impersonatorPersonId) throw new AppError(403, 'error.forbidden')
      return ok(
        await requests.file({ principal: p }, r.body, lang(r)),
        translate(lang(r), 'privacy.request.filed'),
      )
    },
  )

  /** GET …/MyData/Request/List: the caller's requests, newest first, with deadlines and answers. */
  api.get(
    '/api/Privacy/MyData/Request/List',
    { config: own, schema: { tags, response: { 200: wrapped(z.array(ZDataRequest)) } } },
    async (r) => ok(await requests.mine({ personId: principalOf(r).personId }, lang(r))),
  )

  /** GET /api/IdentityGuest/MyData/Overview (guest): the guest's categories with purpose and legal basis. */
  api.get(
    '/api/IdentityGuest/MyData/Overview',
    { config: guestOwn, schema: { tags, response: { 200: wrapped(ZMyDataOverview) } } },
    async (r) => ok(await myData.guestOverview(guestOf(r).guestId, lang(r))),
  )

  /** POST /api/IdentityGuest/MyData/Export/Start (guest): queues (or joins) the guest's export in their language. */
  api.post(
    '/api/IdentityGuest/MyData/Export/Start',
    { config: guestOwn, schema: { tags, response: { 200: wrapped(ZJobStarted) } } },
    async (r) => {
      const { guestId } = guestOf(r)
      await exports.purgeExpired()
      const started = await jobs.start(
        GUEST_EXPORT_JOB,
        { guestId, lang: lang(r) },
        { key: `guest:${guestId}`, personId: null },
      )
      return ok(started, translate(lang(r), 'privacy.mydata.exportStarted'))
    },
  )

  /** GET /api/IdentityGuest/MyData/Export/Status/:jobId (guest): the guest's export job. 404 not theirs. */
  api.get(
    '/api/IdentityGuest/MyData/Export/Status/:jobId',
    {
      config: guestOwn,
      schema: { tags, params: z.object({ jobId: ZJobId }), response: { 200: wrapped(ZJobStatus), 404: E } },
    },
    async (r) => ok(shown(r, await guestJob(r, r.params.jobId))),
  )

  /** GET /api/IdentityGuest/MyData/Export/Download/:jobId (guest): the ZIP. 404 not theirs, not built, expired. */
  api.get(
    '/api/IdentityGuest/MyData/Export/Download/:jobId',
    {
      config: guestOwn,
      schema: {
        tags,
        params: z.object({ jobId: ZJobId }),
        response: { 200: fileAnswer('zip', 'The personal data export (attachment)'), 404: E },
      },
    },
    async (r, reply) => {
      const owner: ExportOwner = { guestId: guestOf(r).guestId }
      return sendZip(reply, await exports.download(r.params.jobId, owner))
    },
  )

  /** POST /api/IdentityGuest/MyData/Request/File { Kind, Text } (guest): files the guest's request (+30 days). */
  api.post(
    '/api/IdentityGuest/MyData/Request/File',
    { config: guestOwn, schema: { tags, body: ZFileDataRequest, response: { 200: wrapped(ZDataRequest) } } },
    async (r) =>
      ok(
        await requests.file({ guestId: guestOf(r).guestId }, r.body, lang(r)),
        translate(lang(r), 'privacy.request.filed'),
      ),
  )

  /** GET /api/IdentityGuest/MyData/Request/List (guest): the guest's own requests, newest first. */
  api.get(
    '/api/IdentityGuest/MyData/Request/List',
    { config: guestOwn, schema: { tags, response: { 200: wrapped(z.array(ZDataRequest)) } } },
    async (r) => ok(await requests.mine({ guestId: guestOf(r).guestId }, lang(r))),
  )

  /** GET …/DataRequest/List ?state&kind&overdue&person&page&pageSize: the officer's queue, open first (DPO). */
  api.get(
    '/api/Privacy/DataRequest/List',
    {
      config: officer,
      schema: { tags, querystring: ZDataRequestQuery, response: { 200: wrapped(ZDataRequestPage) } },
    },
    async (r) => ok(await requests.list(r.query, lang(r))),
  )

  /**
   * POST …/DataRequest/Answer { Id, Version, Outcome, Answer }: answers a request (audited, person notified).
   * 404 unknown; 409 stale version; 422 already answered (DPO).
   */
  api.post(
    '/api/Privacy/DataRequest/Answer',
    {
      config: officer,
      schema: {
        tags,
        body: ZAnswerDataRequest,
        response: { 200: wrapped(ZDataRequest), 404: E, 409: E, 422: E },
      },
    },
    async (r) =>
      ok(
        await requests.answer(principalOf(r), r.body, lang(r)),
        translate(lang(r), 'privacy.request.answered'),
      ),
  )
}
