/**
 * Typed translation keys: `t('…')` is checked against the Turkish files, and the English files
 * must have exactly the same keys (a missing or extra English key fails `tsc`). The e2e test
 * `locales.spec.ts` compares the key sets at run time as well.
 */
import 'i18next'
import type absencesEn from '../../locales/en/absences.json'
import type academicCalendarEn from '../../locales/en/academic-calendar.json'
import type adminEn from '../../locales/en/admin.json'
import type applicationsEn from '../../locales/en/applications.json'
import type certificatesEn from '../../locales/en/certificates.json'
import type clubsEn from '../../locales/en/clubs.json'
import type commonEn from '../../locales/en/common.json'
import type departureEn from '../../locales/en/departure.json'
import type documentsEn from '../../locales/en/documents.json'
import type eventsEn from '../../locales/en/events.json'
import type fixturesEn from '../../locales/en/fixtures.json'
import type freezeEn from '../../locales/en/freeze.json'
import type gownEn from '../../locales/en/gown.json'
import type gradesEn from '../../locales/en/grades.json'
import type guestEn from '../../locales/en/guest.json'
import type identityEn from '../../locales/en/identity.json'
import type instalmentsEn from '../../locales/en/instalments.json'
import type licenceEn from '../../locales/en/licence.json'
import type militaryEn from '../../locales/en/military.json'
import type moodleEn from '../../locales/en/moodle.json'
import type notificationsEn from '../../locales/en/notifications.json'
import type paymentsEn from '../../locales/en/payments.json'
import type payrollEn from '../../locales/en/payroll.json'
import type personnelEn from '../../locales/en/personnel.json'
import type prepEn from '../../locales/en/prep.json'
import type privacyEn from '../../locales/en/privacy.json'
import type programmesEn from '../../locales/en/programmes.json'
import type proxyEn from '../../locales/en/proxy.json'
import type registrationEn from '../../locales/en/registration.json'
import type retentionEn from '../../locales/en/retention.json'
import type sectionsEn from '../../locales/en/sections.json'
import type sportsEn from '../../locales/en/sports.json'
import type studentsEn from '../../locales/en/students.json'
import type systemStatusEn from '../../locales/en/system-status.json'
import type yoksisEn from '../../locales/en/yoksis.json'
import type absencesTr from '../../locales/tr/absences.json'
import type academicCalendarTr from '../../locales/tr/academic-calendar.json'
import type adminTr from '../../locales/tr/admin.json'
import type applicationsTr from '../../locales/tr/applications.json'
import type certificatesTr from '../../locales/tr/certificates.json'
import type clubsTr from '../../locales/tr/clubs.json'
import type commonTr from '../../locales/tr/common.json'
import type departureTr from '../../locales/tr/departure.json'
import type documentsTr from '../../locales/tr/documents.json'
import type eventsTr from '../../locales/tr/events.json'
import type fixturesTr from '../../locales/tr/fixtures.json'
import type freezeTr from '../../locales/tr/freeze.json'
import type gownTr from '../../locales/tr/gown.json'
import type gradesTr from '../../locales/tr/grades.json'
import type guestTr from '../../locales/tr/guest.json'
import type identityTr from '../../locales/tr/identity.json'
import type instalmentsTr from '../../locales/tr/instalments.json'
import type licenceTr from '../../locales/tr/licence.json'
import type militaryTr from '../../locales/tr/military.json'
import type moodleTr from '../../locales/tr/moodle.json'
import type notificationsTr from '../../locales/tr/notifications.json'
import type paymentsTr from '../../locales/tr/payments.json'
import type payrollTr from '../../locales/tr/payroll.json'
import type personnelTr from '../../locales/tr/personnel.json'
import type prepTr from '../../locales/tr/prep.json'
import type privacyTr from '../../locales/tr/privacy.json'
import type programmesTr from '../../locales/tr/programmes.json'
import type proxyTr from '../../locales/tr/proxy.json'
import type registrationTr from '../../locales/tr/registration.json'
import type retentionTr from '../../locales/tr/retention.json'
import type sectionsTr from '../../locales/tr/sections.json'
import type sportsTr from '../../locales/tr/sports.json'
import type studentsTr from '../../locales/tr/students.json'
import type systemStatusTr from '../../locales/tr/system-status.json'
import type yoksisTr from '../../locales/tr/yoksis.json'

/** Compiles only when `En` has every key of `Tr`. */
type Complete<Tr, En extends Tr> = En

