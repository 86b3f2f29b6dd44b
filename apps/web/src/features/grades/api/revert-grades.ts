/** POST /api/Grades/GradeEntry/Revert {SectionId, Reason} (spec §4): reopens entry; the reason is required. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Reverts a finalisation; resolves to the new version. */
export function revertGrades(body: { SectionId: number; Reason: string }): Promise<number> {
  return api.post<number>('/api/Grades/GradeEntry/Revert', body)
}

/** Revert as a mutation; refreshes grading data. */
export function useRevertGrades() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revertGrades,
    onSettled: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
