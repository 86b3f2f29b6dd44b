/**
 * A read-only table without antd (issue 23, sixth pass; light-table.css): the look of antd's small `Table`
 * (header row on the filled background, 8 px cells, secondary row borders) inside a horizontally scrolling box
 * (made a focusable region while it scrolls by the shell's use-focusable-scrollers.ts), with the empty text when
 * there are no rows. For light pages that must paint
 * before antd loads (the grade grid's inputs too, issue 23 seventh pass); a table with sorting stays antd's.
 */
import type { CSSProperties, Key, ReactNode } from 'react'
import './light.css'
import './light-table.css'

/** One column: header `title`, the cell's `render(row)`, and optional alignment and width (px). */
export interface LightColumn<Row> {
  key: string
  title: ReactNode
  render: (row: Row) => ReactNode
  align?: 'left' | 'right' | 'center'
  width?: number
  /** A class on the column's header and cells (e.g. to keep it in view while the table scrolls sideways). */
  className?: string
}

/** Props of {@link LightTable}. */
export interface LightTableProps<Row> {
  columns: LightColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row) => Key
  /** Shown in one full-width cell when `rows` is empty. */
  emptyText: ReactNode
}

/** The table of `rows` by `columns`. */
export function LightTable<Row>({ columns, rows, rowKey, emptyText }: LightTableProps<Row>) {
  const cell = (c: LightColumn<Row>): CSSProperties => ({ textAlign: c.align, width: c.width })
  return (
    <div className="light-table-scroll">
      <table className="light-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" style={cell(c)} className={c.className}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="light-table-empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.key} style={cell(c)} className={c.className}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
