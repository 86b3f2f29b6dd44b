/**
 * Optional row selection of a data table (issue 36): the selected keys and the antd `rowSelection` prop with an
 * accessible name per checkbox and an optional per-row disabled rule.
 */
import type { TableRowSelection } from 'antd/es/table/interface'
import { useState } from 'react'

/** The selection state and its antd binding. */
export interface Selection<T, K extends React.Key> {
  selected: K[]
  clear: () => void
  /** The antd `rowSelection` prop; `label` names a row's checkbox, `disabled` keeps a row unselectable. */
  rowSelection: (label: (row: T) => string, disabled?: (row: T) => boolean) => TableRowSelection<T>
}

/** Returns the selected keys (none at first), `clear` and the `rowSelection` builder. */
export function useSelection<T, K extends React.Key = number>(): Selection<T, K> {
  const [selected, setSelected] = useState<K[]>([])
  return {
    selected,
    clear: () => setSelected([]),
    rowSelection: (label, disabled) => ({
      selectedRowKeys: selected,
      onChange: (keys) => setSelected(keys as K[]),
      getCheckboxProps: (r) => ({
        ...(disabled ? { disabled: disabled(r) } : {}),
        'aria-label': label(r),
      }),
    }),
  }
}
