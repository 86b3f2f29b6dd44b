/** The absences feature's services composed (issue 6 § Absences, § Requests; issue 5 § Absences). */
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../platform/time.ts'
import type { Notify } from '../notifications/index.ts'
import type { Rosters, SectionGate } from './absences.deps.ts'
import { createAbsenceEntryService } from './absences.entry.ts'
import { createExcuseListService } from './absences.excuses.ts'
import { createAbsenceHomeService } from './absences.home.ts'
import { createAbsenceReportService } from './absences.report.ts'
import { createAbsenceRequestService } from './absences.requests.ts'
import { absenceRecordOf, absenceSummaryOf } from './absences.standing.ts'

/**
 * Creates every absences service; `gate` and `rosters` come from the grades feature, `notify` (notifications,
 * issue 39) tells the student of a decided excuse request.
 */
export function createAbsencesService(
  db: Database,
  clock: Clock,
  gate: SectionGate,
  rosters: Rosters,
  notify?: Notify,
) {
  const report = createAbsenceReportService(db, gate, rosters)
  return {
    entry: createAbsenceEntryService(db, clock, gate, rosters),
    excuses: createExcuseListService(db, gate, rosters),
    report,
    requests: createAbsenceRequestService(db, clock, gate, rosters, notify),
    /** The home card's summary: unconfirmed days (issue 24). */
    home: createAbsenceHomeService(db, gate),
    /** Percent of the course's hours each student of the section is counted absent (read by grades). */
    absencePercentages: (sectionId: number) => report.absencePercentages(sectionId),
    /** Per student: active-term courses over the absence limit and the worst percentage (read by sports). */
    absenceSummaryOf: (studentIds: readonly number[]) => absenceSummaryOf(db, studentIds),
    /** A studentship's counted absences per course over every term (the students feature's record, issue 37). */
    recordOf: (studentId: number, lang: 'tr' | 'en') => absenceRecordOf(db, studentId, lang),
  }
}

/** The absences service's type. */
export type AbsenceService = ReturnType<typeof createAbsencesService>
