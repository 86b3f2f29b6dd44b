/**
 * The student's campus-life event endpoints (issue 21): QR check-in, orientation registration, the personal
 * calendar feed, and the .ics files (one event: any signed-in user; the feed: public, by its secret token).
 */
import {
  ZCalendarFeed,
  ZCalendarFeedParams,
  ZCheckInRequest,
  ZCheckInResult,
  ZEventIdBody,
  ZEventIdQuery,
  ZRegistrationResult,
  ZStudentOrientation,
} from '@unacs/contracts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { access } from '../../identity/guard/access.ts'
import { principalOf } from '../../identity/guard/guard.ts'
import { ok, wrapped } from '../../platform/http/response.ts'
import { languageFrom, translate } from '../../platform/i18n/messages.ts'
import type { Clock } from '../../platform/time.ts'
import type { CalendarService } from './events.calendar.ts'
import { checkIn } from './events.checkin.ts'
import type { OrientationService } from './events.orientation.ts'
import './events.messages.ts'
import { fileAnswer } from '../../platform/http/openapi-bodies.ts'

/** What the campus routes need. */
export interface CampusRouteDeps {
  db: Database
  clock: Clock
  orientation: OrientationService
  calendar: CalendarService
}

/** Registers the student's check-in, orientation and calendar calls. */
export async function eventsCampusRoutes(app: FastifyInstance, deps: CampusRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['events']
  const student = { access: access.student }
  const lang = (h: { 'accept-language'?: string }) => languageFrom(h['accept-language'])

  /** POST /api/Etkinlik/Ogrenci/QrYoklama {Token}: checks the caller in. 400 bad token, 422 window, 409 replay. */
  api.post(
    '/api/Etkinlik/Ogrenci/QrYoklama',
    { config: student, schema: { tags, body: ZCheckInRequest, response: { 200: wrapped(ZCheckInResult) } } },
    async (request) => {
      const l = lang(request.headers)
      return ok(
        await checkIn(deps.db, deps.clock, principalOf(request), request.body.Token, l),
        translate(l, 'events.checkedIn'),
      )
    },
  )

  /** GET /api/Etkinlik/Ogrenci/Oryantasyon: upcoming orientation events with the caller's registration. */
  api.get(
    '/api/Etkinlik/Ogrenci/Oryantasyon',
    { config: student, schema: { tags, response: { 200: wrapped(ZStudentOrientation) } } },
    async (request) => ok(await deps.orientation.list(principalOf(request), lang(request.headers))),
  )

  /** POST /api/Etkinlik/Ogrenci/OryantasyonKayit {EventId}: a seat or the waiting list. 404, 409, 422. */
  api.post(
    '/api/Etkinlik/Ogrenci/OryantasyonKayit',
    {
      config: student,
      schema: { tags, body: ZEventIdBody, response: { 200: wrapped(ZRegistrationResult) } },
    },
    async (request) => {
      const result = await deps.orientation.register(principalOf(request), request.body.EventId)
      return ok(
        result,
        translate(
          lang(request.headers),
          result.Status === 'registered' ? 'events.registered' : 'events.waitlisted',
        ),
      )
    },
  )

  /** POST /api/Etkinlik/Ogrenci/OryantasyonIptal {EventId}: cancels; the first waiting student moves up. */
  api.post(
    '/api/Etkinlik/Ogrenci/OryantasyonIptal',
    { config: student, schema: { tags, body: ZEventIdBody, response: { 200: wrapped(z.null()) } } },
    async (request) => {
      await deps.orientation.cancel(principalOf(request), request.body.EventId)
      return ok(null, translate(lang(request.headers), 'events.cancelled'))
    },
  )

  /** GET /api/Etkinlik/Ogrenci/TakvimAkisi: whether the caller has a live feed (its URL is shown once). */
  api.get(
    '/api/Etkinlik/Ogrenci/TakvimAkisi',
    { config: student, schema: { tags, response: { 200: wrapped(ZCalendarFeed) } } },
    async (request) => ok(await deps.calendar.feed(principalOf(request))),
  )

  /** POST /api/Etkinlik/Ogrenci/TakvimAkisiOlustur: a new secret feed URL; the previous one stops working. */
  api.post(
    '/api/Etkinlik/Ogrenci/TakvimAkisiOlustur',
    { config: student, schema: { tags, response: { 200: wrapped(ZCalendarFeed) } } },
    async (request) =>
      ok(
        await deps.calendar.createFeed(principalOf(request)),
        translate(lang(request.headers), 'events.feedCreated'),
      ),
  )

  /** POST /api/Etkinlik/Ogrenci/TakvimAkisiIptal: revokes the caller's feed URL. */
  api.post(
    '/api/Etkinlik/Ogrenci/TakvimAkisiIptal',
    { config: student, schema: { tags, response: { 200: wrapped(z.null()) } } },
    async (request) => {
      await deps.calendar.revokeFeed(principalOf(request))
      return ok(null, translate(lang(request.headers), 'events.feedRevoked'))
    },
  )

  /** GET /api/Etkinlik/Takvim/Ics ?EventId: one event as an .ics file (any signed-in user). 404. */
  api.get(
    '/api/Etkinlik/Takvim/Ics',
    {
      config: { access: access.anyPortal },
      schema: {
        tags,
        querystring: ZEventIdQuery,
        response: { 200: fileAnswer('ics', 'The event as an iCalendar file (attachment)') },
      },
    },
    async (request, reply) => {
      const text = await deps.calendar.eventFile(request.query.EventId, lang(request.headers))
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${request.query.EventId}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(text)
    },
  )

  /**
   * GET /api/Etkinlik/Takvim/Akis/:token: the personal calendar feed (public; the secret token is the key).
   * 404 for an unknown or revoked token.
   */
  api.get(
    '/api/Etkinlik/Takvim/Akis/:token',
    {
      config: { access: access.public },
      schema: {
        tags,
        params: ZCalendarFeedParams,
        response: { 200: fileAnswer('ics', 'The personal calendar feed (iCalendar)') },
      },
    },
    async (request, reply) => {
      const text = await deps.calendar.feedFile(request.params.token)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(text)
    },
  )
}
