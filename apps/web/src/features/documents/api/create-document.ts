/**
 * POST /api/Belge/Talep/Create {Kind, Language} (spec §4 "request created, then document created"):
 * requests a document; the answer is the request, normally already 'created'. Refusals come as ApiError
 * with the server's localised message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateDocumentRequest, StudentDocument } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { documentsKey } from './list-documents.ts'

/** Requests a document. */
export function createDocument(body: CreateDocumentRequest): Promise<StudentDocument> {
  return api.post<StudentDocument>('/api/Belge/Talep/Create', body)
}

/** The request call as a TanStack mutation; refreshes the list on success. */
export function useCreateDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey }),
  })
}
