/**
 * Server paging of a data table (issue 36; DESIGN §4 "Lists page with page, pageSize, total"): the page and page
 * size in state, a reset to the first page when the filters change, and the antd pagination props.
 */
import type { TablePaginationConfig } from 'antd'
import { useState } from 'react'

/** The paging state and its antd binding. */
export interface Paging {
  page: number
  pageSize: number
  /** Back to page 1 (after a filter or sort change). */
  reset: () => void
  /** The antd `pagination` prop for `total` rows; `showTotal` labels the count, `sizeChanger` shows the size picker. */
  pagination: (
    total: number,
    opts?: { showTotal?: (n: number) => string; sizeChanger?: boolean },
  ) => TablePaginationConfig
}

/**
 * Takes the first page size (default 20); returns the page, the size, `reset` and the pagination props. A size
 * change goes back to page 1 (the old page may not exist at the new size).
 */
export function usePaging(initialPageSize = 20): Paging {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(initialPageSize)
  return {
    page,
    pageSize,
    reset: () => setPage(1),
    pagination: (total, opts = {}) => ({
      current: page,
      pageSize,
      total,
      ...(opts.sizeChanger ? { showSizeChanger: true } : {}),
      ...(opts.showTotal ? { showTotal: opts.showTotal } : {}),
      onChange: (p, s) => {
        setPage(s === pageSize ? p : 1)
        setPageSize(s)
      },
    }),
  }
}
