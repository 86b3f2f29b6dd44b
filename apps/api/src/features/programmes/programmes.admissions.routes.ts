/**
 * Admission figure endpoints (issue 19 "Admission data for the guide"), /api/Program/Yerlestirme/*: the
 * registrar's (role 4, staff) list, add/edit and delete of a programme's figures per year, and the XLSX
 * template and upload (checked row by row, stored all-or-nothing). Scoped to the programmes under the units of
 * the caller's registrar role (404 outside).
 */
import {
  ZAdmissionImportQuery,
  ZAdmissionImportResult,
  ZAdmissionList,
  ZAdmissionQuery,
  ZDeleteAdmissionRequest,
  ZSaveAdmissionRequest,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './programmes.messages.ts'
import { fileAnswer, multipartBody } from '../../platform/http/openapi-bodies.ts'
import type { AdmissionSheetService } from './programmes.admissions.sheet.ts'
import type { AdmissionsService } from './programmes.admissions.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const writeErrors = { 403: errorWrapper, 404: errorWrapper, 409: errorWrapper, 422: errorWrapper }

/** Registers the admission figure calls. */
export async function admissionRoutes(
  app: FastifyInstance,
  deps: { admissions: AdmissionsService; sheet: AdmissionSheetService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['programmes']
  const registrar = { config: { access: access.staff([ROLE_IDS.registrar]) } }
  const B = '/api/Program/Yerlestirme'

  /** GET Liste ?programmeId: a programme's figures, newest year first. 404 unknown or out of scope. */
  api.get(
    `${B}/Liste`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'query.programmeId' }] },
      schema: {
        tags,
        querystring: ZAdmissionQuery,
        response: { 200: wrapped(ZAdmissionList), 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => ok(await deps.admissions.list(principalOf(r), r.query.programmeId, lang(r))),
  )

  /** POST Kaydet: adds (Version null) or edits a year's figures. 409 exists/stale, 422 a rule. Audited. */
  api.post(
    `${B}/Kaydet`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'body.ProgrammeId' }] },
      schema: { tags, body: ZSaveAdmissionRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await deps.admissions.save(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'programmes.saved'))
    },
  )

  /** POST Sil {ProgrammeId, Year, Version}: deletes a year's figures. 409 stale. Audited. */
  api.post(
    `${B}/Sil`,
    {
      config: { ...registrar.config, scope: [{ kind: 'unit', from: 'body.ProgrammeId' }] },
      schema: { tags, body: ZDeleteAdmissionRequest, response: { 200: wrapped(z.null()), ...writeErrors } },
    },
    async (r) => {
      await deps.admissions.remove(principalOf(r), r.body)
      return ok(null, translate(lang(r), 'programmes.deleted'))
    },
  )

  /** GET Sablon: the XLSX template with the stored figures of the caller's programmes. */
  api.get(
    `${B}/Sablon`,
    {
      ...registrar,
      schema: {
        tags,
        response: {
          200: fileAnswer(
            'xlsx',
            'The template with the stored figures of the caller’s programmes (attachment)',
          ),
        },
      },
    },
    async (r, reply) => {
      const { bytes, fileName } = await deps.sheet.template(principalOf(r), lang(r))
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  /** POST Yukle ?commit (multipart xlsx): per-row report; stored only when every row is valid. */
  api.post(
    `${B}/Yukle`,
    {
      ...registrar,
      schema: {
        tags,
        multipart: multipartBody({
          file: { required: true, description: 'The filled admissions template', kinds: ['xlsx'] },
        }),
        querystring: ZAdmissionImportQuery,
        response: {
          200: wrapped(ZAdmissionImportResult),
          400: errorWrapper,
          403: errorWrapper,
          413: errorWrapper,
        },
      },
    },
    async (r) => {
      if (!r.isMultipart()) throw badRequest('files.missing')
      const part = await r.file()
      if (!part) throw badRequest('files.missing')
      let bytes: Buffer
      try {
        bytes = await part.toBuffer()
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw badRequest('files.tooLarge', { max: 5 })
        throw err
      }
      const out = await deps.sheet.upload(principalOf(r), bytes, r.query.commit === 'true', lang(r))
      const key =
        out.Errors.length > 0
          ? 'programmes.admission.hasErrors'
          : out.Stored
            ? 'programmes.admission.imported'
            : ''
      return ok(out, key ? translate(lang(r), key) : '')
    },
  )
}
