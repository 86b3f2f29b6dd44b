/**
 * POST /api/Grades/GradeEntry/SaveMany (spec §4, §5, §8; issue 24): the grid's changed cells of one section,
 * all or none. A points score above its exam's weight rejects with ApiError 422 whose responseData lists the
 * flagged cells (`NeedsConfirmation`, `Flagged`); a stale cell rejects with 409 and `Stale` (current values).
 * On success the section's sheet is refetched, so totals and letters follow the save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SaveGradesRequest, SaveGradesResponse } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { sheetKey } from './get-grade-sheet.ts'

/** Saves the changed cells; resolves to the stored cells. */
export function saveGrades(body: SaveGradesRequest): Promise<SaveGradesResponse> {
  return api.post<SaveGradesResponse>('/api/Grades/GradeEntry/SaveMany', body)
}

/** The grid save as a mutation; the sheet of the section is refetched after every answer. */
export function useSaveGrades(sectionId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveGrades,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sheetKey(sectionId) }),
  })
}
