/**
 * Events and points endpoints for students (issue 5 § Events and points; spec §1, §3, §9), in the live
 * system's form /api/Etkinlik/{Controller}/{Action}. Only the caller's active studentship.
 */
import { ZEventsQuery, ZStudentEventPoints } from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { errorWrapper, ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom } from '../../platform/i18n/messages.ts'
import type { EventsService } from './events.service.ts'

/** Registers the student's events calls. */
export async function eventsRoutes(app: FastifyInstance, deps: { events: EventsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  /**
   * GET /api/Etkinlik/Ogrenci/Puanlarim ?OgrNo: the caller's events (name, hall, type, date, attendance
   * status, points), totals per event type capped by its maximum, received versus passing points.
   * 403 for another student's number, an inactive own studentship, or staff.
   */
  api.get(
    '/api/Etkinlik/Ogrenci/Puanlarim',
    {
      config: { access: access.student },
      schema: {
        tags: ['events'],
        summary: 'The student’s events and points',
        querystring: ZEventsQuery,
        response: { 200: wrapped(ZStudentEventPoints), 403: errorWrapper },
      },
    },
    async (request) =>
      ok(
        await deps.events.points(
          principalOf(request),
          languageFrom(request.headers['accept-language']),
          request.query.OgrNo,
        ),
      ),
  )
}
