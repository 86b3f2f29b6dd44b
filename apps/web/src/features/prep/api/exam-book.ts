/** GET/POST /api/Hazirlik/SinavDefteri/* (issue 18 § Exams and grades: the prep exam book of a level). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrepExamBookItem, SavePrepExamBookItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { prepKey } from './keys.ts'

const bookKey = [...prepKey, 'book'] as const

/** The exam book of `levelId`. */
export function useExamBook(levelId: number | undefined) {
  return useQuery({
    queryKey: [...bookKey, levelId],
    queryFn: ({ signal }) =>
      api.get<PrepExamBookItem[]>('/api/Hazirlik/SinavDefteri/List', { query: { levelId }, signal }),
    enabled: levelId !== undefined,
  })
}

/** Creates or updates an exam of the book. */
export function useSaveExamBookItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePrepExamBookItem) =>
      api.post<PrepExamBookItem>('/api/Hazirlik/SinavDefteri/Save', body),
    onSuccess: () => client.invalidateQueries({ queryKey: bookKey }),
  })
}

/** Deletes an unlocked exam of the book. */
export function useDeleteExamBookItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<null>('/api/Hazirlik/SinavDefteri/Delete', { Id: id }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookKey }),
  })
}
