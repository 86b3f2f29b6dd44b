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
  ZRecordAbsence,
  ZRecordDocumentPage,
  ZRecordRegistration,
  ZRecordRequest,
  ZRecordTerm,
  ZStudentFilter,
  ZStudentHistoryPage,
  ZStudentIdQuery,
  ZStudentPage,
  ZStudentRecord,
  ZStudentRecordPageQuery,
  ZStudentSearchQuery,
  ZStudentUnitOption,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import type { Scope } from '../../identity/guard/scope.ts'
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

  // The record's tabs (issue 37 "Student record"): each reads one feature's data through the record sources.
  const tabScope: Scope = [{ kind: 'studentId', from: 'query.id' }]
  /**
   * Awaits a record tab's read of student `id`, then writes the access log entry (issue 39: every staff read of
   * another person's record; a failed log write fails the request, nothing is sent unrecorded).
   */
  const readLogged = async <T>(r: FastifyRequest, id: number, read: Promise<T>): Promise<T> => {
    const out = await read
    await deps.recordAccess?.(r, { kind: 'student.record', studentIds: [id] })
    return out
  }
  const tab = { config: { ...readers.config, scope: tabScope } }
  const tabErrors = { 400: errorWrapper, 403: errorWrapper, 404: errorWrapper }

  /** GET /api/Students/Record/Terms ?id: the term-by-term history with term GPA and CGPA. 404 out of scope. */
  api.get(
    '/api/Students/Record/Terms',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentIdQuery,
        response: { 200: wrapped(z.array(ZRecordTerm)), ...tabErrors },
      },
    },
    async (r) =>
      ok(await readLogged(r, r.query.id, students.tabs.terms(principalOf(r), r.query.id, lang(r)))),
  )

  /** GET /api/Students/Record/Registrations ?id: the course registrations per term. 404 out of scope. */
  api.get(
    '/api/Students/Record/Registrations',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentIdQuery,
        response: { 200: wrapped(z.array(ZRecordRegistration)), ...tabErrors },
      },
    },
    async (r) =>
      ok(await readLogged(r, r.query.id, students.tabs.registrations(principalOf(r), r.query.id, lang(r)))),
  )

  /** GET /api/Students/Record/Absences ?id: the counted absences per course. 404 out of scope. */
  api.get(
    '/api/Students/Record/Absences',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentIdQuery,
        response: { 200: wrapped(z.array(ZRecordAbsence)), ...tabErrors },
      },
    },
    async (r) =>
      ok(await readLogged(r, r.query.id, students.tabs.absences(principalOf(r), r.query.id, lang(r)))),
  )

  /** GET /api/Students/Record/Requests ?id: freeze, departure and certificate requests. 404 out of scope. */
  api.get(
    '/api/Students/Record/Requests',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentIdQuery,
        response: { 200: wrapped(z.array(ZRecordRequest)), ...tabErrors },
      },
    },
    async (r) =>
      ok(await readLogged(r, r.query.id, students.tabs.requests(principalOf(r), r.query.id, lang(r)))),
  )

  /** GET /api/Students/Record/Documents ?id&page&pageSize: a page of the documents. 404 out of scope. */
  api.get(
    '/api/Students/Record/Documents',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentRecordPageQuery,
        response: { 200: wrapped(ZRecordDocumentPage), ...tabErrors },
      },
    },
    async (r) =>
      ok(
        await readLogged(
          r,
          r.query.id,
          students.tabs.documents(principalOf(r), r.query.id, r.query, lang(r)),
        ),
      ),
  )

  /** GET /api/Students/Record/History ?id&page&pageSize: a page of the audit history. 404 out of scope. */
  api.get(
    '/api/Students/Record/History',
    {
      ...tab,
      schema: {
        tags,
        querystring: ZStudentRecordPageQuery,
        response: { 200: wrapped(ZStudentHistoryPage), ...tabErrors },
      },
    },
    async (r) =>
      ok(await readLogged(r, r.query.id, students.tabs.history(principalOf(r), r.query.id, r.query))),
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
