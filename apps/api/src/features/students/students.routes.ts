/**
 * Students endpoints (issue 22 "Students and reports"), /api/Students/{Controller}/{Action}: the search, a
 * student's record, the filter units and the report's streamed XLSX export. Readers: the registrar (4),
 * authorised personnel (16) and the head of department (11), each within the units of their active role
 * (students.service.ts `scopeOf`); everyone else 403.
 */
import {
  ZAdvisorLoad,
  ZAssignAdvisors,
  ZAssignAdvisorsResult,
  ZStudentFilter,
  ZStudentIdQuery,
  ZStudentPage,
  ZStudentRecord,
  ZStudentSearchQuery,
  ZStudentUnitOption,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { RecordAccess, RecordEach } from '../privacy/index.ts'
import './students.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import type { AdvisorService } from './students.advisors.ts'
import type { StudentsService } from './students.service.ts'
import { streamReport } from './students.spreadsheet.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** The roles that read students. */
export const STUDENT_READERS = [ROLE_IDS.registrar, ROLE_IDS.authorisedPersonnel, ROLE_IDS.headOfDepartment]

/** Registers the students calls. */
export async function studentsRoutes(
  app: FastifyInstance,
  deps: {
    students: StudentsService
    advisors: AdvisorService
    /** The access log's hooks (privacy feature, issue 39): a record read and the export's persons. */
    recordAccess?: RecordAccess
    recordEach?: RecordEach
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  /** The export's rows, each batch's students written to the access log first (issue 39). */
  const logged = <T extends { StudentNo: string }>(r: FastifyRequest, rows: AsyncIterable<T[]>) =>
    deps.recordEach
      ? deps.recordEach(r, 'students.export', rows, (x) => ({ studentNos: [x.StudentNo] }))
      : rows
  const tags = ['students']
  const readers = { config: { access: access.staff(STUDENT_READERS) } }
  const { students } = deps

  /**
   * GET /api/Students/Search/List ?q&unitId&classYear&status&entryYear&page&pageSize: a page of the caller's
   * students (Turkish-aware name match). 400 bad filters, 403 other roles.
   */
  api.get(
    '/api/Students/Search/List',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZStudentSearchQuery,
        response: { 200: wrapped(ZStudentPage), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await students.search(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Students/Search/Units: the units the caller may filter by. */
  api.get(
    '/api/Students/Search/Units',
    {
      ...readers,
      schema: { tags, response: { 200: wrapped(z.array(ZStudentUnitOption)), 403: errorWrapper } },
    },
    async (r) => ok(await students.units(principalOf(r), lang(r))),
  )

  /** GET /api/Students/Record/Get ?id: a student's record (spec §3). 404 unknown or outside the scope. */
  api.get(
    '/api/Students/Record/Get',
    {
      config: { ...readers.config, scope: [{ kind: 'studentId', from: 'query.id' }] },
      schema: {
        tags,
        querystring: ZStudentIdQuery,
        response: { 200: wrapped(ZStudentRecord), 400: errorWrapper, 403: errorWrapper, 404: errorWrapper },
      },
    },
    async (r) => {
      const record = await students.record(principalOf(r), r.query.id, lang(r))
      await deps.recordAccess?.(r, { kind: 'student.record', studentIds: [r.query.id] })
      return ok(record)
    },
  )

  /** GET /api/Students/Report/Count ?filters: how many rows the export of these filters holds. */
  api.get(
    '/api/Students/Report/Count',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZStudentFilter,
        response: { 200: wrapped(z.number().int()), 400: errorWrapper },
      },
    },
    async (r) => ok(await students.count(principalOf(r), r.query)),
  )

  /**
   * GET /api/Students/Report/Export ?filters: every filtered row of the caller's scope as a streamed xlsx;
   * `x-total-count` carries the row count for the client's progress bar. 400 bad filters, 403 other roles.
   */
  api.get(
    '/api/Students/Report/Export',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZStudentFilter,
        response: {
          200: fileAnswer(
            'xlsx',
            'Every filtered row as a streamed workbook (attachment); X-Total-Count has the row count',
          ),
        },
      },
    },
    async (r, reply) => {
      const principal = principalOf(r)
      const total = await students.count(principal, r.query)
      const name = `${translate(lang(r), 'students.fileName')}.xlsx`
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-total-count', String(total))
        .send(streamReport(logged(r, students.exportRows(principal, r.query, lang(r))), lang(r)))
    },
  )

  const heads = { config: { access: access.staff([ROLE_IDS.headOfDepartment]) } }

  /** GET /api/Students/Advisors/List: the advisors of the head of department's units with their loads. */
  api.get(
    '/api/Students/Advisors/List',
    { ...heads, schema: { tags, response: { 200: wrapped(z.array(ZAdvisorLoad)), 403: errorWrapper } } },
    async (r) => ok(await deps.advisors.advisors(principalOf(r))),
  )
  /**
   * POST /api/Students/Advisors/Assign: assigns a selection, or the active students of a unit/class, to the
   * chosen advisors balancing loads (audited per student). 400 no selection, 422 advisor out of scope or
   * nothing to assign.
   */
  api.post(
    '/api/Students/Advisors/Assign',
    {
      config: {
        ...heads.config,
        scope: [
          { kind: 'studentId', from: 'body.StudentIds[]' },
          { kind: 'unit', from: 'body.UnitId' },
        ],
      },
      schema: {
        tags,
        body: ZAssignAdvisors,
        response: {
          200: wrapped(ZAssignAdvisorsResult),
          400: errorWrapper,
          403: errorWrapper,
          422: errorWrapper,
        },
      },
    },
    async (r) => {
      const result = await deps.advisors.assign(principalOf(r), r.body)
      return ok(result, translate(lang(r), 'students.advisorsAssigned', { count: result.Assigned }))
    },
  )
}
