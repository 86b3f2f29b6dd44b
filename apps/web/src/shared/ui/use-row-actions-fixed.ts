/**
 * Where a table's row-action column sits (issue 36, "a row's actions are always visible"): fixed to the table's
 * right edge from 768 px up, so on a 1366 px laptop the actions stay in view while the other columns scroll
 * sideways; on phones (767 px and below) the column scrolls with the table, since a fixed column would take most of
 * a 375 px screen. Use as the action column's `fixed` (antd Table columns).
 */
import { useViewport } from '../hooks/use-media-query.ts'

/** `'right'` on screens of 768 px and wider, else `undefined` (the column scrolls with the others). */
export function useRowActionsFixed(): 'right' | undefined {
  return useViewport().mobile ? undefined : 'right'
}
