/**
 * The data tables' page query (issue 36): one TanStack query per filter, page and size of a server-paged GET list
 * (`page`, `pageSize` and the filter's non-empty values as query parameters), keeping the previous page on screen
 * while the next one loads. The language is part of the key: the server answers labels and subjects in the reader's
 * language, so a language switch fetches the page again.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '../api/client.ts'
import { filterParams } from './download.ts'

/**
 * Takes the query key root, the list path, the filter, the page and its size; returns the query of the answer
 * `P` (usually `{ items, total, ... }`). Failures are the query's error (ApiError with the server's message).
 */
export function usePageQuery<P>(
  key: readonly unknown[],
  path: string,
  filter: object,
  page: number,
  pageSize: number,
) {
  const { i18n } = useTranslation()
  return useQuery({
    queryKey: [...key, filter, page, pageSize, i18n.language],
    queryFn: ({ signal }) => api.get<P>(path, { query: { ...filterParams(filter), page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  })
}
