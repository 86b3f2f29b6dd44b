/**
 * The feature registry: every feature's routes, registered after the identity layer so the guard applies.
 * Adding a feature adds one line here (DESIGN.md §3).
 */

import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config.ts'
import type { Database, DatabaseHandle } from '../db/client.ts'
import type { ScopeRegistry } from '../identity/guard/scope.ts'
import { anonymiseGuests, purgeGuestOtps } from '../identity/guest/guest.retention.ts'
import type { MenuGates } from '../identity/menus/menu-gates.ts'
import { purgeSessions } from '../identity/sessions/session.retention.ts'
import type { SessionService } from '../identity/sessions/session.service.ts'
import { purgeFinishedJobs } from '../platform/jobs/jobs.retention.ts'
import type { JobAdmin, Jobs } from '../platform/jobs/jobs.ts'
import { purgeMailOutbox } from '../platform/mail/mail.retention.ts'
import type { Mailer } from '../platform/mail/mailer.ts'
import type { CounterStore } from '../platform/rate-limit/counter-store.ts'
import { purgeSmsOutbox } from '../platform/sms/sms.retention.ts'
import type { SmsSender } from '../platform/sms/sms-sender.ts'
import type { Clock } from '../platform/time.ts'
import { absencesFeature, createAbsencesService, registerAbsencesScope } from './absences/index.ts'
import { academicCalendarFeature } from './academic-calendar/index.ts'
import { adminFeature } from './admin/index.ts'
import {
  applicationsFeature,
  purgeClosedApplications,
  registerApplicationsScope,
} from './applications/index.ts'
import {
  certificateRecordOf,
  certificatesFeature,
  createCertificatesService,
  pendingCertificateCount,
  registerCertificatesScope,
} from './certificates/index.ts'
import { clubsFeature, createClubsService } from './clubs/index.ts'
import {
  calculateLeave,
  createLeaveCalculator,
  departureFeature,
  departureRecordOf,
  pendingDepartureCount,
  registerDepartureScope,
} from './departure/index.ts'
import { staffDigestQueues } from './digest-queues.ts'
import {
  type DocumentsService,
  documentRecordOf,
  documentsFeature,
  pendingDocumentCount,
  registerDocumentsScope,
} from './documents/index.ts'
import { createEventsService, eventsFeature } from './events/index.ts'
import { createFixturesService, fixturesFeature } from './fixtures/index.ts'
import {
  closePendingFreezeRequests,
  freezeFeature,
  freezeRecordOf,
  pendingFreezeCount,
  registerFreezeScope,
} from './freeze/index.ts'
import { gownFeature } from './gown/index.ts'
import {
  createGradesService,
  gradeAuditSubjects,
  gradesFeature,
  registerGradesScope,
} from './grades/index.ts'
import { createLeaveFigures, instalmentsFeature } from './instalments/index.ts'
import { licenceFeature } from './licence/index.ts'
import { militaryFeature, type YoksisUnitLookup } from './military/index.ts'
import { moodleCourseSearchUrl, moodleFeature } from './moodle/index.ts'
import { createNotifications, notificationsFeature, purgeNotifications } from './notifications/index.ts'
import { createPaymentServices, devBankTransport, paymentsFeature } from './payments/index.ts'
import { payrollFeature } from './payroll/index.ts'
import { registerGuestPersonalDataSources, registerPersonalDataSources } from './personal-data.ts'
import { personnelFeature } from './personnel/index.ts'
import { prepCompletionOf, prepFeature } from './prep/index.ts'
import { createPrivacy, privacyFeature, purgeAccessLog, purgeExpiredExports } from './privacy/index.ts'
import { createFeeReader, programmesFeature, registerProgrammesScope } from './programmes/index.ts'
import { proxyFeature } from './proxy/index.ts'
import {
  closeOpenBaskets,
  registrationFeature,
  registrationRecordOf,
  sectionSeats,
} from './registration/index.ts'
import { createRetention, retentionFeature } from './retention/index.ts'
import { sectionsFeature } from './sections/index.ts'
import { createSportsService, sportsFeature } from './sports/index.ts'
import { createStudentsService, studentsFeature } from './students/index.ts'
import { systemStatusFeature } from './system-status/index.ts'
import {
  councilProgrammesFor,
  registerYoksisScope,
  YoksisUnavailable,
  yoksisClientFor,
  yoksisFeature,
} from './yoksis/index.ts'

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
  /** Rate-limit counters (Redis or the database), owned by the app. */
  counters: CounterStore
  /** Background jobs (platform/jobs): register handlers at start, start work from routes, serve its status. */
  jobs: Jobs
  /** The operator's view of the jobs and their retry (the system-status page, issue 38). */
  jobAdmin: JobAdmin
  /** The database's engine and pool figures (the system-status page, issue 38). */
  databaseInfo: Pick<DatabaseHandle, 'engine' | 'poolStats'>
  /** Hides a menu page from the members of a role who may not use it (e.g. registration completion). */
  menuGates: Pick<MenuGates, 'gate'>
  /** The unit-scope registry: each feature registers the resolvers of its document kinds (issue 33 §2). */
  scope: Pick<ScopeRegistry, 'register'>
}

