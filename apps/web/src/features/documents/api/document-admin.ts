/**
 * The staff side of student documents (issue 22 "Request queues"): the registrar's queue under
 * /api/Belge/Yonetim (Queue, Prepare, Approve, Reject) and any student's documents (Students,
 * StudentDocuments, Download, Delete). Refusals come as ApiError with the server's localised message.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DocumentQueueItem,
  DocumentQueuePage,
  DocumentQueueQuery,
  DocumentStudent,
} from '@unacs/contracts'
import { ApiError, api, buildHeaders } from '../../../shared/api/client.ts'

const B = '/api/Belge/Yonetim'
export const documentAdminKey = ['documents', 'admin'] as const

/** One page of the registrar's queue as a TanStack query. */
export function useDocumentQueue(params: Partial<DocumentQueueQuery> & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...documentAdminKey, 'queue', params],
    queryFn: ({ signal }) => api.get<DocumentQueuePage>(`${B}/Queue`, { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** A decision (Prepare, Approve or Reject) on one or more requests; refreshes the queue. */
export function useDocumentDecision() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { action: 'Prepare' | 'Approve' | 'Reject'; Ids: number[]; Reason?: string }) =>
      api.post<{ Count: number }>(`${B}/${v.action}`, {
        Ids: v.Ids,
        ...(v.Reason ? { Reason: v.Reason } : {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: documentAdminKey }),
  })
}

/** Students in the caller's units matching `search` (at least two characters). */
export function useDocumentStudents(search: string) {
  return useQuery({
    queryKey: [...documentAdminKey, 'students', search],
    queryFn: ({ signal }) =>
      api.get<DocumentStudent[]>(`${B}/Students`, { query: { Search: search }, signal }),
    enabled: search.length >= 2,
  })
}

/** The documents of student `studentId` (null: none chosen). */
export function useStudentDocuments(studentId: number | null) {
  return useQuery({
    queryKey: [...documentAdminKey, 'student', studentId],
    queryFn: ({ signal }) =>
      api.get<DocumentQueueItem[]>(`${B}/StudentDocuments`, { query: { StudentId: studentId ?? 0 }, signal }),
    enabled: studentId !== null,
  })
}

/** Deletes a student's document with a reason; refreshes the lists. */
export function useStaffDeleteDocument() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (v: { Id: number; Reason: string }) => api.post<null>(`${B}/Delete`, v),
    onSuccess: () => client.invalidateQueries({ queryKey: documentAdminKey }),
  })
}

/** Saves the PDF of a student's document `id`. Throws ApiError on failure. */
export async function downloadStudentDocument(id: number, fileName: string): Promise<void> {
  const path = `${B}/Download?id=${id}`
  const res = await fetch(path, { headers: buildHeaders(path) })
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(res.status, body?.message || res.statusText, body)
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  URL.revokeObjectURL(url)
}