/** Both directions for every namespace; add a line per new namespace. */
export type LocaleCompleteness = [
  Complete<typeof gradesTr, typeof gradesEn>,
  Complete<typeof notificationsTr, typeof notificationsEn>,
  Complete<typeof notificationsEn, typeof notificationsTr>,
  Complete<typeof privacyTr, typeof privacyEn>,
  Complete<typeof privacyEn, typeof privacyTr>,
  Complete<typeof retentionTr, typeof retentionEn>,
  Complete<typeof retentionEn, typeof retentionTr>,
  Complete<typeof gradesEn, typeof gradesTr>,
  Complete<typeof absencesTr, typeof absencesEn>,
  Complete<typeof absencesEn, typeof absencesTr>,
  Complete<typeof applicationsTr, typeof applicationsEn>,
  Complete<typeof applicationsEn, typeof applicationsTr>,
  Complete<typeof commonTr, typeof commonEn>,
  Complete<typeof commonEn, typeof commonTr>,
  Complete<typeof departureTr, typeof departureEn>,
  Complete<typeof departureEn, typeof departureTr>,
  Complete<typeof documentsTr, typeof documentsEn>,
  Complete<typeof documentsEn, typeof documentsTr>,
  Complete<typeof eventsTr, typeof eventsEn>,
  Complete<typeof eventsEn, typeof eventsTr>,
  Complete<typeof fixturesTr, typeof fixturesEn>,
  Complete<typeof fixturesEn, typeof fixturesTr>,
  Complete<typeof sportsTr, typeof sportsEn>,
  Complete<typeof sportsEn, typeof sportsTr>,
  Complete<typeof clubsTr, typeof clubsEn>,
  Complete<typeof clubsEn, typeof clubsTr>,
  Complete<typeof systemStatusTr, typeof systemStatusEn>,
  Complete<typeof systemStatusEn, typeof systemStatusTr>,
  Complete<typeof guestTr, typeof guestEn>,
  Complete<typeof guestEn, typeof guestTr>,
  Complete<typeof identityTr, typeof identityEn>,
  Complete<typeof identityEn, typeof identityTr>,
  Complete<typeof proxyTr, typeof proxyEn>,
  Complete<typeof proxyEn, typeof proxyTr>,
  Complete<typeof personnelTr, typeof personnelEn>,
  Complete<typeof personnelEn, typeof personnelTr>,
  Complete<typeof payrollTr, typeof payrollEn>,
  Complete<typeof payrollEn, typeof payrollTr>,
  Complete<typeof licenceTr, typeof licenceEn>,
  Complete<typeof licenceEn, typeof licenceTr>,
  Complete<typeof registrationTr, typeof registrationEn>,
  Complete<typeof registrationEn, typeof registrationTr>,
  Complete<typeof freezeTr, typeof freezeEn>,
  Complete<typeof freezeEn, typeof freezeTr>,
  Complete<typeof yoksisTr, typeof yoksisEn>,
  Complete<typeof yoksisEn, typeof yoksisTr>,
  Complete<typeof paymentsTr, typeof paymentsEn>,
  Complete<typeof paymentsEn, typeof paymentsTr>,
  Complete<typeof prepTr, typeof prepEn>,
  Complete<typeof prepEn, typeof prepTr>,
  Complete<typeof studentsTr, typeof studentsEn>,
  Complete<typeof studentsEn, typeof studentsTr>,
  Complete<typeof adminTr, typeof adminEn>,
  Complete<typeof adminEn, typeof adminTr>,
  Complete<typeof programmesTr, typeof programmesEn>,
  Complete<typeof programmesEn, typeof programmesTr>,
  Complete<typeof moodleTr, typeof moodleEn>,
  Complete<typeof moodleEn, typeof moodleTr>,
  Complete<typeof militaryTr, typeof militaryEn>,
  Complete<typeof militaryEn, typeof militaryTr>,
  Complete<typeof instalmentsTr, typeof instalmentsEn>,
  Complete<typeof instalmentsEn, typeof instalmentsTr>,
  Complete<typeof gownTr, typeof gownEn>,
  Complete<typeof gownEn, typeof gownTr>,
  Complete<typeof certificatesTr, typeof certificatesEn>,
  Complete<typeof certificatesEn, typeof certificatesTr>,
  Complete<typeof sectionsTr, typeof sectionsEn>,
  Complete<typeof sectionsEn, typeof sectionsTr>,
  Complete<typeof academicCalendarTr, typeof academicCalendarEn>,
  Complete<typeof academicCalendarEn, typeof academicCalendarTr>,
]

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: typeof commonTr
      grades: typeof gradesTr
      absences: typeof absencesTr
      departure: typeof departureTr
      documents: typeof documentsTr
      events: typeof eventsTr
      fixtures: typeof fixturesTr
      sports: typeof sportsTr
      clubs: typeof clubsTr
      applications: typeof applicationsTr
      'system-status': typeof systemStatusTr
      guest: typeof guestTr
      identity: typeof identityTr
      proxy: typeof proxyTr
      personnel: typeof personnelTr
      payroll: typeof payrollTr
      licence: typeof licenceTr
      registration: typeof registrationTr
      freeze: typeof freezeTr
      yoksis: typeof yoksisTr
      payments: typeof paymentsTr
      prep: typeof prepTr
      students: typeof studentsTr
      admin: typeof adminTr
      programmes: typeof programmesTr
      moodle: typeof moodleTr
      military: typeof militaryTr
      instalments: typeof instalmentsTr
      gown: typeof gownTr
      certificates: typeof certificatesTr
      sections: typeof sectionsTr
      'academic-calendar': typeof academicCalendarTr
      notifications: typeof notificationsTr
      privacy: typeof privacyTr
      retention: typeof retentionTr
    }
  }
}