/** Registers every feature. */
export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  // The unit-scope kinds of the features' records (issue 33 §2): the platform's check resolves them by name.
  for (const register of [
    registerAbsencesScope,
    registerApplicationsScope,
    registerCertificatesScope,
    registerDepartureScope,
    registerDocumentsScope,
    registerFreezeScope,
    registerGradesScope,
    registerProgrammesScope,
    registerYoksisScope,
  ])
    register(deps.scope, deps.db)
  // Notifications (issue 39): created first, so the features that notify a person receive its `notify`.
  const notifications = createNotifications({ ...deps, log: app.log })
  // Privacy (issue 39): created first too, so the read routes of personal data receive its `recordAccess`.
  const privacy = createPrivacy({ ...deps, notify: notifications.notify })
  await app.register(proxyFeature, deps)
  await app.register(personnelFeature, { ...deps, recordAccess: privacy.recordAccess })
  await app.register(payrollFeature, deps)
  await app.register(licenceFeature, deps)
  // The committee's and HR's reads of a guest applicant's application write the access log (issue 39).
  await app.register(applicationsFeature, { ...deps, recordAccess: privacy.recordAccess })
  // Grades read absence percentages; absences use grades' section access and rosters (never each other's tables).
  const grades = createGradesService(
    deps.db,
    deps.clock,
    { absencePercentages: (id) => absences.absencePercentages(id) },
    notifications.notify,
  )
  const absences = createAbsencesService(deps.db, deps.clock, grades.access, grades, notifications.notify)
  await app.register(gradesFeature, { grades, fonts: deps.config.pdfFonts })
  await app.register(absencesFeature, { absences, recordAccess: privacy.recordAccess })
  // The course detail page shows the student's grades and absences of the section through their services and
  // links the course's Moodle search page when Moodle is configured (issue 22 StudentCourseDetail).
  await app.register(registrationFeature, {
    ...deps,
    courseDetail: {
      materialsUrl: (code: string) => moodleCourseSearchUrl(code),
      gradesOf: (p, lang) => grades.student.grades(p, lang),
      absencesOf: (p, lang) => absences.report.student(p, 'school', lang),
    },
    // A course passed or in progress (per grades) is not added or approved again (issue 24).
    standings: (studentId) => grades.courseStandings(studentId),
    // The instructors' class lists follow the advisor's approvals, in the decision's transaction (issue 24).
    rosters: {
      enrol: (tx, studentId, sectionIds) => grades.rosters.enrol(tx as Database, studentId, sectionIds),
      withdraw: (tx, studentId, sectionIds) => grades.rosters.withdraw(tx as Database, studentId, sectionIds),
    },
  })
  // The sports scholarship report reads CGPA and active-term absence standing through these services (issue 21).
  await app.register(sportsFeature, {
    sports: createSportsService(deps.db, deps.clock, { grades, absences }),
  })
  await app.register(freezeFeature, {
    ...deps,
    revokeSession: (id) => deps.sessions.revoke(id),
    menuGates: deps.menuGates,
    notify: notifications.notify,
    recordAccess: privacy.recordAccess,
  })
  // Departure clearance's fixtures and sports offices read what the student holds from the fixtures feature.
  const fixtures = createFixturesService({ db: deps.db, clock: deps.clock, fonts: deps.config.pdfFonts })
  await app.register(fixturesFeature, { ...deps, fixtures })
  // Clubs list the events they organise; the events' calendar feed includes the student's clubs' events.
  const events = createEventsService(deps.db, deps.config.eventPassScore)
  const clubs = createClubsService(deps.db, deps.clock, events)
  await app.register(eventsFeature, { ...deps, events, clubsOf: (id) => clubs.clubsOf(id) })
  await app.register(clubsFeature, { clubs, menuGates: deps.menuGates })
  // The transcript-like document shows the finalised grades through the grades feature's student view.
  // Certificates (issue 20) are issued through the documents service and verified by its public viewer.
  let documents: DocumentsService | undefined
  await app.register(documentsFeature, {
    ...deps,
    gradesOf: (p, lang) => grades.student.grades(p, lang),
    verifyOther: (code) => certificates.verify(code),
    notify: notifications.notify,
    onService: (service) => {
      documents = service
    },
  })
  // A completed departure closes the studentship's open baskets and pending freeze requests (issue 16). The
  // leave calculation reads the student's instalment plans (issue 17); a student without one falls back to the
  // departure feature's own fee input.
  const leaveFigures = createLeaveFigures(deps.db, deps.clock)
  const ownLeave = createLeaveCalculator(deps.db)
  await app.register(departureFeature, {
    ...deps,
    held: fixtures,
    leave: async (studentId) => {
      const figures = await leaveFigures(studentId)
      return figures ? calculateLeave(figures) : ownLeave(studentId)
    },
    notify: notifications.notify,
    // The horizontal transfer's target programmes: the council's units through the YÖKSİS units service
    // (issue 37); the departure feature falls back to its seeded list when YÖKSİS is unavailable.
    councilProgrammes: councilProgrammesFor(deps.db, deps.config),
    onDeparted: [
      async (studentId, _at, actor) => void (await closeOpenBaskets(deps.db, studentId, actor)),
      async (studentId, _at, actor) => void (await closePendingFreezeRequests(deps.db, studentId, actor)),
    ],
  })
  // YÖKSİS comparisons read the CGPA through the grades service (issue 20).
  await app.register(yoksisFeature, { ...deps, cgpaOf: (ids) => grades.cgpaOf(ids) })
  // Card payments through the bank's virtual POS and ID card loads; the development bank at /dev/bank (issue 17).
  // One payments service for the app: the features taking card payments register their purposes on it, so the
  // bank callback settles them in its own transaction.
  const paymentServices = createPaymentServices({ ...deps, devTransport: devBankTransport(app) })
  await app.register(paymentsFeature, { ...deps, services: paymentServices })
  // The prep exam book and prep grade entry keep their grades in the grades feature's owned grade books.
  await app.register(prepFeature, { ...deps, gradeBook: grades.owned })
  // The student search and report read CGPA through the grades service (issue 22). The student record's tabs
  // read each feature's own data through its reader (issue 37): grades' term history, registration baskets,
  // absences, freeze counters and requests, departure requests, certificate requests and documents.
  await app.register(studentsFeature, {
    db: deps.db,
    students: createStudentsService(deps.db, {
      grades,
      record: {
        terms: (student, lang) => grades.student.termHistoryOf(student, lang),
        registrations: (id, lang) => registrationRecordOf(deps.db, id, lang),
        absences: (id, lang) => absences.recordOf(id, lang),
        freeze: (id) => freezeRecordOf(deps.db, id),
        departure: (id) => departureRecordOf(deps.db, id),
        certificates: (id) => certificateRecordOf(deps.db, id),
        documents: (id, lang, page, pageSize) => documentRecordOf(deps.db, id, lang, page, pageSize),
      },
    }),
    // Reads of a student's record and the student exports write the access log (issue 39 Privacy).
    recordAccess: privacy.recordAccess,
    recordEach: privacy.recordEach,
  })
  // The audit log viewer and menu management (issue 22); grade entries named by the grades feature (issue 36).
  await app.register(adminFeature, { ...deps, auditSubjects: { grade: gradeAuditSubjects(deps.db) } })
  await app.register(programmesFeature, deps)
  // Moodle course enrolment uses grades' section access and rosters (issue 20).
  await app.register(moodleFeature, { ...deps, grades })
  // Military service deferral requests (issue 20); its unit id page checks ids with YÖKSİS's units service (issue 35).
  await app.register(militaryFeature, { ...deps, yoksisUnit: yoksisUnitLookup(deps.config) })
  // Instalment plans, collections and the budget (issue 17); the student pays an instalment by card through the
  // app's payments service; finance creates a plan from the programme's fee (programmes feature).
  await app.register(instalmentsFeature, {
    db: deps.db,
    clock: deps.clock,
    payments: paymentServices.payments,
    feeOf: createFeeReader(deps.db, deps.clock),
  })
  // Graduation gown deposits are provisions through the app's payments service (issue 17 § Gown); the gown
  // feature also follows deposits settled by the payments callback through their states.
  await app.register(gownFeature, {
    db: deps.db,
    clock: deps.clock,
    payments: paymentServices.payments,
    paymentStates: (ids) => paymentServices.payments.states(ids),
  })
  // Certificate requests (issue 20): eligibility from events (attended), grades (passed) and prep (passed);
  // the PDF and verification code from the documents service.
  const certificates = createCertificatesService({
    db: deps.db,
    clock: deps.clock,
    issue: (snapshot, lang) => {
      if (!documents) throw new Error('documents service not registered')
      return documents.issue(snapshot, lang)
    },
    render: (snapshot, lang, code, createdAt, displayUntil) => {
      if (!documents) throw new Error('documents service not registered')
      return documents.render(snapshot, lang, code, createdAt, displayUntil)
    },
    eventsOf: (p, lang) => events.points(p, lang),
    gradesOf: (p, lang) => grades.student.grades(p, lang),
    prepCompletionOf: (studentId) => prepCompletionOf(deps.db, studentId),
    notify: notifications.notify,
  })
  await app.register(certificatesFeature, { certificates })
  // Section definitions of the head of department read the seats held through the registration feature (issue 22).
  await app.register(sectionsFeature, { db: deps.db, seats: sectionSeats })
  // The academic calendar: registration windows, freeze and departure deadlines, exam weeks (issue 24).
  await app.register(academicCalendarFeature, { db: deps.db, clock: deps.clock })
  // The operator's status page: heartbeat, outside systems' last outcomes, audit chain verifications (issue 38).
  await app.register(systemStatusFeature, deps)
  // The notification centre, preferences, delivery and the staff digest (issue 39): the registrar's morning
  // digest counts the freeze queue (the queue is university-wide, so the units are not applied).
  notifications.addDigestSource({
    queue: 'freeze.pending',
    roleIds: [4],
    count: () => pendingFreezeCount(deps.db),
  })
  // Certificate requests wait for the registrar, counted within the registrar's units (the queue's unit scope).
  notifications.addDigestSource({
    queue: 'certificates.requested',
    roleIds: [4],
    count: (unitIds) => pendingCertificateCount(deps.db, unitIds),
  })
  // Document requests and departure approvals wait for the registrar, counted within the registrar's units.
  notifications.addDigestSource({
    queue: 'documents.review',
    roleIds: [4],
    count: (unitIds) => pendingDocumentCount(deps.db, unitIds),
  })
  notifications.addDigestSource({
    queue: 'departure.pending',
    roleIds: [4],
    count: (unitIds) => pendingDepartureCount(deps.db, unitIds),
  })
  // The data protection officer's morning digest counts the open requests to the data controller (issue 39).
  notifications.addDigestSource({
    queue: 'privacy.requests',
    roleIds: [17],
    count: () => privacy.openRequestCount(),
  })
  // The instructors' and heads' absence excuse and grade requests, HR's failed payroll mails and the
  // committee's applications awaiting an opinion (issue 39), each within what the holder may process.
  for (const source of staffDigestQueues(deps.db, deps.clock)) notifications.addDigestSource(source)
  await app.register(notificationsFeature, { notifications })
  // "My personal data" (issue 39): each feature's readers of a person's data and of its transfers to outside
  // systems, through the features' public readers (the student record's readers, issue 37).
  registerPersonalDataSources(privacy, deps.db, {
    grades: (s, lang) => grades.student.termHistoryOf(s, lang),
    registrations: (s, lang) => registrationRecordOf(deps.db, s.id, lang),
    absences: (s, lang) => absences.recordOf(s.id, lang),
    freeze: (s) => freezeRecordOf(deps.db, s.id),
    departure: (s) => departureRecordOf(deps.db, s.id),
    certificates: (s) => certificateRecordOf(deps.db, s.id),
    documents: (s, lang) => documentRecordOf(deps.db, s.id, lang, 1, 200),
  })
  registerGuestPersonalDataSources(privacy, deps.db)
  // Privacy notices, the access log, "my personal data", its export job and the requests (issue 39 Privacy).
  await app.register(privacyFeature, { privacy, jobs: deps.jobs, fonts: deps.config.pdfFonts })
  // Retention (issue 39): the rules run daily with each category's purge from the feature owning its table.
  const retention = createRetention({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    log: app.log,
    purges: {
      guestApplicants: (before, tx) => purgeClosedApplications(before, tx, anonymiseGuests),
      oneTimeCodes: purgeGuestOtps,
      outboxes: async (before, tx) =>
        (await purgeMailOutbox(before, tx)) + (await purgeSmsOutbox(before, tx)),
      sessions: purgeSessions,
      notifications: purgeNotifications,
      accessLog: purgeAccessLog,
      exports: async (before, tx) =>
        (await purgeFinishedJobs(before, tx)) + (await purgeExpiredExports(before, tx)),
    },
  })
  await app.register(retentionFeature, { retention, db: deps.db })
}

/**
 * The military feature's look-up of a YÖKSİS unit id (issue 35): `UniversiteBirimlerv1` `IDdenBirimAdiGetir`
 * through the YÖKSİS feature's client (its retries and circuit breaker); YoksisUnavailable → "unavailable".
 */
function yoksisUnitLookup(config: AppConfig): YoksisUnitLookup {
  const client = yoksisClientFor(config)
  return async (birimId) => {
    try {
      const unit = await client.unit(birimId)
      if (!unit) return { state: 'none' }
      return {
        state: 'found',
        name: unit.name,
        longName: unit.longName,
        typeName: unit.typeName,
        active: unit.active,
      }
    } catch (err) {
      if (err instanceof YoksisUnavailable)
        return { state: 'unavailable', reason: err.reason, detail: err.message }
      throw err
    }
  }
}
