/**
 * GET /api/Belge/Talep/List (spec §1 "Student documents", §3 "Document": name, language, creation date,
 * status): the signed-in student's document requests for the active studentship, newest first.
 */
import { useQuery } from '@tanstack/react-query'
import type { StudentDocument } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** Query key of the list (invalidated after create and delete). */
export const documentsKey = ['documents', 'list'] as const

/** Fetches the caller's document requests. */
export function listDocuments(signal?: AbortSignal): Promise<StudentDocument[]> {
  return api.get<StudentDocument[]>('/api/Belge/Talep/List', { signal })
}

/** The document requests as a TanStack query. */
export function useDocuments() {
  return useQuery({ queryKey: documentsKey, queryFn: ({ signal }) => listDocuments(signal) })
}
