/**
 * The grades home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in grades.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { ExamsAhead } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The exams ahead card's call in `language` (read by the card, started early by the home page; issue 23). */
export const examsAheadQuery = (language: string) =>
  queryOptions({
    queryKey: ['grades', 'home', 'exams-ahead', language],
    queryFn: ({ signal }) => homeGet<ExamsAhead>('/api/Grades/Student/ExamsAhead', { signal }),
  })

/** The grade requests list the requests card reads. */
export const GRADE_REQUESTS_URL = '/api/Grades/Requests/List'

/**
 * Instructor (2) and head of department (11) sessions grade their sections. The advisor role (3) does not:
 * the server refuses its grading calls (403), which sent an advisor's home to the 403 page.
 */
export const GRADING_ROLES = [2, 11]
