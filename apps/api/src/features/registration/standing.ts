/**
 * What registration knows of a student's results (issue 24 "a course already passed or in progress cannot be
 * added again"): per course, passed, failed or in progress, read from the grades feature through the function
 * features/index.ts passes in (registration never reads grades' tables). A course approved in another term
 * counts only through its standing here: a failed one may be repeated; a passed one, or one whose result is
 * not finalised yet, may not be added or approved again.
 */

/** A course's standing for a studentship: passed (incl. conditionally, exempt), failed, or not finalised. */
export type CourseStanding = 'passed' | 'failed' | 'inProgress'

/** Reads the standings of a studentship's courses, by course id (absent: no result known). */
export type StandingsReader = (studentId: number) => Promise<ReadonlyMap<number, CourseStanding>>

/** The reader used when no grades feature is wired in: no results known. */
export const NO_STANDINGS: StandingsReader = async () => new Map()

/**
 * The refusal of taking course `courseId` again, or null when it may be taken: a passed course is
 * `registration.alreadyPassed`, one in progress elsewhere `registration.alreadyInProgress`.
 */
export function repeatRefusal(
  standings: ReadonlyMap<number, CourseStanding>,
  courseId: number,
): 'registration.alreadyPassed' | 'registration.alreadyInProgress' | null {
  const s = standings.get(courseId)
  if (s === 'passed') return 'registration.alreadyPassed'
  if (s === 'inProgress') return 'registration.alreadyInProgress'
  return null
}

/**
 * The class lists of the grades feature, kept in step with approvals (issue 24): `enrol` puts the student on
 * the lists of the approved sections, `withdraw` takes them off when an approval is returned and gives back the
 * sections it kept because they already hold a grade. Both run inside the decision's transaction.
 */
export interface RosterSync {
  enrol(tx: unknown, studentId: number, sectionIds: readonly number[]): Promise<void>
  withdraw(tx: unknown, studentId: number, sectionIds: readonly number[]): Promise<number[]>
}

/** The roster sync used when no grades feature is wired in: nothing to keep in step. */
export const NO_ROSTERS: RosterSync = { enrol: async () => {}, withdraw: async () => [] }
