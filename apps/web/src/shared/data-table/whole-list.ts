/**
 * A short list answered whole (an array, not a `{ items, total }` page) on the data table (issue 36): the
 * table takes it as one page of every row.
 */
import type { PageQuery } from './DataTable.tsx'

/** The part of a TanStack query of an array answer the adapter reads. */
export interface ListQuery<T> {
  data?: T[] | undefined
  isFetching: boolean
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

/** Takes a query of `T[]`; returns it as the table's page query (every row; total: the array's length). */
export function wholeList<T>(q: ListQuery<T>): PageQuery<T> {
  return {
    data: q.data ? { items: q.data, total: q.data.length } : undefined,
    isFetching: q.isFetching,
    isError: q.isError,
    error: q.error,
    refetch: q.refetch,
  }
}
