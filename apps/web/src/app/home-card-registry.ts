/**
 * The home card registry (issue 24): where features' home cards meet the home page, as pages meet the router
 * in `page-registry.ts`. Each feature declares its cards in `features/<slug>/home/<slug>.home.ts`; adding a
 * feature's cards adds one line here. The home page never imports a feature.
 */

import { absencesHomeCards } from '../features/absences/home/absences.home.ts'
import { academicCalendarHomeCards } from '../features/academic-calendar/home/academic-calendar.home.ts'
import { certificatesHomeCards } from '../features/certificates/home/certificates.home.ts'
import { departureHomeCards } from '../features/departure/home/departure.home.ts'
import { documentsHomeCards } from '../features/documents/home/documents.home.ts'
import { eventsHomeCards } from '../features/events/home/events.home.ts'
import { freezeHomeCards } from '../features/freeze/home/freeze.home.ts'
import { gradesHomeCards } from '../features/grades/home/grades.home.ts'
import { instalmentsHomeCards } from '../features/instalments/home/instalments.home.ts'
import { registrationHomeCards } from '../features/registration/home/registration.home.ts'
import type { HomeCardDef } from '../shared/home/home-card.ts'

/** Every registered home card. */
export const homeCardRegistry: readonly HomeCardDef[] = [
  ...registrationHomeCards,
  ...eventsHomeCards,
  ...gradesHomeCards,
  ...freezeHomeCards,
  ...instalmentsHomeCards,
  ...documentsHomeCards,
  ...certificatesHomeCards,
  ...absencesHomeCards,
  ...departureHomeCards,
  ...academicCalendarHomeCards,
]
