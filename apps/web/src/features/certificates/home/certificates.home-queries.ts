/**
 * The certificates home cards' calls and constants (issue 23): read by the cards and started early by the home page
 * through the registrations in certificates.home.ts. A module of their own, so that the cards and the registrations
 * (which load the cards lazily) do not import each other.
 */
import { queryOptions } from '@tanstack/react-query'
import type { CertificateQueuePage, StudentCertificate } from '@unacs/contracts'
import { homeGet } from '../../../shared/home/home-api.ts'

/** The student's requests card's call (read by the card, started early by the home page; issue 23). */
export const myCertificatesQuery = queryOptions({
  queryKey: ['certificates', 'home', 'mine'],
  queryFn: ({ signal }) => homeGet<StudentCertificate[]>('/api/Sertifika/Talep/List', { signal }),
})

/** The registrar's queue count card's call (issue 23 prefetch). */
export const certificateQueueQuery = queryOptions({
  queryKey: ['certificates', 'home', 'queue'],
  queryFn: ({ signal }) =>
    homeGet<CertificateQueuePage>('/api/Sertifika/Yonetim/Queue', {
      query: { Status: 'requested', page: 1, pageSize: 1 },
      signal,
    }),
})
