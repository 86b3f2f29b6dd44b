/** POST /api/Belge/Talep/Delete {Id} (spec §1 "delete"): deletes one of the caller's document requests. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../shared/api/client.ts'
import { documentsKey } from './list-documents.ts'

/** Deletes request `id`. */
export function deleteDocument(id: number): Promise<null> {
  return api.post<null>('/api/Belge/Talep/Delete', { Id: id })
}

/** The delete call as a TanStack mutation; refreshes the list on success. */
export function useDeleteDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey }),
  })
}
