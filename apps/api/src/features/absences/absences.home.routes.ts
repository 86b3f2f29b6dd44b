/**
 * The absences feature's home call (issue 24): GET /api/Absences/Home/Unconfirmed — the caller's active-term
 * absence days saved but not confirmed, for the instructor's home card. Staff roles as the entry calls
 * (instructor, registrar, head of department); scope by the grades feature's section access.
 */
import { ZUnconfirmedAbsenceDays } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import type { AbsenceService } from './absences.service.ts'

/** Registers the home call. */
export async function absencesHomeRoutes(app: FastifyInstance, deps: { absences: AbsenceService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  /** GET: `{ Total, Days }` (the oldest 10 days); 403 for students and other roles. */
  api.get(
    '/api/Absences/Home/Unconfirmed',
    {
      config: { access: access.staff([2, 4, 11]) },
      schema: {
        tags: ['absences'],
        response: { 200: wrapped(ZUnconfirmedAbsenceDays), 403: errorWrapper },
      },
    },
    async (r) => ok(await deps.absences.home.unconfirmed(principalOf(r))),
  )
}
