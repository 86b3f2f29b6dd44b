/**
 * The one server-paged data table (issue 36): antd Table underneath, fed by a TanStack query of a `{ items,
 * total }` page; server paging (`usePaging`), sortable columns whose field and direction go to the server (the
 * Turkish collation is server-side), optional row selection (`useSelection`), the row-action column fixed to the
 * right edge from 768 px up (`useRowActionsFixed`), and the empty, loading and failed states. The page keeps its
 * columns and rules; the mechanics live here.
 */
import type { TableProps } from 'antd'
import { Alert, Button, Empty, Table } from 'antd'
import type { ColumnsType, ColumnType, TableRowSelection } from 'antd/es/table/interface'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRowActionsFixed } from '../ui/use-row-actions-fixed.ts'
import type { Paging } from './use-paging.ts'

/** The part of a TanStack query the table reads. */
export interface PageQuery<T> {
  data?: { items: T[]; total: number } | undefined
  isFetching: boolean
  isError: boolean
  error: Error | null
  refetch: () => unknown
}

/** A sort the table asks the server for (`undefined` order: the server's default order). */
export interface TableSort {
  field: string | undefined
  order: 'ascend' | 'descend' | undefined
}

/** Props of the data table. */
export interface DataTableProps<T extends object> {
  rowKey: TableProps<T>['rowKey']
  columns: ColumnsType<T>
  query: PageQuery<T>
  /** Server paging; without it the table shows every row of the answer (or `clientPageSize` per page). */
  paging?: Paging
  /** Without server paging: pages of this many rows in the browser (a short list answered whole). */
  clientPageSize?: number
  /** The "N rows" label of the pager; none when unset. */
  showTotal?: (n: number) => string
  /** Shows the page-size picker. */
  sizeChanger?: boolean
  /** What an empty list says. */
  emptyText: ReactNode
  /** The row-action column (title, width, cells); fixed to the right edge from 768 px up. */
  actions?: Pick<ColumnType<T>, 'title' | 'width' | 'render' | 'key'>
  /** Row selection (`useSelection().rowSelection(...)`). */
  selection?: TableRowSelection<T> | undefined
  /** Wraps the table in a focusable, named, sideways-scrolling region of this minimum width (axe scrollable-region-focusable). */
  region?: { label: string; minWidth: number }
  /** antd's own sideways scroll width, applied only while there are rows (an empty list has no focusable cell). */
  scrollX?: number | 'max-content'
  size?: 'small' | 'middle' | 'large'
  expandable?: TableProps<T>['expandable']
  /** Called when a sortable column's header is clicked. */
  onSort?: (sort: TableSort) => void
  /** Offers a retry button on a failed load (default true). */
  retry?: boolean
  /** The failed load's title (default: the common "the list could not be loaded"). */
  failedText?: string
}

/** The table, or an error alert (with retry) when the page could not be loaded. */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation('common')
  const fixed = useRowActionsFixed()
  const { query, paging, region, scrollX, actions, onSort } = props
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={props.failedText ?? t('dataTable.loadFailed')}
        description={query.error?.message}
        action={
          props.retry === false ? undefined : (
            <Button onClick={() => query.refetch()}>{t('dataTable.retry')}</Button>
          )
        }
      />
    )
  const items = query.data?.items ?? []
  const columns: ColumnsType<T> = actions
    ? [...props.columns, { key: 'actions', ...actions, fixed }]
    : props.columns
  const table = (
    <Table<T>
      rowKey={props.rowKey}
      size={props.size ?? 'middle'}
      loading={query.isFetching}
      dataSource={items}
      columns={columns}
      {...(region ? { style: { minWidth: region.minWidth } } : {})}
      {...(scrollX !== undefined && items.length ? { scroll: { x: scrollX } } : {})}
      {...(props.selection ? { rowSelection: props.selection } : {})}
      {...(props.expandable ? { expandable: props.expandable } : {})}
      locale={{ emptyText: <Empty description={props.emptyText} /> }}
      pagination={
        paging
          ? paging.pagination(query.data?.total ?? 0, {
              ...(props.showTotal ? { showTotal: props.showTotal } : {}),
              ...(props.sizeChanger ? { sizeChanger: true } : {}),
            })
          : props.clientPageSize
            ? { pageSize: props.clientPageSize, hideOnSinglePage: true }
            : false
      }
      {...(onSort
        ? {
            onChange: (_p, _f, sorter, extra) => {
              if (extra.action !== 'sort') return
              const s = Array.isArray(sorter) ? sorter[0] : sorter
              onSort({
                field: s?.order ? String(s.columnKey ?? s.field) : undefined,
                order: s?.order ?? undefined,
              })
            },
          }
        : {})}
    />
  )
  if (!region) return table
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={region.label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {table}
    </section>
  )
}
