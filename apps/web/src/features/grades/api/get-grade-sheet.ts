/** GET /api/Grades/GradeEntry/Sheet (spec §4 grade entry): exams, students, cells, results of a section. */
import { useQuery } from '@tanstack/react-query'
import type { GradeSheet } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Fetches a section's grade sheet. */
export function getGradeSheet(sectionId: number, signal?: AbortSignal): Promise<GradeSheet> {
  return api.get<GradeSheet>('/api/Grades/GradeEntry/Sheet', { query: { sectionId }, signal })
}

/** The query key of one section's sheet. */
export const sheetKey = (sectionId: number) => [...gradesKey, 'sheet', sectionId] as const

/** A section's grade sheet as a TanStack query (disabled without a section). */
export function useGradeSheet(sectionId: number | undefined) {
  return useQuery({
    queryKey: sheetKey(sectionId ?? 0),
    queryFn: ({ signal }) => getGradeSheet(sectionId as number, signal),
    enabled: !!sectionId,
  })
}
