/**
 * The feature seed list: every feature's demo data (`features/<slug>/<slug>.seed.ts`), built on the core world
 * and inserted in this order after it, so a later seed's tables may reference an earlier one's. Adding a
 * feature with demo data adds one line here (DESIGN.md §3, §5b). A seed that needs another feature's rows gets
 * them here, through its input, never by importing the other feature.
 */
import { type SeedListEntry, seedEntry } from '../db/seed/feature-seed.ts'
import { absencesSeed } from './absences/absences.seed.ts'
import { academicCalendarSeed } from './academic-calendar/academic-calendar.seed.ts'
import { applicationsSeed } from './applications/applications.seed.ts'
import { certificatesSeed } from './certificates/certificates.seed.ts'
import { clubsSeed } from './clubs/clubs.seed.ts'
import { DEPARTURE_DEMO_STUDENT_NO, departureSeed } from './departure/departure.seed.ts'
import { documentsSeed } from './documents/documents.seed.ts'
import { eventsSeed } from './events/events.seed.ts'
import { fixturesSeed } from './fixtures/fixtures.seed.ts'
import { freezeSeed } from './freeze/freeze.seed.ts'
import { gownSeedWith } from './gown/gown.seed.ts'
import { gradeBookItems, grades } from './grades/grades.schema.ts'
import { gradesSeed } from './grades/grades.seed.ts'
import { instalmentsSeed } from './instalments/instalments.seed.ts'
import { militarySeed } from './military/military.seed.ts'
import { moodleSeed } from './moodle/moodle.seed.ts'
import { devBankOrders, payments } from './payments/payments.schema.ts'
import { payrollSeed } from './payroll/payroll.seed.ts'
import { personnelSeed } from './personnel/personnel.seed.ts'
import { prepBookSeedWith } from './prep/prep.book-seed.ts'
import { prepSeed } from './prep/prep.seed.ts'
import { privacySeed } from './privacy/privacy.seed.ts'
import { programmesSeed } from './programmes/programmes.seed.ts'
import { proxySeed } from './proxy/proxy.seed.ts'
import { registrationSeed } from './registration/registration.seed.ts'
import { sportsSeed } from './sports/sports.seed.ts'
import { studentsSeed } from './students/students.seed.ts'
import { yoksisSeed } from './yoksis/yoksis.seed.ts'

/** Every feature seed, in insertion order. */
export const FEATURE_SEEDS: readonly SeedListEntry[] = [
  seedEntry(personnelSeed),
  seedEntry(applicationsSeed),
  seedEntry(registrationSeed),
  seedEntry(gradesSeed),
  // Absences are taken on the graded sections' class lists, as at run time they use grades' rosters: the
  // sections with a grading row (the demo instructor's; the absences seed keeps this term's).
  seedEntry(absencesSeed, (earlier) => {
    const grades = earlier(gradesSeed)
    const graded = new Set(grades.sectionGrading.map((g) => g.sectionId))
    return { classLists: grades.courseResults.filter((r) => graded.has(r.sectionId)) }
  }),
  seedEntry(eventsSeed),
  // Certificate requests are for courses the students passed: the grades seed's finalised results.
  seedEntry(certificatesSeed, (earlier) => ({ passed: earlier(gradesSeed).courseResults })),
  seedEntry(clubsSeed),
  seedEntry(documentsSeed),
  seedEntry(freezeSeed),
  // Departure clearance's demo student (2024104002) must hold no items: its e2e clears every office.
  seedEntry(fixturesSeed, () => ({ keepFree: [DEPARTURE_DEMO_STUDENT_NO] })),
  // Departure clearance's "unreturned items" student is one who holds the fixtures seed's items.
  seedEntry(departureSeed, (earlier) => ({ fixtureItems: earlier(fixturesSeed).fixtureItems })),
  seedEntry(sportsSeed),
  seedEntry(yoksisSeed),
  seedEntry(proxySeed),
  seedEntry(prepSeed),
  // The prep levels' exam books are grade books of the grades feature's tables (owned by 'prep-level:<id>'),
  // passed in here with the ids that follow the grades seed's.
  seedEntry(prepBookSeedWith(gradeBookItems, grades), (earlier) => {
    const graded = earlier(gradesSeed)
    const prep = earlier(prepSeed)
    return {
      levels: prep.prepLevels,
      enrolments: prep.prepEnrolments,
      lastItemId: graded.gradeBookItems.reduce((m, i) => Math.max(m, i.id ?? 0), 0),
      lastGradeId: graded.grades.reduce((m, g) => Math.max(m, g.id ?? 0), 0),
    }
  }),
  seedEntry(programmesSeed),
  seedEntry(moodleSeed),
  seedEntry(militarySeed),
  seedEntry(instalmentsSeed),
  // The gown seed's two demo deposits are rows of the payments feature's tables, passed in here.
  seedEntry(gownSeedWith(payments, devBankOrders)),
  seedEntry(payrollSeed),
  seedEntry(studentsSeed),
  seedEntry(academicCalendarSeed),
  seedEntry(privacySeed),
]
