/** The documents feature's home cards (issue 24): the student's requests, the registrar's queue count. */
import { forStaffRoles, forStudents, type HomeCardDef } from '../../../shared/home/home-card.ts'
import { documentQueueQuery, myDocumentsQuery } from './documents.home-queries.ts'

/** Registered in `app/home-card-registry.ts`. */
export const documentsHomeCards: HomeCardDef[] = [
  {
    key: 'documents.mine',
    order: 15,
    audience: forStudents,
    namespaces: ['documents'],
    load: () => import('./DocumentRequestsHomeCard.tsx').then((m) => m.DocumentRequestsHomeCard),
    prefetch: (client) => void client.prefetchQuery(myDocumentsQuery),
  },
  {
    key: 'documents.queue',
    order: 41,
    audience: forStaffRoles(4),
    namespaces: ['documents'],
    load: () => import('./DocumentQueueHomeCard.tsx').then((m) => m.DocumentQueueHomeCard),
    prefetch: (client) => void client.prefetchQuery(documentQueueQuery),
  },
]
