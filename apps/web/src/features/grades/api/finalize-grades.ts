/** POST /api/Grades/GradeEntry/Finalize and /Revert (spec §4): finalise and approve, or revert with a reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Finalises a section's grades with the sheet version read; resolves to the new version. */
export function finalizeGrades(body: { SectionId: number; Version: number }): Promise<number> {
  return api.post<number>('/api/Grades/GradeEntry/Finalize', body)
}

/** Finalise as a mutation; refreshes grading data. */
export function useFinalizeGrades() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: finalizeGrades,
    onSettled: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
