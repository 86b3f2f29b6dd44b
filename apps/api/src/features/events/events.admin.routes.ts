/**
 * The student centre's event endpoints (issue 21 § Events; spec §1, §3 "Event"), /api/Etkinlik/Merkez/*:
 * event types, events, the attendance list and the QR check-in code. Student centre role only.
 */
import {
  ZAttendanceSheet,
  ZCheckInCode,
  ZEventDefinition,
  ZEventIdQuery,
  ZEventListQuery,
  ZEventType,
  ZPage,
  ZSaveAttendanceRequest,
  ZSaveEventRequest,
  ZSaveEventTypeRequest,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_IDS } from '../../db/seed/roles.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { EventsAdminService } from './events.admin.ts'
import './events.messages.ts'

/** Registers the student centre's calls. */
export async function eventsAdminRoutes(app: FastifyInstance, deps: { admin: EventsAdminService }) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const base = '/api/Etkinlik/Merkez'
  const tags = ['events']
  const config = {
    access: access.staff([ROLE_IDS.studentCentreDean]),
    scope: { none: 'the student centre serves the whole university' },
  }
  const lang = (h: { 'accept-language'?: string }) => languageFrom(h['accept-language'])

  /** GET Turler: every event type with its maximum points. */
  api.get(
    `${base}/Turler`,
    { config, schema: { tags, response: { 200: wrapped(z.array(ZEventType)) } } },
    async () => ok(await deps.admin.types()),
  )

  /** POST TurKaydet: creates or updates an event type → its id. 404, 409 code taken. */
  api.post(
    `${base}/TurKaydet`,
    { config, schema: { tags, body: ZSaveEventTypeRequest, response: { 200: wrapped(z.number().int()) } } },
    async (request) =>
      ok(
        await deps.admin.saveType(principalOf(request), request.body),
        translate(lang(request.headers), 'events.saved'),
      ),
  )

  /** GET Etkinlikler ?page&pageSize&orientation&search: a page of events, newest first. */
  api.get(
    `${base}/Etkinlikler`,
    {
      config,
      schema: { tags, querystring: ZEventListQuery, response: { 200: wrapped(ZPage(ZEventDefinition)) } },
    },
    async (request) => ok(await deps.admin.list(request.query, lang(request.headers))),
  )

  /** POST EtkinlikKaydet: creates or updates an event → its id. 404, 422 (times, type, capacity). */
  api.post(
    `${base}/EtkinlikKaydet`,
    { config, schema: { tags, body: ZSaveEventRequest, response: { 200: wrapped(z.number().int()) } } },
    async (request) =>
      ok(
        await deps.admin.saveEvent(principalOf(request), request.body),
        translate(lang(request.headers), 'events.saved'),
      ),
  )

  /** GET Yoklama ?EventId: the event's attendance list. 404. */
  api.get(
    `${base}/Yoklama`,
    { config, schema: { tags, querystring: ZEventIdQuery, response: { 200: wrapped(ZAttendanceSheet) } } },
    async (request) => ok(await deps.admin.sheet(request.query.EventId, lang(request.headers))),
  )

  /** POST YoklamaKaydet: saves the check boxes → lines saved. 404, 422 (unknown student, not started). */
  api.post(
    `${base}/YoklamaKaydet`,
    { config, schema: { tags, body: ZSaveAttendanceRequest, response: { 200: wrapped(z.number().int()) } } },
    async (request) =>
      ok(
        await deps.admin.saveAttendance(principalOf(request), request.body),
        translate(lang(request.headers), 'events.saved'),
      ),
  )

  /** GET QrKod ?EventId: the check-in URL, its QR image and the window in which it works. 404. */
  api.get(
    `${base}/QrKod`,
    { config, schema: { tags, querystring: ZEventIdQuery, response: { 200: wrapped(ZCheckInCode) } } },
    async (request) => ok(await deps.admin.checkInCode(request.query.EventId)),
  )
}
