/**
 * The dormitory and department reports' endpoints (issue 22 "Students and reports"), /api/Students/...:
 * readers are the registrar (4), authorised personnel (16) and the head of department (11), each within the
 * units of their active role (students.service.ts `scopeOf`); everyone else 403. Bad filters 400.
 */
import {
  ZDepartmentFilter,
  ZDepartmentReport,
  ZDormitoryBuilding,
  ZDormitoryFilter,
  ZDormitoryPage,
  ZDormitoryQuery,
} from '@unacs/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { formatDate } from '../../platform/format/format.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { RecordEach } from '../privacy/index.ts'
import './students.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'
import { STUDENT_READERS } from './students.routes.ts'
import type { StudentsService } from './students.service.ts'
import { mapBatches, type SheetSpec, streamSheets } from './students.spreadsheet.ts'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Sends `sheets` as the streamed xlsx `fileKey` (a message key) with the row count in `x-total-count`. */
function sendXlsx(
  r: FastifyRequest,
  reply: FastifyReply,
  fileKey: string,
  total: number,
  sheets: SheetSpec[],
) {
  const name = `${translate(lang(r), fileKey)}.xlsx`
  return reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .header('x-total-count', String(total))
    .send(streamSheets(sheets, lang(r)))
}

/** One batch of already-read rows. */
async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows
}

/** Registers the report calls. */
export async function studentsReportRoutes(
  app: FastifyInstance,
  deps: { students: StudentsService; recordEach?: RecordEach },
) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  /** The export's rows, each batch's students written to the access log first (issue 39). */
  const logged = <T extends { StudentNo: string }>(r: FastifyRequest, rows: AsyncIterable<T[]>) =>
    deps.recordEach
      ? deps.recordEach(r, 'students.export', rows, (x) => ({ studentNos: [x.StudentNo] }))
      : rows
  const tags = ['students']
  const readers = { config: { access: access.staff(STUDENT_READERS) } }
  const { dormitory, department } = deps.students

  /** GET /api/Students/Dormitory/Buildings: the buildings with rooms, beds and the caller's residents. */
  api.get(
    '/api/Students/Dormitory/Buildings',
    {
      ...readers,
      schema: { tags, response: { 200: wrapped(z.array(ZDormitoryBuilding)), 403: errorWrapper } },
    },
    async (r) => ok(await dormitory.buildings(principalOf(r))),
  )

  /** GET /api/Students/Dormitory/List ?filters&buildingId&room&page&pageSize: a page of residents. */
  api.get(
    '/api/Students/Dormitory/List',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZDormitoryQuery,
        response: { 200: wrapped(ZDormitoryPage), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await dormitory.page(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Students/Dormitory/Export ?filters: every filtered resident as a streamed xlsx. */
  api.get(
    '/api/Students/Dormitory/Export',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZDormitoryFilter,
        response: { 200: fileAnswer('xlsx', 'Every filtered resident as a streamed workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const principal = principalOf(r)
      const total = await dormitory.count(principal, r.query)
      const t = (k: string) => translate(lang(r), k)
      return sendXlsx(r, reply, 'students.dormitoryFile', total, [
        {
          sheet: 'students.dormitorySheet',
          columns: [
            ['building', 26],
            ['room', 8],
            ['floor', 6],
            ['studentNo', 14],
            ['fullName', 28],
            ['faculty', 30],
            ['programme', 36],
            ['classYear', 8],
            ['status', 14],
            ['since', 12],
          ],
          batches: mapBatches(logged(r, dormitory.exportRows(principal, r.query, lang(r))), (x) => [
            x.Building,
            x.Room,
            x.Floor,
            x.StudentNo,
            x.FullName,
            x.Faculty,
            x.Programme,
            x.ClassYear,
            t(`students.status.${x.Status}`),
            formatDate(x.Since, lang(r)),
          ]),
        },
      ])
    },
  )

  /** GET /api/Students/Department/Report ?unitId&entryYear: the department report of the caller's scope. */
  api.get(
    '/api/Students/Department/Report',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZDepartmentFilter,
        response: { 200: wrapped(ZDepartmentReport), 400: errorWrapper, 403: errorWrapper },
      },
    },
    async (r) => ok(await department.report(principalOf(r), r.query, lang(r))),
  )

  /** GET /api/Students/Department/Export ?unitId&entryYear: the report's class rows and pass rates as xlsx. */
  api.get(
    '/api/Students/Department/Export',
    {
      config: {
        ...readers.config,
        scope: { none: "a list filter: the feature keeps the rows to the caller's units (inUnits)" },
      },
      schema: {
        tags,
        querystring: ZDepartmentFilter,
        response: { 200: fileAnswer('xlsx', 'The department report as a streamed workbook (attachment)') },
      },
    },
    async (r, reply) => {
      const report = await department.report(principalOf(r), r.query, lang(r))
      return sendXlsx(r, reply, 'students.departmentFile', report.Rows.length, [
        {
          sheet: 'students.departmentSheet',
          columns: [
            ['faculty', 30],
            ['department', 34],
            ['classYear', 8],
            ['active', 10],
            ['frozen', 10],
            ['graduated', 10],
            ['withdrawn', 10],
            ['total', 10],
          ],
          batches: once(
            report.Rows.map((x) => [
              x.Faculty,
              x.Department,
              x.ClassYear,
              x.Active,
              x.Frozen,
              x.Graduated,
              x.Withdrawn,
              x.Total,
            ]),
          ),
        },
        {
          sheet: 'students.passRatesSheet',
          columns: [
            ['courseCode', 12],
            ['courseName', 40],
            ['graded', 10],
            ['passed', 10],
            ['passRate', 10],
          ],
          batches: once(report.Courses.map((c) => [c.Code, c.Name, c.Graded, c.Passed, c.Rate])),
        },
      ])
    },
  )
}
