/**
 * The feature seed list: every feature's demo data (`features/<slug>/<slug>.seed.ts`), built on the core world
 * and inserted in this order after it, so a later seed's tables may reference an earlier one's. Adding a
 * feature with demo data adds one line here (DESIGN.md §3, §5b). A seed that needs another feature's rows gets
 * them here, through its input, never by importing the other feature.
 */
import { type SeedListEntry, seedEntry } from '../db/seed/feature-seed.ts'
import { absencesSeed } from './absences/absences.seed.ts'
import { applicationsSeed } from './applications/applications.seed.ts'
import { clubsSeed } from './clubs/clubs.seed.ts'
import { departureSeed } from './departure/departure.seed.ts'
import { documentsSeed } from './documents/documents.seed.ts'
import { eventsSeed } from './events/events.seed.ts'
import { fixturesSeed } from './fixtures/fixtures.seed.ts'
import { freezeSeed } from './freeze/freeze.seed.ts'
import { gradesSeed } from './grades/grades.seed.ts'
import { personnelSeed } from './personnel/personnel.seed.ts'
import { registrationSeed } from './registration/registration.seed.ts'
import { sportsSeed } from './sports/sports.seed.ts'

/** Every feature seed, in insertion order. */
export const FEATURE_SEEDS: readonly SeedListEntry[] = [
  seedEntry(personnelSeed),
  seedEntry(applicationsSeed),
  seedEntry(registrationSeed),
  seedEntry(gradesSeed),
  // Absences are taken on the graded sections' class lists, as at run time they use grades' rosters.
  seedEntry(absencesSeed, (earlier) => ({ classLists: earlier(gradesSeed).courseResults })),
  seedEntry(eventsSeed),
  seedEntry(clubsSeed),
  seedEntry(documentsSeed),
  seedEntry(freezeSeed),
  seedEntry(departureSeed),
  seedEntry(fixturesSeed),
  seedEntry(sportsSeed),
]
