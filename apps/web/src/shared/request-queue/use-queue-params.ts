/**
 * The filter and paging state of a request queue page (issue 36 "one shared request queue"): status, search,
 * requested-date range and the feature's own filters, page and page size; changing a filter goes back to page 1.
 */
import { useState } from 'react'

/** What every queue asks the server for; features add their own filters (Kind, UnitId…). */
export interface QueueParams {
  page: number
  pageSize: number
  Status?: string
  Search?: string
  /** First requested day, 'YYYY-MM-DD'. */
  From?: string
  /** Last requested day, 'YYYY-MM-DD'. */
  To?: string
}

/** The state of a queue page and its setters. */
export interface QueueParamsState<P extends QueueParams> {
  params: P
  /** Changes filters and goes back to the first page. */
  filter: (p: Partial<P>) => void
  /** Moves to `page` with `pageSize` (the table's pager). */
  turn: (page: number, pageSize: number) => void
}

/** Holds the queue's parameters, starting from `initial`. Returns the state and its setters. */
export function useQueueParams<P extends QueueParams>(initial: P): QueueParamsState<P> {
  const [params, setParams] = useState<P>(initial)
  return {
    params,
    filter: (p) => setParams((old) => ({ ...old, page: 1, ...p })),
    turn: (page, pageSize) => setParams((old) => ({ ...old, page, pageSize })),
  }
}
