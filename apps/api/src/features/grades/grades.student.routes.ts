/**
 * Grades endpoints for students (issue 5 § Grades): own grades by term with GPA/CGPA, and grade requests.
 * Only the caller's active studentship; checked by the services.
 */
import { ZCreateGradeRequest, ZGradeRequest, ZStudentGrades } from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import './grades.messages.ts'
import type { GradesService } from './grades.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the student grades calls. */
export async function gradesStudentRoutes(app: FastifyInstance, deps: { grades: GradesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const g = deps.grades
  const tags = ['grades']
  const student = { access: access.student }

  /** GET /api/Grades/Student/Grades: the caller's terms, courses, finalised grades, term GPA and CGPA. */
  api.get(
    '/api/Grades/Student/Grades',
    { config: student, schema: { tags, response: { 200: wrapped(ZStudentGrades) } } },
    async (r) => ok(await g.student.grades(principalOf(r), lang(r))),
  )

  /** GET /api/Grades/Student/Requests: the caller's grade requests. */
  api.get(
    '/api/Grades/Student/Requests',
    { config: student, schema: { tags, response: { 200: wrapped(z.array(ZGradeRequest)) } } },
    async (r) => ok(await g.requests.mine(principalOf(r), lang(r))),
  )

  /** POST /api/Grades/Student/Requests/Create {SectionId, Reason}: a grade request for a finalised course. */
  api.post(
    '/api/Grades/Student/Requests/Create',
    {
      config: student,
      schema: { tags, body: ZCreateGradeRequest, response: { 200: wrapped(z.number().int()) } },
    },
    async (r) =>
      ok(
        await g.requests.create(principalOf(r), r.body.SectionId, r.body.Reason),
        translate(lang(r), 'grades.requestCreated'),
      ),
  )
}
