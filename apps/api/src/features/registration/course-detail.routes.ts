/**
 * The student's course detail endpoint (issue 22 "StudentCourseDetail"; DESIGN.md §4 path form
 * /api/Registration/{Controller}/{Action}). Students only; the service checks the studentship and the section.
 */
import { ZCourseDetail, ZCourseDetailQuery } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import type { CourseDetailService } from './course-detail.service.ts'
import { lang } from './student.routes.ts'

/** Registers GET /api/Registration/Course/Detail. */
export async function courseDetailRoutes(app: FastifyInstance, deps: { detail: CourseDetailService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  /**
   * GET /api/Registration/Course/Detail ?sectionId: the section, its schedule and instructors, the course's
   * other sections this term, the caller's relation to it and the materials link. 403 not an active student
   * of one's own; 404 a section neither the student's nor opened to them.
   */
  api.get(
    '/api/Registration/Course/Detail',
    {
      config: { access: access.student },
      schema: {
        tags: ['registration'],
        querystring: ZCourseDetailQuery,
        response: { 200: wrapped(ZCourseDetail) },
      },
    },
    async (r) => ok(await deps.detail.detail(principalOf(r), r.query.sectionId, lang(r))),
  )
}
