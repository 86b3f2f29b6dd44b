/** POST /api/Grades/GradeBook/Save (spec §3 "Exam book"): creates or updates an exam of a section. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GradeBookItem, SaveGradeBookItemRequest } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Saves an exam; resolves to the stored exam. 409 (stale) and 422 (weights over 100) reject with ApiError. */
export function saveGradeBookItem(body: SaveGradeBookItemRequest): Promise<GradeBookItem> {
  return api.post<GradeBookItem>('/api/Grades/GradeBook/Save', body)
}

/** The save as a mutation; refreshes grading data on success. */
export function useSaveGradeBookItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveGradeBookItem,
    onSuccess: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
