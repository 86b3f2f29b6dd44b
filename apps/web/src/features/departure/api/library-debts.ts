/** GET /api/Kutuphane/Borc/List (issue 16 LibraryDebts): the library's debts (books, due dates, fines), paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { LibraryDebtItem } from '@unacs/contracts'
import { api } from '../../../shared/api/client.ts'

/** A page of library debts. */
export interface LibraryDebtPage {
  items: LibraryDebtItem[]
  page: number
  pageSize: number
  total: number
}

/** Fetches one page. */
export function getLibraryDebts(
  params: { page: number; pageSize: number; StudentNo?: string | undefined; OpenOnly: boolean },
  signal?: AbortSignal,
): Promise<LibraryDebtPage> {
  return api.get<LibraryDebtPage>('/api/Kutuphane/Borc/List', {
    signal,
    query: { ...params, OpenOnly: String(params.OpenOnly) },
  })
}

/** The page as a TanStack query. */
export function useLibraryDebts(params: Parameters<typeof getLibraryDebts>[0]) {
  return useQuery({
    queryKey: ['departure', 'library-debts', params],
    queryFn: ({ signal }) => getLibraryDebts(params, signal),
    placeholderData: keepPreviousData,
  })
}
