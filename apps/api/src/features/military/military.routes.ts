/**
 * Military service endpoints (issue 20; YÖKSİS REST OBS since issue 35), /api/Askerlik/Tecil/{Action}: the
 * registrar (role 4) lists the students of the legal age, reads YÖKSİS's reasons for a deferral or a
 * cancellation, sends requests, queries their result and a student's military status, and lists the deferrals
 * ending soon. A 503 because YÖKSİS did not answer carries Retry-After (seconds). /api/Askerlik/Birimler/*: the
 * programmes' YÖKSİS unit ids within the registrar's units (issue 35).
 */
import {
  ZMilitaryEndingQuery,
  ZMilitaryQuery,
  ZMilitaryReasonQuery,
  ZMilitaryReasons,
  ZMilitarySend,
  ZMilitarySendResult,
  ZMilitaryStatus,
  ZMilitaryStudent,
  ZMilitaryStudentPage,
  ZMilitaryStudentQuery,
  ZMilitaryUnit,
  ZMilitaryUnitLookupQuery,
  ZMilitaryUnitPage,
  ZMilitaryUnitQuery,
  ZMilitaryUnitSave,
  ZMilitaryYoksisUnit,
} from '@unacs/contracts'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { AppError } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './military.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { MilitaryService } from './military.service.ts'
import { endingWorkbook, unitsWorkbook } from './military.spreadsheet.ts'
import type { MilitaryUnitsService } from './military.units.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const E = errorWrapper

