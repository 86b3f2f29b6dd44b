/**
 * The feature registry: every feature's routes, registered after the identity layer so the guard applies.
 * Adding a feature adds one line here (DESIGN.md §3).
 */
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { SessionService } from '../identity/sessions/session.service.ts'
import type { Mailer } from '../platform/mail/mailer.ts'
import type { SmsSender } from '../platform/sms/sms-sender.ts'
import type { Clock } from '../platform/time.ts'
import { absencesFeature, createAbsencesService } from './absences/index.ts'
import { applicationsFeature } from './applications/index.ts'
import { clubsFeature, createClubsService } from './clubs/index.ts'
import { departureFeature } from './departure/index.ts'
import { documentsFeature } from './documents/index.ts'
import { createEventsService, eventsFeature } from './events/index.ts'
import { fixturesFeature } from './fixtures/index.ts'
import { closePendingFreezeRequests, freezeFeature } from './freeze/index.ts'
import { createGradesService, gradesFeature } from './grades/index.ts'
import { licenceFeature } from './licence/index.ts'
import { payrollFeature } from './payroll/index.ts'
import { personnelFeature } from './personnel/index.ts'
import { proxyFeature } from './proxy/index.ts'
import { closeOpenBaskets, registrationFeature } from './registration/index.ts'
import { createSportsService, sportsFeature } from './sports/index.ts'

/** What features may receive from the app. */
export interface FeatureDeps {
  db: Database
  clock: Clock
  config: AppConfig
  /** Outgoing mail (SMTP or the development outbox), owned by the app. */
  mailer: Mailer
  /** Ends a portal session at once (registration completion signs the student out). */
  sessions: Pick<SessionService, 'revoke'>
  /** Outgoing SMS (the provider's HTTP API or the development outbox), owned by the app. */
  sms: SmsSender
}

/** Registers every feature. */
export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  await app.register(proxyFeature, deps)
  await app.register(personnelFeature, deps)
  await app.register(payrollFeature, deps)
  await app.register(licenceFeature, deps)
  await app.register(applicationsFeature, deps)
  await app.register(registrationFeature, deps)
  // Grades read absence percentages; absences use grades' section access and rosters (never each other's tables).
  const grades = createGradesService(deps.db, deps.clock, {
    absencePercentages: (id) => absences.absencePercentages(id),
  })
  const absences = createAbsencesService(deps.db, deps.clock, grades.access, grades)
  await app.register(gradesFeature, { grades, fonts: deps.config.pdfFonts })
  await app.register(absencesFeature, { absences })
  // The sports scholarship report reads CGPA and active-term absence standing through these services (issue 21).
  await app.register(sportsFeature, {
    sports: createSportsService(deps.db, deps.clock, { grades, absences }),
  })
  await app.register(freezeFeature, { ...deps, revokeSession: (id) => deps.sessions.revoke(id) })
  await app.register(fixturesFeature, deps)
  // Clubs list the events they organise; the events' calendar feed includes the student's clubs' events.
  const events = createEventsService(deps.db, deps.config.eventPassScore)
  const clubs = createClubsService(deps.db, deps.clock, events)
  await app.register(eventsFeature, { ...deps, events, clubsOf: (id) => clubs.clubsOf(id) })
  await app.register(clubsFeature, { clubs })
  // The transcript-like document shows the finalised grades through the grades feature's student view.
  await app.register(documentsFeature, { ...deps, gradesOf: (p, lang) => grades.student.grades(p, lang) })
  // A completed departure closes the studentship's open baskets and pending freeze requests (issue 16).
  await app.register(departureFeature, {
    ...deps,
    onDeparted: [
      async (studentId, _at, actor) => void (await closeOpenBaskets(deps.db, studentId, actor)),
      async (studentId, _at, actor) => void (await closePendingFreezeRequests(deps.db, studentId, actor)),
    ],
  })
}
