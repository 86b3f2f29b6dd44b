/**
 * The query key of the staff member's grade requests (spec §3 "grade request"; issue 6 § Requests): the
 * queue's pages (grade-request-queue.ts) live under it, so a decision refreshes them all.
 */
import { gradesKey } from './list-sections.ts'

/** The query key of the staff member's grade requests. */
export const gradeRequestsKey = [...gradesKey, 'requests'] as const
