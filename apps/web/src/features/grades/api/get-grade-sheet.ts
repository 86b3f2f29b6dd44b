/** GET /api/Grades/GradeEntry/Sheet (spec §4 grade entry): exams, students, cells, results of a section. */
import { type QueryClient, useQuery } from '@tanstack/react-query'
import type { GradeSheet } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'
import { SHEET_PATH } from './sheet-path.ts'

/** Fetches a section's grade sheet. */
export function getGradeSheet(sectionId: number, signal?: AbortSignal): Promise<GradeSheet> {
  return api.get<GradeSheet>(SHEET_PATH, { query: { sectionId }, signal })
}

/** The query key of one section's sheet. */
export const sheetKey = (sectionId: number) => [...gradesKey, 'sheet', sectionId] as const

/** How often an open sheet is read again, so other instructors' saves show without a reload (ms). */
export const SHEET_REFRESH_MS = 15_000

/**
 * A section's grade sheet as a TanStack query (disabled without a section); refreshed every
 * {@link SHEET_REFRESH_MS} and on focus while open, so totals follow other instructors' saves (issue 24).
 */
export function useGradeSheet(sectionId: number | undefined) {
  return useQuery({
    queryKey: sheetKey(sectionId ?? 0),
    queryFn: ({ signal }) => getGradeSheet(sectionId as number, signal),
    enabled: !!sectionId,
    refetchInterval: SHEET_REFRESH_MS,
    refetchOnWindowFocus: true,
  })
}

/**
 * Starts reading a section's sheet into `client` before the page renders (app/routes/route-prefetch.ts); the
 * page's {@link useGradeSheet} then takes the answer (or the request in flight). Resolves when it has settled;
 * a failure is left to the page's own query.
 */
export function prefetchGradeSheet(client: QueryClient, sectionId: number): Promise<void> {
  if (!Number.isInteger(sectionId) || sectionId <= 0) return Promise.resolve()
  return client.prefetchQuery({
    queryKey: sheetKey(sectionId),
    queryFn: ({ signal }) => getGradeSheet(sectionId, signal),
  })
}
