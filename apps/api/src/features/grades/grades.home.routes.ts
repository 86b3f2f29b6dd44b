/**
 * The grades feature's home call for students (issue 24): GET /api/Grades/Student/ExamsAhead — the exams of
 * the caller's active-term courses with no result yet, for the student's home card. Only the caller's
 * active studentship (403 otherwise).
 */
import { ZExamsAhead } from '@unacs/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import type { GradesService } from './grades.service.ts'

const lang = (r: FastifyRequest) => languageFrom(r.headers['accept-language'])

/** Registers the home call. */
export async function gradesHomeRoutes(app: FastifyInstance, deps: { grades: GradesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  /** GET: `{ TermName, Exams }`; 403 for staff. */
  api.get(
    '/api/Grades/Student/ExamsAhead',
    {
      config: { access: access.student },
      schema: { tags: ['grades'], response: { 200: wrapped(ZExamsAhead), 403: errorWrapper } },
    },
    async (r) => ok(await deps.grades.home.examsAhead(principalOf(r), lang(r))),
  )
}
