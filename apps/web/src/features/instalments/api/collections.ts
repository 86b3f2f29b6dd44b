/** GET /api/Instalments/Collections/List (issue 17): collections a page at a time with their sum (kuruş). */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { CollectionPage, CollectionQuery } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'
import { instalmentsKey } from './plans.ts'

/** The collections matching `q`, newest first. */
export function useCollections(q: Partial<CollectionQuery> & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...instalmentsKey, 'collections', q],
    queryFn: ({ signal }) =>
      api.get<CollectionPage>('/api/Instalments/Collections/List', { signal, query: { ...q } }),
    placeholderData: keepPreviousData,
  })
}
