/**
 * The documents home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in documents.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { DocumentQueuePage, StudentDocument } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The student's requests card's call (read by the card, started early by the home page; issue 23). */
export const myDocumentsQuery = queryOptions({
  queryKey: ['documents', 'home', 'mine'],
  queryFn: ({ signal }) => homeGet<StudentDocument[]>('/api/Belge/Talep/List', { signal }),
})

/** The registrar's queue count card's call (issue 23 prefetch). */
export const documentQueueQuery = queryOptions({
  queryKey: ['documents', 'home', 'queue'],
  queryFn: ({ signal }) =>
    homeGet<DocumentQueuePage>('/api/Belge/Yonetim/Queue', {
      query: { Status: 'open', page: 1, pageSize: 1 },
      signal,
    }),
})