/** Registers the military service calls. */
export async function militaryRoutes(
  app: FastifyInstance,
  deps: { military: MilitaryService; units: MilitaryUnitsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['military']
  const registrar = { config: { access: access.staff([ROLE_IDS.registrar]) } }
  const { military } = deps
  const P = '/api/Askerlik/Tecil'
  // YÖKSİS's 503s tell the client when to retry; the app's handler writes the answer itself.
  const parent = app.errorHandler
  app.setErrorHandler(function (this: FastifyInstance, error: FastifyError, request, reply: FastifyReply) {
    if (error instanceof AppError && error.statusCode === 503 && error.params.retryAfter)
      reply.header('retry-after', String(error.params.retryAfter))
    return parent.call(this, error, request, reply)
  })

  /** GET …/Ogrenciler ?page&pageSize&q&state: male active students of the legal age and their deferral. */
  api.get(
    `${P}/Ogrenciler`,
    {
      ...registrar,
      schema: { tags, querystring: ZMilitaryStudentQuery, response: { 200: wrapped(ZMilitaryStudentPage) } },
    },
    async (r) => ok(await military.students(r.query, lang(r))),
  )

  /** GET …/Nedenler ?OfferType=E|I: YÖKSİS's reasons for the offer type and the signer. 503. */
  api.get(
    `${P}/Nedenler`,
    {
      ...registrar,
      schema: {
        tags,
        querystring: ZMilitaryReasonQuery,
        response: { 200: wrapped(ZMilitaryReasons), 503: E },
      },
    },
    async (r) => ok(await military.reasons(principalOf(r), r.query.OfferType)),
  )

  /**
   * POST …/Gonder {StudentIds, OfferType E|I, ReasonNo}: sends deferral or cancellation requests signed by
   * the registrar; the answer per student. 409, 422, 503.
   */
  api.post(
    `${P}/Gonder`,
    {
      config: { ...registrar.config, scope: [{ kind: 'studentId', from: 'body.StudentIds[]' }] },
      schema: {
        tags,
        body: ZMilitarySend,
        response: { 200: wrapped(z.array(ZMilitarySendResult)), 409: E, 422: E, 503: E },
      },
    },
    async (r) =>
      ok(
        await military.send(
          principalOf(r),
          { ids: r.body.StudentIds, offerType: r.body.OfferType, reasonNo: r.body.ReasonNo },
          lang(r),
        ),
        translate(lang(r), 'military.sent'),
      ),
  )

  /** POST …/Sorgula {StudentId}: the last request's result from YÖKSİS. 404 no student / no record, 503. */
  api.post(
    `${P}/Sorgula`,
    {
      config: { ...registrar.config, scope: [{ kind: 'studentId', from: 'body.StudentId' }] },
      schema: { tags, body: ZMilitaryQuery, response: { 200: wrapped(ZMilitaryStudent), 404: E, 503: E } },
    },
    async (r) => ok(await military.query(r.body.StudentId, lang(r))),
  )

  /** POST …/Durum {StudentId}: the student's military status from YÖKSİS. 404 no student / no record, 503. */
  api.post(
    `${P}/Durum`,
    {
      config: { ...registrar.config, scope: [{ kind: 'studentId', from: 'body.StudentId' }] },
      schema: { tags, body: ZMilitaryQuery, response: { 200: wrapped(ZMilitaryStatus), 404: E, 503: E } },
    },
    async (r) => ok(await military.status(r.body.StudentId)),
  )

  /** GET …/Bitenler ?page&pageSize&days: accepted deferrals ending within `days` (default 60) days. */
  api.get(
    `${P}/Bitenler`,
    {
      ...registrar,
      schema: { tags, querystring: ZMilitaryEndingQuery, response: { 200: wrapped(ZMilitaryStudentPage) } },
    },
    async (r) => ok(await military.ending(r.query, lang(r))),
  )

  /** GET …/BitenlerExcel ?days: every deferral ending within `days` (default 60) as an xlsx download. */
  api.get(
    `${P}/BitenlerExcel`,
    {
      ...registrar,
      schema: {
        tags,
        querystring: ZMilitaryEndingQuery.pick({ days: true }),
        response: { 200: fileAnswer('xlsx', 'The deferrals ending soon as a workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const rows = (await military.ending({ page: 1, pageSize: 100_000, days: r.query.days }, lang(r))).items
      const name = `${lang(r) === 'en' ? 'deferrals-ending' : 'tecili-bitenler'}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(await endingWorkbook(rows, lang(r)))
    },
  )

  // The programmes' YÖKSİS unit ids (issue 35), /api/Askerlik/Birimler: the registrar's programmes only.
  const B = '/api/Askerlik/Birimler'
  const listScope = {
    none: "a list of the caller's programmes: the feature keeps the rows to the caller's units (inUnits)",
  }

  /** GET …/Birimler ?page&pageSize&q&missing: the caller's programmes with their YÖKSİS unit id, missing first. */
  api.get(
    B,
    {
      config: { ...registrar.config, scope: listScope },
      schema: { tags, querystring: ZMilitaryUnitQuery, response: { 200: wrapped(ZMilitaryUnitPage) } },
    },
    async (r) => ok(await deps.units.list(principalOf(r), r.query, lang(r))),
  )

  /**
   * GET …/Birimler/Yoksis ?BirimId: YÖKSİS's unit of that id (`IDdenBirimAdiGetir`), to show its name before
   * saving. 404 YÖKSİS has none, 503 (Retry-After) YÖKSİS unavailable.
   */
  api.get(
    `${B}/Yoksis`,
    {
      config: { ...registrar.config, scope: { none: 'reads a YÖKSİS unit, no record of the portal' } },
      schema: {
        tags,
        querystring: ZMilitaryUnitLookupQuery,
        response: { 200: wrapped(ZMilitaryYoksisUnit), 404: E, 503: E },
      },
    },
    async (r) => ok(await deps.units.lookup(r.query.BirimId)),
  )

  /**
   * POST …/Birimler/Kaydet {ProgrammeId, BirimId}: sets the programme's YÖKSİS unit id (checked with YÖKSİS;
   * saved unconfirmed when YÖKSİS cannot be asked). 404 not a programme of the caller's units, 422 unknown to
   * YÖKSİS or held by another programme. Audited.
   */
  api.post(
    `${B}/Kaydet`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'body.ProgrammeId' }] },
      schema: {
        tags,
        body: ZMilitaryUnitSave,
        response: { 200: wrapped(ZMilitaryUnit), 404: E, 422: E },
      },
    },
    async (r) => {
      const saved = await deps.units.save(principalOf(r), r.body.ProgrammeId, r.body.BirimId, lang(r))
      return ok(
        saved,
        translate(lang(r), saved.CheckedAt ? 'military.unitSaved' : 'military.unitSavedUnconfirmed'),
      )
    },
  )

  /** GET …/Birimler/Excel: every programme of the caller's units with its YÖKSİS unit id, as an xlsx download. */
  api.get(
    `${B}/Excel`,
    {
      config: { ...registrar.config, scope: listScope },
      schema: {
        tags,
        response: { 200: fileAnswer('xlsx', "The programmes' YÖKSİS unit ids as a workbook (attachment)") },
      },
    },
    async (r, reply) => {
      const rows = await deps.units.all(principalOf(r), lang(r))
      const name = `${lang(r) === 'en' ? 'yoksis-unit-ids' : 'yoksis-birim-numaralari'}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(await unitsWorkbook(rows, lang(r)))
    },
  )
}
