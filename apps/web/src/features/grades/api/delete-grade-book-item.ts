/** POST /api/Grades/GradeBook/Delete {Id, Version}: deletes an exam without grades. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { gradesKey } from './list-sections.ts'

/** Deletes an exam. */
export function deleteGradeBookItem(body: { Id: number; Version: number }): Promise<null> {
  return api.post<null>('/api/Grades/GradeBook/Delete', body)
}

/** The delete as a mutation; refreshes grading data on success. */
export function useDeleteGradeBookItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteGradeBookItem,
    onSuccess: () => client.invalidateQueries({ queryKey: gradesKey }),
  })
}
