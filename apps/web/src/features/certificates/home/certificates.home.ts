/** The certificates feature's home cards (issue 24): the student's requests, the registrar's queue count. */
import { forStaffRoles, forStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { certificateQueueQuery, myCertificatesQuery } from './certificates.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const certificatesHomeCards: HomeCardDef[] = [
  {
    key: 'certificates.mine',
    order: 16,
    audience: forStudents,
    namespaces: ['certificates'],
    load: () => import('./CertificateRequestsHomeCard.tsx').then((m) => m.CertificateRequestsHomeCard),
    prefetch: (client) => void client.prefetchQuery(myCertificatesQuery),
  },
  {
    key: 'certificates.queue',
    order: 42,
    audience: forStaffRoles(4),
    namespaces: ['certificates'],
    load: () => import('./CertificateQueueHomeCard.tsx').then((m) => m.CertificateQueueHomeCard),
    prefetch: (client) => void client.prefetchQuery(certificateQueueQuery),
  },
]
