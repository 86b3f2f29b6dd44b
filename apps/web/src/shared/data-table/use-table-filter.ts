/**
 * A data table's filters (issue 36): the filter object in state (part of the page's query key, as the pages had
 * it), patched by the filter bar with unset and empty values dropped, and the table sent back to page 1.
 */
import { useState } from 'react'
import type { Paging } from './use-paging.ts'

/** The filter and its setters. */
export interface TableFilter<F extends object> {
  filter: F
  /** Merges `patch` (undefined or '' removes a key) and resets the paging. */
  patch: (patch: Partial<F>) => void
  /** Replaces the whole filter and resets the paging. */
  replace: (next: F) => void
}

/** Drops the keys of `f` whose value is undefined or ''. */
export function compactFilter<F extends object>(f: F): F {
  const out = { ...f }
  for (const k of Object.keys(out) as (keyof F)[])
    if (out[k] === undefined || (out[k] as unknown) === '') delete out[k]
  return out
}

/** Takes the first filter and the table's paging; returns the filter with `patch` and `replace`. */
export function useTableFilter<F extends object>(initial: F, paging: Pick<Paging, 'reset'>): TableFilter<F> {
  const [filter, setFilter] = useState<F>(initial)
  return {
    filter,
    patch: (patch) => {
      setFilter((old) => compactFilter({ ...old, ...patch }))
      paging.reset()
    },
    replace: (next) => {
      setFilter(compactFilter(next))
      paging.reset()
    },
  }
}
