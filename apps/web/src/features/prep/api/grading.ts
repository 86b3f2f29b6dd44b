/**
 * GET/POST /api/Hazirlik/NotGirisi/* (issue 18 "instructors enter prep grades as they do faculty grades"): the
 * prep sections the instructor teaches, a section's sheet over its level's exam book, and the grid save (all
 * or none; 422 lists cells above their exam's weight for one confirmation; 409 gives the stale cells).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepGradeSheet, PrepGradingSection, SaveGradesResponse, SavePrepGrades } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

const gradingKey = [...prepKey, 'grading'] as const

/** The prep sections the caller teaches. */
export function useGradingSections() {
  return useQuery({
    queryKey: [...gradingKey, 'sections'],
    queryFn: ({ signal }) => api.get<PrepGradingSection[]>('/api/Hazirlik/NotGirisi/Subeler', { signal }),
  })
}

/** The grade sheet of `sectionId` (disabled without one); refreshed every 15 s like a course section's. */
export function useGradeSheet(sectionId: number | undefined) {
  return useQuery({
    queryKey: [...gradingKey, 'sheet', sectionId],
    queryFn: ({ signal }) =>
      api.get<PrepGradeSheet>('/api/Hazirlik/NotGirisi/Sheet', { query: { sectionId }, signal }),
    enabled: sectionId !== undefined,
    refetchInterval: 15_000,
  })
}

/** Saves the changed cells of one section; the sheet is read again after every answer. */
export function useSavePrepGrades() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePrepGrades) =>
      api.post<SaveGradesResponse>('/api/Hazirlik/NotGirisi/SaveMany', body),
    onSettled: () => client.invalidateQueries({ queryKey: gradingKey }),
  })
}
