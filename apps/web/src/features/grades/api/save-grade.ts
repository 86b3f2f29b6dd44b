/**
 * POST /api/Grades/GradeEntry/Save (spec §4, §5, §8): one grade with the version read. A stale write rejects
 * with ApiError 409 whose body's responseData is the current cell; a grade above the percentage rejects
 * with 422 and responseData.NeedsConfirmation.
 */
import { useMutation } from '@tanstack/react-query'
import type { GradeCell, SaveGradeRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Saves one grade; resolves to the stored cell. */
export function saveGrade(body: SaveGradeRequest): Promise<GradeCell> {
  return api.post<GradeCell>('/api/Grades/GradeEntry/Save', body)
}

/** The save as a mutation (the grid updates its own cell state). */
export function useSaveGrade() {
  return useMutation({ mutationFn: saveGrade })
}
