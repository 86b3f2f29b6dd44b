/**
 * Endpoints of the prep exam book and the Apex and placement (STS) exams (issue 18; /api/Hazirlik/...):
 * all the prep administrator's (role 5, declared here and checked again by the services).
 */
import {
  ZId,
  ZPrepExam,
  ZPrepExamBookItem,
  ZPrepExamIdQuery,
  ZPrepExamKindQuery,
  ZPrepExamResultPage,
  ZPrepExamResultsQuery,
  ZPrepExamStep,
  ZPrepExamUploadQuery,
  ZPrepLevelIdQuery,
  ZPrepUploadResult,
  ZSavePrepExam,
  ZSavePrepExamBookItem,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { badRequest } from '../../platform/http/errors.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './prep.exams.messages.ts'
import { fileAnswer, multipartBody } from '../../platform/http/openapi-bodies.ts'
import { PREP_ADMIN } from './prep.access.ts'
import type { ExamBookService } from './prep.exam-book.ts'
import type { ExamSheetService } from './prep.exams.sheet.ts'
import type { ExamsService } from './prep.exams.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])
const B = '/api/Hazirlik'
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** What the routes need. */
export interface PrepExamRouteDeps {
  book: ExamBookService
  exams: ExamsService
  sheets: ExamSheetService
}

/** Registers the exam book and exam calls. */
export async function prepExamRoutes(app: FastifyInstance, deps: PrepExamRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { book, exams, sheets } = deps
  const tags = ['prep']
  const admin = {
    access: access.staff([PREP_ADMIN]),
    scope: { none: 'the preparatory school serves every faculty: its administrator is university-wide' },
  }
  const examOut = { 200: wrapped(ZPrepExam) }

  /** GET SinavDefteri/List ?levelId: the level's exam book. */
  api.get(
    `${B}/SinavDefteri/List`,
    {
      config: admin,
      schema: {
        tags,
        querystring: ZPrepLevelIdQuery,
        response: { 200: wrapped(z.array(ZPrepExamBookItem)) },
      },
    },
    async (r) => ok(await book.list(principalOf(r), r.query.levelId)),
  )
  /** POST SinavDefteri/Save: creates or updates an exam of the book. */
  api.post(
    `${B}/SinavDefteri/Save`,
    {
      config: admin,
      schema: { tags, body: ZSavePrepExamBookItem, response: { 200: wrapped(ZPrepExamBookItem) } },
    },
    async (r) => ok(await book.save(principalOf(r), r.body), translate(lang(r), 'prep.book.saved')),
  )
  /** POST SinavDefteri/Delete {Id}: deletes an unlocked exam. */
  api.post(
    `${B}/SinavDefteri/Delete`,
    { config: admin, schema: { tags, body: z.object({ Id: ZId }) } },
    async (r) => {
      await book.remove(principalOf(r), r.body.Id)
      return ok(null, translate(lang(r), 'prep.book.deleted'))
    },
  )
  /** GET Sinav/List ?kind: Apex or placement exams. */
  api.get(
    `${B}/Sinav/List`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepExamKindQuery, response: { 200: wrapped(z.array(ZPrepExam)) } },
    },
    async (r) => ok(await exams.list(principalOf(r), r.query.kind)),
  )
  /** POST Sinav/Save: creates an exam (spec §5). */
  api.post(
    `${B}/Sinav/Save`,
    { config: admin, schema: { tags, body: ZSavePrepExam, response: examOut } },
    async (r) => ok(await exams.create(principalOf(r), r.body), translate(lang(r), 'prep.exam.saved')),
  )
  /** GET Sinav/Results ?examId&page&pageSize. */
  api.get(
    `${B}/Sinav/Results`,
    {
      config: admin,
      schema: { tags, querystring: ZPrepExamResultsQuery, response: { 200: wrapped(ZPrepExamResultPage) } },
    },
    async (r) => ok(await exams.results(principalOf(r), r.query)),
  )
  /** GET Sinav/Template ?examId: the xlsx template. */
  api.get(
    `${B}/Sinav/Template`,
    {
      config: admin,
      schema: {
        tags,
        querystring: ZPrepExamIdQuery,
        response: {
          200: fileAnswer('xlsx', 'The template of the exam with the stored results (attachment)'),
        },
      },
    },
    async (r, reply) => {
      const { bytes, fileName } = await sheets.template(principalOf(r), r.query.examId, lang(r))
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )
  /** POST Sinav/Upload ?examId&commit (multipart xlsx): per-row report; stored only when all rows are valid. */
  api.post(
    `${B}/Sinav/Upload`,
    {
      config: admin,
      schema: {
        tags,
        multipart: multipartBody({
          file: { required: true, description: 'The filled exam template', kinds: ['xlsx'] },
        }),
        querystring: ZPrepExamUploadQuery,
        response: { 200: wrapped(ZPrepUploadResult), 400: errorWrapper, 403: errorWrapper },
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
      const out = await sheets.upload(
        principalOf(r),
        r.query.examId,
        bytes,
        r.query.commit === 'true',
        lang(r),
      )
      const key = out.Errors.length > 0 ? 'prep.exam.hasErrors' : out.Stored ? 'prep.exam.uploaded' : ''
      return ok(out, key ? translate(lang(r), key) : '')
    },
  )
  /** POST Sinav/Calculate {ExamId, Version}. */
  api.post(
    `${B}/Sinav/Calculate`,
    { config: admin, schema: { tags, body: ZPrepExamStep, response: examOut } },
    async (r) =>
      ok(await exams.calculate(principalOf(r), r.body), translate(lang(r), 'prep.exam.calculated')),
  )
  /** POST Sinav/Finalise {ExamId, Version}. */
  api.post(
    `${B}/Sinav/Finalise`,
    { config: admin, schema: { tags, body: ZPrepExamStep, response: examOut } },
    async (r) => ok(await exams.finalise(principalOf(r), r.body), translate(lang(r), 'prep.exam.finalised')),
  )
  /** POST Sinav/Transfer {ExamId, Version}. */
  api.post(
    `${B}/Sinav/Transfer`,
    { config: admin, schema: { tags, body: ZPrepExamStep, response: examOut } },
    async (r) =>
      ok(await exams.transfer(principalOf(r), r.body), translate(lang(r), 'prep.exam.transferred')),
  )
}
